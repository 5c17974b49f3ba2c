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

/**
 * Puts the server's validation messages on the form's fields (the first one gets focus).
 * @param setError - react-hook-form's setError
 * @returns true when at least one message belonged to a field of this form
 */
export function applyFieldErrors<F extends string>(
  fieldErrors: Record<string, string> | undefined,
  fields: readonly F[],
  setError: (
    name: F,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
): boolean {
  const own = Object.entries(fieldErrors ?? {}).filter((e): e is [F, string] =>
    (fields as readonly string[]).includes(e[0]),
  );
  own.forEach(([name, message], i) =>
    setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
  );
  return own.length > 0;
}

type Tracker = { gtag?: (...args: unknown[]) => void; fbq?: (...args: unknown[]) => void };

/**
 * Fires the configured trackers' conversion events, only after a successful submission:
 * GA `generate_lead`, the pixel's `Lead`, and a `lizit:conversion` DOM event for the
 * lead-tracking script.
 */
export function trackConversion(form: 'newsletter' | 'demo' | 'contact' | 'form'): void {
  const w = window as unknown as Tracker;
  w.gtag?.('event', form === 'newsletter' ? 'sign_up' : 'generate_lead', { form });
  w.fbq?.('track', form === 'newsletter' ? 'CompleteRegistration' : 'Lead');
  window.dispatchEvent(new CustomEvent('lizit:conversion', { detail: { form } }));
}
