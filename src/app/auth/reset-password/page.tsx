import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import type { SearchParamsProps } from '@/lib/search-params';
import { titleMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';
export const metadata = titleMetadata('Choose a new password');

/** /auth/reset-password?token= — the target of the password reset e-mail. */
export default async function ResetPasswordPage({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : null;
  return <ResetPasswordForm token={token} />;
}
