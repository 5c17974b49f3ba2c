import { handleAcceptInvitation } from '@/server/team/http';

export const dynamic = 'force-dynamic';

/** POST /api/team/accept-invite: see {@link handleAcceptInvitation} (issue #21 §3). */
export const POST = (request: Request) => handleAcceptInvitation(request);
