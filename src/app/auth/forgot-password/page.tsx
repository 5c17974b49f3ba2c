import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { titleMetadata } from '@/lib/seo/metadata';

export const metadata = titleMetadata('Reset your password');

/** /auth/forgot-password: asks for a link to choose a new password (/auth/reset-password). */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
