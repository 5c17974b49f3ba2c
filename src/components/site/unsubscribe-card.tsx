'use client';

import { CheckCircle2, Info, Loader2, MailQuestionMark, MailX } from 'lucide-react';
import { useState } from 'react';
import { SiteLink } from '@/components/site/site-link';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/variants';

/** Where the card starts, as the server found the token (nothing changed yet). */
export type UnsubscribeStart =
  | {
      kind: 'confirm';
      token: string;
      maskedEmail: string;
      /** The campaign whose copy's link was followed (its results count the unsubscribe). */
      campaign?: number | null;
    }
  | { kind: 'already'; maskedEmail: string }
  | { kind: 'error'; message: string };

type State =
  | UnsubscribeStart
  | { kind: 'loading'; maskedEmail: string }
  | { kind: 'success'; maskedEmail: string };

/**
 * The Newsletter Unsubscribe card (public-site.md §2, §4). The page opens on the
 * subscriber's masked address and a Confirm unsubscribe button; only the click POSTs the
 * unsubscribe (loading, then success, already unsubscribed or error), so neither a plain GET nor a
 * mail scanner that runs the page's scripts unsubscribes anyone. An address already unsubscribed
 * or a bad link starts in its final state.
 * @param start - the state the server found for the link's token
 */
export function UnsubscribeCard({ start }: { start: UnsubscribeStart }) {
  const [state, setState] = useState<State>(start);

  async function confirm(token: string, maskedEmail: string, campaign?: number | null) {
    setState({ kind: 'loading', maskedEmail });
    const from = campaign ? `&campaign=${campaign}` : '';
    try {
      const res = await fetch(`/api/unsubscribe?token=${encodeURIComponent(token)}${from}`, {
        method: 'POST',
      });
      const body = (await res.json().catch(() => null)) as
        { ok: true; data: { was_active: boolean } } | { ok: false; error?: string } | null;
      if (body?.ok) {
        setState(
          body.data.was_active
            ? { kind: 'success', maskedEmail }
            : { kind: 'already', maskedEmail },
        );
      } else {
        setState({ kind: 'error', message: body?.error || 'Failed to unsubscribe' });
      }
    } catch {
      setState({ kind: 'error', message: 'An unexpected error occurred' });
    }
  }

  return (
    <div
      className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg"
      data-state={state.kind}
    >
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Newsletter Unsubscribe
      </p>
      <div role="status" aria-live="polite" className="mt-6">
        {state.kind === 'confirm' ? (
          <>
            <MailQuestionMark aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">
              Unsubscribe from our newsletter?
            </h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-slate-800">{state.maskedEmail}</strong> will no longer receive
              our newsletter.
            </p>
            <Button
              type="button"
              className="mt-6"
              onClick={() => confirm(state.token, state.maskedEmail, state.campaign)}
            >
              Confirm unsubscribe
            </Button>
          </>
        ) : state.kind === 'loading' ? (
          <>
            <Loader2 aria-hidden="true" className="mx-auto size-10 animate-spin text-brand-600" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Processing your request...</h1>
          </>
        ) : state.kind === 'success' ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">You&apos;ve been unsubscribed</h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-slate-800">{state.maskedEmail}</strong> will no longer receive
              our newsletter.
            </p>
          </>
        ) : state.kind === 'already' ? (
          <>
            <Info aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h1 className="mt-4 text-2xl font-bold text-navy-900">Already unsubscribed</h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-slate-800">{state.maskedEmail}</strong> is already
              unsubscribed from our newsletter.
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
