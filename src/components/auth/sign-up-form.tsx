'use client';

import { useMemo, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { signUpSchema } from '@/lib/validation/auth';
import { authCall, AuthCard, AuthEmailField, AuthForm, AuthLink, PasswordInput } from './auth-card';

/**
 * Admin sign-up (/auth/sign-up, public-site.md §5): a work address of the company's domain (the
 * message shows and the button stays disabled otherwise) and a password, validated with the
 * schema the server's sign-up hook parses too. The new account confirms its address by e-mail.
 */
export function SignUpForm({ domain }: { domain: string }) {
  const schema = useMemo(() => signUpSchema(domain), [domain]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await authCall((fetchOptions) =>
      authClient.signUp.email({
        email,
        password,
        name: email.split('@')[0] || email,
        callbackURL: '/auth?verified=1',
        fetchOptions,
      }),
    );
    if (result.message !== undefined) setError(result.message);
    else setCreated(true);
  });

  return (
    <AuthCard
      title="Create Admin Account"
      notice={
        created
          ? 'Account created successfully! Check your email for a confirmation link before signing in.'
          : null
      }
      error={error}
      links={<AuthLink href="/auth">Already have an account? Sign in</AuthLink>}
    >
      {created ? null : (
        <AuthForm
          label="Create Admin Account"
          submit="Create Account"
          onSubmit={submit}
          pending={formState.isSubmitting}
          ready={formState.isValid}
        >
          <AuthEmailField
            registration={register('email')}
            hint={`Use your @${domain} work e-mail address.`}
            error={formState.errors.email?.message}
          />
          <FormField
            id="auth-password"
            label="Password"
            required
            error={formState.errors.password?.message}
          >
            <PasswordInput {...register('password')} autoComplete="new-password" />
          </FormField>
        </AuthForm>
      )}
    </AuthCard>
  );
}
