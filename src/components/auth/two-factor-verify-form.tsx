'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@/lib/validation/auth';
import { authCall, AuthCard, AuthForm, AuthLink } from './auth-card';
import { nextQuery, SigningIn, useEnterAdmin } from './sign-in-form';
import { TotpCodeInput } from './totp-code-input';

/** Refusals that say something of their own; any other is a wrong code. */
const OWN_MESSAGE = new Set(['ACCOUNT_TEMPORARILY_LOCKED', 'TOTP_CODE_REUSED', 'ACCOUNT_DISABLED']);

/**
 * The second step of a sign-in with two-factor (/auth/verify): the 6-digit code of the
 * authenticator app, or one of the backup codes. The password step's short-lived cookie says who
 * is signing in; once it has expired, the person signs in again.
 */
export function TwoFactorVerifyForm({ returnTo }: { returnTo: string }) {
  const { entering, enter } = useEnterAdmin(returnTo);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useZodForm(twoFactorCodeSchema, {
    mode: 'onTouched',
    defaultValues: { method: 'totp', code: '' } as TwoFactorCodeInput,
  });
  const { register, handleSubmit, formState, watch, setValue, reset } = form;
  const method = watch('method');
  const code = watch('code');

  const submit = handleSubmit(async (values) => {
    setError(null);
    const result = await authCall(
      (fetchOptions) =>
        values.method === 'backup'
          ? authClient.twoFactor.verifyBackupCode({ code: values.code, fetchOptions })
          : authClient.twoFactor.verifyTotp({ code: values.code, fetchOptions }),
      (err) =>
        err.code && OWN_MESSAGE.has(err.code)
          ? null
          : values.method === 'backup'
            ? 'That backup code is not correct or has already been used.'
            : 'That code is not correct. Enter the current code from your authenticator app.',
    );
    if (result.message === undefined) await enter();
    else if (result.code === 'INVALID_TWO_FACTOR_COOKIE') {
      setExpired(true);
      setError('Your sign-in has expired. Sign in again.');
    } else setError(result.message);
  });

  if (entering) return <SigningIn />;
  const backup = method === 'backup';
  return (
    <AuthCard
      title="Two-factor authentication"
      error={error}
      links={
        <>
          {expired ? null : (
            <button
              type="button"
              className="text-left font-medium text-brand-700 hover:underline"
              onClick={() => {
                reset({ method: backup ? 'totp' : 'backup', code: '' });
                setError(null);
              }}
            >
              {backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
            </button>
          )}
          <AuthLink href={`/auth${nextQuery(returnTo)}`}>Back to sign in</AuthLink>
        </>
      }
    >
      {expired ? null : (
        <AuthForm
          label="Two-factor authentication"
          submit="Verify"
          onSubmit={submit}
          pending={formState.isSubmitting}
          ready={formState.isValid}
        >
          {backup ? (
            <FormField
              id="auth-backup-code"
              label="Backup code"
              required
              hint="One of the codes you saved when you set up two-factor. Each works once."
              error={formState.errors.code?.message}
            >
              <Input
                {...register('code')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
              />
            </FormField>
          ) : (
            <FormField
              id="auth-totp-code"
              label="Authentication code"
              required
              hint="The 6-digit code from your authenticator app."
              error={formState.errors.code?.message}
            >
              <TotpCodeInput
                value={code}
                onChange={(digits) => setValue('code', digits, { shouldValidate: true })}
              />
            </FormField>
          )}
        </AuthForm>
      )}
    </AuthCard>
  );
}
