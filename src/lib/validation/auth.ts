import { companyDomainMessage, isCompanyEmail } from '../company-email';
import { emailField } from './fields';
import { z } from './zod';

/** Passwords of back-office accounts: the limits better-auth enforces (8–128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const passwordToEnter = () =>
  z
    .string()
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

/** A new password: what sign-up, a password reset and an invitation accept. */
export const newPasswordField = () =>
  z
    .string()
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

/** Sign-in (/auth): an address and a password. */
export const signInSchema = z.object({ email: emailField(), password: passwordToEnter() });
export type SignInInput = z.input<typeof signInSchema>;

/**
 * Sign-up (/auth/sign-up, public-site.md §5): a work address of the company's own domain and a
 * new password. The server's sign-up hook parses the same schema.
 * @param domain - the company's e-mail domain (ADMIN_EMAIL_DOMAIN), e.g. "lizit.com"
 */
export function signUpSchema(domain: string) {
  return z.object({
    email: emailField().refine((email) => isCompanyEmail(email, domain), {
      message: companyDomainMessage(domain),
    }),
    password: newPasswordField(),
  });
}
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;

/** The reset link's form (/auth/reset-password): the new password. */
export const passwordResetSchema = z.object({ password: newPasswordField() });

/** "Forgot your password?" (/auth/forgot-password): the account's address. */
export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The second step of a sign-in with two-factor (/auth/verify): a code from the app, or a backup code. */
export const twoFactorCodeSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('totp'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6 digits from your authenticator app.'),
  }),
  z.object({
    method: z.literal('backup'),
    code: z.string().trim().min(6, 'Enter one of your backup codes.').max(64),
  }),
]);
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;
