'use client';

import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { retryCapture, tooManyAttemptsMessage } from '@/lib/auth-messages';
import { TotpCodeInput } from './totp-code-input';

const UNEXPECTED = 'An unexpected error occurred';

/** The Base32 key of an otpauth:// URI, in groups of four for typing into an app. */
function keyOf(totpURI: string): string {
  try {
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}

/** The QR code of the URI as an SVG data URL; the library loads only when this step shows. */
function useQrCode(totpURI: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!totpURI) return;
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toString(totpURI, { type: 'svg', margin: 1, width: 192 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The key as text is shown below, so enrolment still works without the picture.
      });
    return () => {
      live = false;
    };
  }, [totpURI]);
  return src;
}

/**
 * TOTP enrolment: the password (better-auth's twoFactor.enable needs it), then
 * the QR code, the key as text and the backup codes, then a first code from the app, which turns
 * two-factor on. Used in the dashboard's Security dialog and on the enrolment screen that
 * ADMIN_REQUIRE_2FA sends admins to.
 */
export function TwoFactorEnrolment({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<'password' | 'verify' | 'done'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [totpURI, setTotpURI] = useState<string | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const qr = useQrCode(totpURI);

  /**
   * A step's submit handler: the error cleared and the form busy while `body` runs; a refused
   * attempt (429) says how long to wait through `retry`, a failure nobody expected says so.
   */
  const attempt =
    (body: (retry: ReturnType<typeof retryCapture>) => Promise<void>) =>
    async (e: React.FormEvent) => {
      e.preventDefault();
      setError(null);
      setBusy(true);
      try {
        await body(retryCapture());
      } catch {
        setError(UNEXPECTED);
      } finally {
        setBusy(false);
      }
    };

  const start = attempt(async (retry) => {
    const { data, error: err } = await authClient.twoFactor.enable({
      password,
      fetchOptions: retry.fetchOptions,
    });
    const wait = retry.seconds();
    if (err || !data || !('totpURI' in data) || !data.totpURI) {
      setError(
        wait
          ? tooManyAttemptsMessage(wait)
          : err?.status === 400
            ? 'That password is not correct.'
            : err?.message || UNEXPECTED,
      );
      return;
    }
    setPassword('');
    setTotpURI(data.totpURI);
    setBackupCodes(data.backupCodes ?? []);
    setStep('verify');
  });

  const verify = attempt(async (retry) => {
    const { error: err } = await authClient.twoFactor.verifyTotp({
      code: code.trim(),
      fetchOptions: retry.fetchOptions,
    });
    const wait = retry.seconds();
    if (err) {
      setError(
        wait
          ? tooManyAttemptsMessage(wait)
          : 'That code is not correct. Check the time on your device and enter the current code.',
      );
      return;
    }
    setStep('done');
  });

  const errorBox = error ? (
    <p
      role="alert"
      data-testid="two-factor-error"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      {error}
    </p>
  ) : null;

  if (step === 'done') {
    return (
      <div className="space-y-4" data-testid="two-factor-enrolled">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Two-factor authentication is on. You will be asked for a code when you sign in.
        </p>
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }

  if (step === 'password') {
    return (
      <form noValidate onSubmit={start} className="space-y-4" aria-label="Confirm your password">
        <p className="text-sm text-slate-600">
          Enter your password to set up an authenticator app (such as Google Authenticator,
          1Password or Authy).
        </p>
        {errorBox}
        <FormField id="two-factor-password" label="Password" required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={busy || !password}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Continue
        </Button>
      </form>
    );
  }

  const key = totpURI ? keyOf(totpURI) : '';
  return (
    <form noValidate onSubmit={verify} className="space-y-5" aria-label="Verify your app">
      <div className="space-y-2">
        <p className="text-sm font-medium text-navy-900">1. Scan this QR code with your app</p>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data: URL
          <img
            src={qr}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="rounded-lg ring-1 ring-slate-200"
          />
        ) : (
          <div
            className="size-48 animate-pulse rounded-lg bg-slate-200"
            role="status"
            aria-label="Loading QR code"
          />
        )}
        <p className="text-sm text-slate-600">Or type this key into the app:</p>
        <code
          data-testid="two-factor-key"
          className="block rounded-lg bg-slate-100 p-3 font-mono text-sm break-all text-navy-900"
        >
          {key}
        </code>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-navy-900">2. Keep these backup codes safe</p>
        <p className="text-sm text-slate-600">
          Each code signs you in once if you lose your device. They are shown only now.
        </p>
        <ul
          data-testid="two-factor-backup-codes"
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-sm text-navy-900"
        >
          {backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      {errorBox}
      <FormField id="two-factor-setup-code" label="3. Enter the 6-digit code from the app" required>
        <TotpCodeInput value={code} onChange={setCode} />
      </FormField>
      <Button type="submit" disabled={busy || code.length !== 6}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Turn on two-factor
      </Button>
    </form>
  );
}
