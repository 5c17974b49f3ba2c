import type { SpamReason } from '@/db/schema';

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds between the form appearing and its submission, measured in the browser. */
export const FILL_TIME_FIELD = 'fill_ms';

/**
 * What the spam guard makes of a submission:
 * - `bot`: the honeypot is filled. Answered like a success; nothing is stored or sent.
 * - `suspect`: sent sooner than the minimum fill time, or without a fill time. Stored with its
 *   reason, but not notified, not counted and not welcomed; admins see it under Suspected spam.
 *   A person whose browser autofilled the form lands here, so it is never dropped.
 * - `ok`: a normal submission.
 */
export type SpamVerdict =
  { kind: 'bot' } | { kind: 'suspect'; reason: SpamReason } | { kind: 'ok' };

/**
 * Sorts a public form body with the spam heuristics. `fill_ms` is sent by the browser and can be
 * forged either way, so it only sorts submissions (a hint), never drops one.
 * @param body - the parsed request body (any shape)
 * @param minFillMs - the minimum fill time in milliseconds (FORM_MIN_FILL_MS); 0 turns the fill
 *   time check off
 */
export function classifySubmission(body: Record<string, unknown>, minFillMs: number): SpamVerdict {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'bot' };
  if (minFillMs <= 0) return { kind: 'ok' };
  const raw = body[FILL_TIME_FIELD];
  const fill = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (raw === '' || !Number.isFinite(fill)) return { kind: 'suspect', reason: 'fill_time_missing' };
  return fill < minFillMs ? { kind: 'suspect', reason: 'too_fast' } : { kind: 'ok' };
}
