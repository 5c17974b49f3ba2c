/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds between the form appearing and its submission, measured in the browser. */
export const FILL_TIME_FIELD = 'fill_ms';

/**
 * Spam heuristics of issue #5: a filled honeypot or a submission faster than `minFillMs` is a bot.
 * A bot gets the same success answer as a person, but nothing is stored or mailed.
 */
export function isLikelyBot(body: Record<string, unknown>, minFillMs: number): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  if (minFillMs <= 0) return false;
  const fill = Number(body[FILL_TIME_FIELD]);
  return !Number.isFinite(fill) || fill < minFillMs;
}
