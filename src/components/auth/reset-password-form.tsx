'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { PASSWORD_MIN, passwordResetSchema } from '@/lib/validation/auth';
import { authCall, PasswordInput } from './auth-card';

/** Sets a new password from the reset link's token (/auth/reset-password). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    token ? null : 'This reset link is invalid or has expired.',
  );
  const form = useZodForm(passwordResetSchema, {
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    const result = await authCall((fetchOptions) =>
      authClient.resetPassword({ newPassword: password, token, fetchOptions }),
    );
    if (result.message !== undefined) setError(result.message);
    else setDone(true);
  });

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
      <h1 className="text-2xl font-bold text-navy-900">Choose a new password</h1>
      {done ? (
        <p role="status" className="mt-4 text-slate-700">
          Your password has been changed.{' '}
          <Link href="/auth" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 space-y-4"
          aria-label="Choose a new password"
        >
          <FormAlert message={error} />
          <FormField
            id="new-password"
            label="New password"
            required
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={formState.errors.password?.message}
          >
            <PasswordInput
              {...register('password')}
              autoComplete="new-password"
              disabled={!token}
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!token || formState.isSubmitting || !formState.isValid}
          >
            Save new password
          </Button>
        </form>
      )}
    </div>
  );
}
