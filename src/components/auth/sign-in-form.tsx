'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { authClient } from '@/lib/auth-client';
import { signInSchema } from '@/lib/validation/auth';
import { authCall, AuthCard, AuthEmailField, AuthForm, AuthLink, PasswordInput } from './auth-card';

/** public-site.md §9: the loading state after sign-in lasts about 2 seconds. */
const POST_SIGN_IN_DELAY_MS = 2000;

/** "Signing you in..." for a moment, then the admin page asked for (public-site.md §9). */
export function useEnterAdmin(returnTo: string) {
  const router = useRouter();
  const [entering, setEntering] = useState(false);
  const enter = async () => {
    setEntering(true);
    await new Promise((r) => setTimeout(r, POST_SIGN_IN_DELAY_MS));
    router.replace(returnTo);
    router.refresh();
  };
  return { entering, enter };
}

/** The status shown while the sign-in leads into the admin. */
export function SigningIn() {
  return (
    <div
      role="status"
      className="flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-10 shadow-lg"
    >
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
      <p className="mt-4 font-semibold text-navy-900">Signing you in...</p>
    </div>
  );
}

/** The address-and-password query string that carries `returnTo` to the next auth screen. */
export function nextQuery(returnTo: string): string {
  return returnTo === '/admin' ? '' : `?next=${encodeURIComponent(returnTo)}`;
}

/**
 * Admin sign-in (/auth, public-site.md §2 and §9): e-mail and password, validated with the
 * schema the server shares; an account with two-factor goes on to /auth/verify for its code.
 */
export function SignInForm({
  returnTo,
  notice,
  error: initialError,
}: {
  /** Where a successful sign-in goes: the admin page asked for (checked by the server). */
  returnTo: string;
  notice: string | null;
  error: string | null;
}) {
  const router = useRouter();
  const { entering, enter } = useEnterAdmin(returnTo);
  const [error, setError] = useState(initialError);
  const form = useZodForm(signInSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await authCall((fetchOptions) =>
      authClient.signIn.email({ email, password }, fetchOptions),
    );
    if (result.message !== undefined) {
      setError(result.message);
      return;
    }
    const data = result.data;
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      // The password was right; the code step finishes the sign-in.
      router.push(`/auth/verify${nextQuery(returnTo)}`);
      return;
    }
    await enter();
  });

  if (entering) return <SigningIn />;
  return (
    <AuthCard
      title="Admin Sign In"
      notice={error ? null : notice}
      error={error}
      links={
        <>
          <AuthLink href="/auth/sign-up">Need an account? Sign up</AuthLink>
          <AuthLink href="/auth/forgot-password">Forgot your password?</AuthLink>
        </>
      }
    >
      <AuthForm
        label="Admin Sign In"
        submit="Sign In"
        onSubmit={submit}
        pending={formState.isSubmitting}
        ready={formState.isValid}
      >
        <AuthEmailField registration={register('email')} error={formState.errors.email?.message} />
        <FormField
          id="auth-password"
          label="Password"
          required
          error={formState.errors.password?.message}
        >
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}

/** A signed-in account without a team role (public-site.md §6): said so, with Sign Out. */
export function NoAdminAccess({ email }: { email: string }) {
  const router = useRouter();
  return (
    <div
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg"
      data-testid="no-admin-access"
    >
      <h1 className="text-2xl font-bold text-navy-900">No admin access</h1>
      <p className="mt-3 text-slate-600">
        You are signed in as <strong className="text-slate-800">{email}</strong>, but this account
        does not have admin access. Ask an administrator to grant it.
      </p>
      <Button
        className="mt-6"
        variant="secondary"
        onClick={async () => {
          await authClient.signOut();
          router.refresh();
        }}
      >
        Sign Out
      </Button>
    </div>
  );
}
