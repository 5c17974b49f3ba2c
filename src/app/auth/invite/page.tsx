import { AcceptInvitation } from '@/components/auth/accept-invitation';
import type { SearchParamsProps } from '@/lib/search-params';
import { titleMetadata } from '@/lib/seo/metadata';
import { loadInvitation } from '@/server/team/queries';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Join the team');

/**
 * /auth/invite?token= — the target of the invitation e-mail: a valid link asks for
 * a name and a password; an expired, withdrawn or used link explains itself and names whom to ask;
 * an address that already has an account is sent to sign in (the role is granted then).
 */
export default async function InvitationPage({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const invitation = await loadInvitation(token);
  return (
    <AcceptInvitation
      token={token}
      invitation={
        invitation.state === 'invalid'
          ? invitation
          : { ...invitation, expiresAt: invitation.expiresAt.toISOString() }
      }
    />
  );
}
