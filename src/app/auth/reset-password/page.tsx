import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { pageTitle } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: pageTitle('Choose a new password') },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /auth/reset-password?token= — the target of the password reset e-mail. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : null;
  return <ResetPasswordForm token={token} />;
}
