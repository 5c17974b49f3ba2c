'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';

/** Sets a new password from the reset link's token. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(
    token ? null : 'This reset link is invalid or has expired.',
  );

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!token) return;
    setState('busy');
    setError(null);
    const { error: err } = await authClient.resetPassword({ newPassword: password, token });
    if (err) {
      setError(err.message || 'An unexpected error occurred');
      setState('idle');
      return;
    }
    setState('done');
  };

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
      <h1 className="text-2xl font-bold text-navy-900">Choose a new password</h1>
      {state === 'done' ? (
        <p role="status" className="mt-4 text-slate-700">
          Your password has been changed.{' '}
          <Link href="/auth" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Choose a new password">
          <FormAlert message={error} />
          <FormField id="new-password" label="New password" required hint="At least 8 characters.">
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={!token}
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!token || password.length < 8 || state === 'busy'}
          >
            Save new password
          </Button>
        </form>
      )}
    </div>
  );
}
