'use client';

import { ArrowLeft, Eye, EyeOff, Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { retryCapture, tooManyAttemptsMessage } from '@/lib/auth-messages';
import { companyDomainMessage, isCompanyEmail } from '@/lib/company-email';
import { TotpCodeInput } from './totp-code-input';

const UNEXPECTED = 'An unexpected error occurred';
/** public-site.md §9: the loading state after sign-in lasts about 2 seconds. */
const POST_SIGN_IN_DELAY_MS = 2000;

/** Admin sign-in and sign-up (public-site.md §2 "/auth", §5 "Admin sign-up", §8 "Auth"). */
export function AuthScreen({
  domain,
  signedInEmail,
  returnTo = '/admin',
  verified,
  verifyError,
}: {
  domain: string;
  signedInEmail: string | null;
  /** Where a successful sign-in goes: the admin page asked for (checked by the server). */
  returnTo?: string;
  verified: boolean;
  verifyError: string | null;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<'signin' | 'signup' | 'forgot' | 'two-factor'>('signin');
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(verifyError);
  const [notice, setNotice] = useState<string | null>(
    verified ? 'Your e-mail address is confirmed. You can sign in now.' : null,
  );

  const domainError =
    mode === 'signup' && email.includes('@') && !isCompanyEmail(email, domain)
      ? companyDomainMessage(domain)
      : null;

  const switchMode = (next: typeof mode) => {
    setMode(next);
    setError(null);
    setNotice(null);
  };

  /** After a sign-in: "Signing you in…" for a moment, then the admin. */
  const enterAdmin = async () => {
    setRedirecting(true);
    await new Promise((r) => setTimeout(r, POST_SIGN_IN_DELAY_MS));
    router.replace(returnTo);
    router.refresh();
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    // A refused attempt (429) says how long to wait, from the response's retry header.
    const retry = retryCapture();
    const { fetchOptions } = retry;
    const messageOf = (err: { message?: string }) => {
      const wait = retry.seconds();
      return wait ? tooManyAttemptsMessage(wait) : err.message || UNEXPECTED;
    };
    try {
      if (mode === 'signin') {
        const { data, error: err } = await authClient.signIn.email(
          { email: email.trim(), password },
          fetchOptions,
        );
        if (err) {
          setError(messageOf(err));
          return;
        }
        if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
          // Two-factor: the password was right; the code step finishes the sign-in.
          setPassword('');
          setCode('');
          setUseBackupCode(false);
          setMode('two-factor');
          return;
        }
        await enterAdmin();
      } else if (mode === 'two-factor') {
        const body = { code: code.trim(), fetchOptions };
        const { error: err } = useBackupCode
          ? await authClient.twoFactor.verifyBackupCode(body)
          : await authClient.twoFactor.verifyTotp(body);
        if (err) {
          if (err.code === 'INVALID_TWO_FACTOR_COOKIE') {
            setMode('signin');
            setError('Your sign-in has expired. Sign in again.');
          } else if (
            retry.seconds() ||
            err.code === 'ACCOUNT_TEMPORARILY_LOCKED' ||
            err.code === 'TOTP_CODE_REUSED' ||
            err.code === 'ACCOUNT_DISABLED'
          ) {
            setError(messageOf(err));
          } else {
            setError(
              useBackupCode
                ? 'That backup code is not correct or has already been used.'
                : 'That code is not correct. Enter the current code from your authenticator app.',
            );
          }
          return;
        }
        await enterAdmin();
      } else if (mode === 'signup') {
        if (domainError) return;
        const { error: err } = await authClient.signUp.email({
          email: email.trim(),
          password,
          name: email.trim().split('@')[0] || email.trim(),
          callbackURL: '/auth?verified=1',
          fetchOptions,
        });
        if (err) {
          setError(messageOf(err));
          return;
        }
        setPassword('');
        setNotice(
          'Account created successfully! Check your email for a confirmation link before signing in.',
        );
        setMode('signin');
      } else {
        const { error: err } = await authClient.requestPasswordReset({
          email: email.trim(),
          redirectTo: '/auth/reset-password',
          fetchOptions,
        });
        if (err) {
          setError(messageOf(err));
          return;
        }
        setNotice(
          'If an admin account exists for this e-mail, a link to choose a new password is on its way.',
        );
      }
    } catch {
      setError(UNEXPECTED);
    } finally {
      setBusy(false);
    }
  };

  if (signedInEmail) {
    return (
      <div
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg"
        data-testid="no-admin-access"
      >
        <h1 className="text-2xl font-bold text-navy-900">No admin access</h1>
        <p className="mt-3 text-slate-600">
          You are signed in as <strong className="text-slate-800">{signedInEmail}</strong>, but this
          account does not have admin access. Ask an administrator to grant it.
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

  if (redirecting) {
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

  const title =
    mode === 'signin'
      ? 'Admin Sign In'
      : mode === 'signup'
        ? 'Create Admin Account'
        : mode === 'two-factor'
          ? 'Two-factor authentication'
          : 'Reset your password';
  const codeValid = useBackupCode ? code.trim().length >= 6 : /^\d{6}$/.test(code);
  return (
    <div className="w-full max-w-md">
      <Link
        href="/resources"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </Link>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        {notice ? (
          <p
            role="status"
            className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200"
          >
            {notice}
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            data-testid="auth-error"
            className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            {error}
          </p>
        ) : null}
        {mode === 'two-factor' ? (
          <>
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label={title}>
              {useBackupCode ? (
                <FormField
                  id="auth-backup-code"
                  label="Backup code"
                  required
                  hint="One of the codes you saved when you set up two-factor. Each works once."
                >
                  <Input
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={64}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                </FormField>
              ) : (
                <FormField
                  id="auth-totp-code"
                  label="Authentication code"
                  required
                  hint="The 6-digit code from your authenticator app."
                >
                  <TotpCodeInput value={code} onChange={setCode} />
                </FormField>
              )}
              <Button type="submit" size="lg" className="w-full" disabled={busy || !codeValid}>
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                Verify
              </Button>
            </form>
            <div className="mt-6 flex flex-col gap-2 text-sm text-slate-600">
              <button
                type="button"
                className="text-left font-medium text-brand-700 hover:underline"
                onClick={() => {
                  setUseBackupCode((v) => !v);
                  setCode('');
                  setError(null);
                }}
              >
                {useBackupCode ? 'Use your authenticator app instead' : 'Use a backup code instead'}
              </button>
              <button
                type="button"
                className="text-left font-medium text-brand-700 hover:underline"
                onClick={() => switchMode('signin')}
              >
                Back to sign in
              </button>
            </div>
          </>
        ) : (
          <>
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label={title}>
              <FormField
                id="auth-email"
                label="Email"
                required
                hint={mode === 'signup' ? `Use your @${domain} work e-mail address.` : undefined}
                error={domainError ?? undefined}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </FormField>
              {mode !== 'forgot' ? (
                <div className="space-y-1.5">
                  <label
                    htmlFor="auth-password"
                    className="block text-sm font-medium text-slate-800"
                  >
                    Password{' '}
                    <span aria-hidden="true" className="text-red-700">
                      *
                    </span>
                  </label>
                  <div className="relative">
                    <Input
                      id="auth-password"
                      type={showPassword ? 'text' : 'password'}
                      autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      required
                      className="pr-11"
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-navy-900"
                    >
                      {showPassword ? (
                        <EyeOff aria-hidden="true" className="size-5" />
                      ) : (
                        <Eye aria-hidden="true" className="size-5" />
                      )}
                    </button>
                  </div>
                </div>
              ) : null}
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={
                  busy || !email.trim() || (mode !== 'forgot' && !password) || Boolean(domainError)
                }
              >
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {mode === 'signin'
                  ? 'Sign In'
                  : mode === 'signup'
                    ? 'Create Account'
                    : 'Send reset link'}
              </Button>
            </form>
            <div className="mt-6 flex flex-col gap-2 text-sm text-slate-600">
              {mode === 'signin' ? (
                <>
                  <button
                    type="button"
                    className="text-left font-medium text-brand-700 hover:underline"
                    onClick={() => switchMode('signup')}
                  >
                    Need an account? Sign up
                  </button>
                  <button
                    type="button"
                    className="text-left font-medium text-brand-700 hover:underline"
                    onClick={() => switchMode('forgot')}
                  >
                    Forgot your password?
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="text-left font-medium text-brand-700 hover:underline"
                  onClick={() => switchMode('signin')}
                >
                  Already have an account? Sign in
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
