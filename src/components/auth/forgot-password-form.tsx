'use client';

import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { passwordResetRequestSchema } from '@/lib/validation/auth';
import { authCall, AuthCard, AuthLink } from './auth-card';

/**
 * "Forgot your password?" (/auth/forgot-password): sends a reset link to the address. The answer
 * is the same whether an account exists or not.
 */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useZodForm(passwordResetRequestSchema, {
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    setSent(false);
    const result = await authCall((fetchOptions) =>
      authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password', fetchOptions }),
    );
    if (result.message !== undefined) setError(result.message);
    else setSent(true);
  });

  return (
    <AuthCard
      title="Reset your password"
      notice={
        sent
          ? 'If an admin account exists for this e-mail, a link to choose a new password is on its way.'
          : null
      }
      error={error}
      links={<AuthLink href="/auth">Already have an account? Sign in</AuthLink>}
    >
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-4"
        aria-label="Reset your password"
      >
        <FormField id="auth-email" label="Email" required error={formState.errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="email" />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={formState.isSubmitting || !formState.isValid}
        >
          {formState.isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
