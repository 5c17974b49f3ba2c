import { redirect } from 'next/navigation';
import { NoAdminAccess, SignInForm } from '@/components/auth/sign-in-form';
import { adminReturnPath } from '@/lib/return-path';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';
import { titleMetadata } from '@/lib/seo/metadata';
import { getSessionUser, staffRole } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Admin Sign In');

/**
 * /auth (public-site.md §2): sign-in. A signed-in admin goes to /admin (or to the admin page
 * `?next=` names); a signed-in user without the admin role stays here and is told so (never a
 * redirect loop with /admin). `?verified=1` and `?error=` are the answers of the confirmation
 * link.
 */
export default async function AuthPage({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  // The admin page asked for while signed out (`?next=`), checked: never another site.
  const returnTo = adminReturnPath(firstParam(params.next)) ?? '/admin';
  const user = await getSessionUser();
  if (user && (await staffRole(user.id))) redirect(returnTo);
  if (user) return <NoAdminAccess email={user.email} />;
  const failed = Boolean(firstParam(params.error));
  return (
    <SignInForm
      returnTo={returnTo}
      notice={
        firstParam(params.verified) === '1' && !failed
          ? 'Your e-mail address is confirmed. You can sign in now.'
          : null
      }
      error={
        failed
          ? 'This confirmation link is invalid or has expired. Sign in to get a new one.'
          : null
      }
    />
  );
}
