import { handleAcceptInvitation } from '@/server/team/http';

export const dynamic = 'force-dynamic';

/** POST /api/team/accept-invite: see {@link handleAcceptInvitation}. */
export const POST = (request: Request) => handleAcceptInvitation(request);
