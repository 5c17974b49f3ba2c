'use client';

import { useState } from 'react';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { passwordResetRequestSchema } from '@/lib/validation/auth';
import { authCall, AuthCard, AuthEmailField, AuthForm, AuthLink } from './auth-card';

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
      <AuthForm
        label="Reset your password"
        submit="Send reset link"
        onSubmit={submit}
        pending={formState.isSubmitting}
        ready={formState.isValid}
      >
        <AuthEmailField registration={register('email')} error={formState.errors.email?.message} />
      </AuthForm>
    </AuthCard>
  );
}
