'use client';

import { ArrowLeft, Eye, EyeOff, Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useState, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { retryCapture, tooManyAttemptsMessage } from '@/lib/auth-messages';

/** What an auth call answers when nothing better can be said. */
export const UNEXPECTED = 'An unexpected error occurred';

/**
 * The frame of every sign-in screen (sign-in, sign-up, password reset request, two-factor code):
 * "Back to Resources", the card with its title, the notice and error of the last attempt, the
 * form, and the links to the other screens below it.
 */
export function AuthCard({
  title,
  notice,
  error,
  links,
  children,
}: {
  title: string;
  notice?: string | null;
  error?: string | null;
  links?: ReactNode;
  children: ReactNode;
}) {
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
        {children}
        {links ? (
          <div className="mt-6 flex flex-col gap-2 text-sm text-slate-600">{links}</div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An auth screen's form: its fields, then the full-width submit button, disabled while `pending`
 * or while `ready` is false, with a spinner while pending.
 */
export function AuthForm({
  label,
  submit,
  onSubmit,
  pending,
  ready,
  children,
}: {
  label: string;
  submit: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label={label}>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={pending || !ready}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {submit}
      </Button>
    </form>
  );
}

/** The e-mail field of the sign-in, sign-up and password reset request screens. */
export function AuthEmailField({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField id="auth-email" label="Email" required hint={hint} error={error}>
      <Input {...registration} type="email" autoComplete="email" />
    </FormField>
  );
}

/** A link between the auth screens, in the card's footer. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** A password input with a Show/Hide password button; other props go to the input. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-navy-900"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

/**
 * Runs one better-auth client call and turns a refusal into the sentence to show: the wait of a
 * 429 (from its retry header), else `describe(error)`, else better-auth's message.
 * @param call - the client call, given the fetch options that capture the wait
 * @returns the call's data, or `{ message }` when it was refused or failed
 */
export async function authCall<T>(
  call: (fetchOptions: ReturnType<typeof retryCapture>['fetchOptions']) => Promise<{
    data: T | null;
    error: { message?: string; code?: string } | null;
  }>,
  describe?: (error: { message?: string; code?: string }) => string | null,
): Promise<{ data: T | null; message?: undefined } | { message: string; code?: string }> {
  const retry = retryCapture();
  try {
    const { data, error } = await call(retry.fetchOptions);
    if (!error) return { data };
    const wait = retry.seconds();
    if (wait) return { message: tooManyAttemptsMessage(wait), code: error.code };
    return { message: describe?.(error) ?? (error.message || UNEXPECTED), code: error.code };
  } catch {
    return { message: UNEXPECTED };
  }
}
