'use client';

import { CheckCircle2, Info, Loader2, MailX } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; email: string }
  | { kind: 'already'; email: string }
  | { kind: 'error'; message: string };

/**
 * The Newsletter Unsubscribe card (public-site.md §2, §4): loading, success, already unsubscribed
 * or error. The unsubscribe is a POST made by the page's script, never a plain GET, so mail
 * scanners that follow links unsubscribe no one.
 * @param token - the token from the link; null when it is missing or malformed
 */
export function UnsubscribeCard({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'error', message: 'Invalid unsubscribe link' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    (async () => {
      try {
        const res = await fetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: 'POST',
        });
        const body = (await res.json().catch(() => null)) as
          | { ok: true; data: { email: string; was_active: boolean } }
          | { ok: false; error?: string }
          | null;
        if (body?.ok) {
          setState(
            body.data.was_active
              ? { kind: 'success', email: body.data.email }
              : { kind: 'already', email: body.data.email },
          );
        } else {
          setState({ kind: 'error', message: body?.error || 'Failed to unsubscribe' });
        }
      } catch {
        setState({ kind: 'error', message: 'An unexpected error occurred' });
      }
    })();
  }, [token]);

  return (
    <div
      className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg"
      data-state={state.kind}
    >
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Newsletter Unsubscribe
      </p>
      <div role="status" aria-live="polite" className="mt-6">
        {state.kind === 'loading' ? (
          <>
            <Loader2 aria-hidden="true" className="mx-auto size-10 animate-spin text-brand-600" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Processing your request...</h1>
          </>
        ) : state.kind === 'success' ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">You&apos;ve been unsubscribed</h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-slate-800">{state.email}</strong> will no longer receive our
              newsletter.
            </p>
          </>
        ) : state.kind === 'already' ? (
          <>
            <Info aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Already unsubscribed</h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-slate-800">{state.email}</strong> is already unsubscribed from
              our newsletter.
            </p>
          </>
        ) : (
          <>
            <MailX aria-hidden="true" className="mx-auto size-12 text-red-700" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Unsubscribe Failed</h1>
            <p className="mt-2 text-slate-600">
              We encountered an issue processing your unsubscribe request
            </p>
            <p className="mt-2 font-medium text-red-700">{state.message}</p>
            <p className="mt-2 text-sm text-slate-600">
              Please try again later, or contact support and we will remove you by hand.
            </p>
          </>
        )}
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SiteLink href="/" className={buttonVariants({ variant: 'secondary' })}>
          Return to Homepage
        </SiteLink>
        <SiteLink href="/contact" className={buttonVariants({ variant: 'outline' })}>
          Contact Support
        </SiteLink>
      </div>
    </div>
  );
}
