import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthScreen } from '@/components/auth/auth-screen';
import { getEnv } from '@/lib/env';
import { adminReturnPath } from '@/lib/return-path';
import { pageTitle } from '@/lib/seo/metadata';
import { getSessionUser, staffRole } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: pageTitle('Admin Sign In') },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /auth (public-site.md §2): a signed-in admin goes to /admin (or to the admin page `?next=`
 * names); a signed-in user without the admin role stays here and is told so (never a redirect
 * loop with /admin).
 */
export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  const flag = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  // The admin page asked for while signed out (`?next=`), checked: never another site.
  const returnTo = adminReturnPath(flag(params.next)) ?? '/admin';
  const user = await getSessionUser();
  if (user && (await staffRole(user.id))) redirect(returnTo);
  return (
    <AuthScreen
      domain={getEnv().ADMIN_EMAIL_DOMAIN}
      signedInEmail={user?.email ?? null}
      returnTo={returnTo}
      verified={flag(params.verified) === '1' && !flag(params.error)}
      verifyError={
        flag(params.error)
          ? 'This confirmation link is invalid or has expired. Sign in to get a new one.'
          : null
      }
    />
  );
}
