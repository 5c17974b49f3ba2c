import { redirect } from 'next/navigation';
import { AuthScreen } from '@/components/auth/auth-screen';
import { getEnv } from '@/lib/env';
import { adminReturnPath } from '@/lib/return-path';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';
import { titleMetadata } from '@/lib/seo/metadata';
import { getSessionUser, staffRole } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Admin Sign In');

/**
 * /auth (public-site.md §2): a signed-in admin goes to /admin (or to the admin page `?next=`
 * names); a signed-in user without the admin role stays here and is told so (never a redirect
 * loop with /admin).
 */
export default async function AuthPage({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  // The admin page asked for while signed out (`?next=`), checked: never another site.
  const returnTo = adminReturnPath(firstParam(params.next)) ?? '/admin';
  const user = await getSessionUser();
  if (user && (await staffRole(user.id))) redirect(returnTo);
  return (
    <AuthScreen
      domain={getEnv().ADMIN_EMAIL_DOMAIN}
      signedInEmail={user?.email ?? null}
      returnTo={returnTo}
      verified={firstParam(params.verified) === '1' && !firstParam(params.error)}
      verifyError={
        firstParam(params.error)
          ? 'This confirmation link is invalid or has expired. Sign in to get a new one.'
          : null
      }
    />
  );
}
