'use client';

import type { ActionResult } from '@/lib/action-result';

/** Posts a public form as JSON; a network failure becomes a failed result (never a throw). */
export async function postForm(
  url: string,
  body: Record<string, unknown>,
): Promise<{ result: ActionResult<unknown>; status: number }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const result = (await res
      .json()
      .catch(() => ({ ok: false, error: '' }))) as ActionResult<unknown>;
    return { result, status: res.status };
  } catch {
    return { result: { ok: false, error: '' }, status: 0 };
  }
}

type Tracker = { gtag?: (...args: unknown[]) => void; fbq?: (...args: unknown[]) => void };

/**
 * Fires the configured trackers' conversion events, only after a successful submission
 * (issue #5): GA `generate_lead`, the pixel's `Lead`, and a `lizit:conversion` DOM event for the
 * lead-tracking script.
 */
export function trackConversion(form: 'newsletter' | 'demo' | 'contact'): void {
  const w = window as unknown as Tracker;
  w.gtag?.('event', form === 'newsletter' ? 'sign_up' : 'generate_lead', { form });
  w.fbq?.('track', form === 'newsletter' ? 'CompleteRegistration' : 'Lead');
  window.dispatchEvent(new CustomEvent('lizit:conversion', { detail: { form } }));
}
