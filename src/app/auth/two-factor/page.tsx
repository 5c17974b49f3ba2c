import { redirect } from 'next/navigation';
import { TwoFactorSetupScreen } from '@/components/auth/two-factor-setup-screen';
import { titleMetadata } from '@/lib/seo/metadata';
import { getSessionUser, staffRole } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Set up two-factor authentication');

/**
 * /auth/two-factor: where ADMIN_REQUIRE_2FA sends an admin without two-factor
 * before any /admin page renders. Signed-out users and non-admins go to /auth; an admin already
 * enrolled goes to /admin.
 */
export default async function TwoFactorSetupPage() {
  const user = await getSessionUser();
  if (!user || !(await staffRole(user.id))) redirect('/auth');
  if (user.twoFactorEnabled) redirect('/admin');
  return <TwoFactorSetupScreen email={user.email} />;
}
