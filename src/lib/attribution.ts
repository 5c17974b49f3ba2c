import { z } from './validation/zod';

/**
 * Lead attribution without third-party scripts: where a visitor came from, as a
 * "touch" (the landing page, the referrer's host and path, the UTM parameters, whether an ad
 * click id was present, and when), kept for the first visit (first touch) and the latest one
 * (last touch). The browser records touches (the inline script of `lib/touch-script.ts`) and
 * sends them with every lead form; the server reads them with {@link parseAttribution}, which bounds every
 * field and drops what is malformed, so a bad value never costs the lead.
 */

/** The UTM parameters kept, in the order the admin sees them. */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** The ad click ids whose presence is kept (never their values). */
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;

/** Longest UTM value kept, in characters; longer values are cut. */
export const MAX_UTM_LENGTH = 200;
/** Longest landing page or referrer path kept, in characters; longer ones are cut. */
export const MAX_PATH_LENGTH = 500;
/** How long the browser keeps the first touch, in days. */
export const FIRST_TOUCH_DAYS = 90;

/** A string cut to `max` characters after trimming; blank or not a string becomes null. */
function bounded(max: number) {
  return z
    .unknown()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null));
}

/** A site path ("/product"): must start with one "/", no scheme or host; otherwise null. */
const pathField = z.unknown().transform((v) => {
  if (typeof v !== 'string' || !v.startsWith('/') || v.startsWith('//')) return null;
  const clean = v.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.slice(0, MAX_PATH_LENGTH);
});

/** A host name (letters, digits, dots, hyphens, an optional port), lower-cased; otherwise null. */
const hostField = z.unknown().transform((v) => {
  if (typeof v !== 'string') return null;
  const host = v.trim().toLowerCase();
  return /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/.test(host) ? host : null;
});

/** One of {@link CLICK_IDS}, or null. */
const clickIdField = z
  .unknown()
  .transform((v) => ((CLICK_IDS as readonly unknown[]).includes(v) ? (v as ClickId) : null));

/** An ISO 8601 time no later than a day ahead (clock skew), or null. */
const atField = z.unknown().transform((v) => {
  if (typeof v !== 'string' || v.length > 40) return null;
  const t = Date.parse(v);
  if (!Number.isFinite(t) || t > Date.now() + 86_400_000 || t < Date.UTC(2020, 0, 1)) return null;
  return new Date(t).toISOString();
});

/** The fields of a touch, each bounded and normalised (see {@link touchSchema}). */
const touchFields = z.object({
  landing_page: pathField,
  referrer_host: hostField,
  referrer_path: pathField,
  utm_source: bounded(MAX_UTM_LENGTH),
  utm_medium: bounded(MAX_UTM_LENGTH),
  utm_campaign: bounded(MAX_UTM_LENGTH),
  utm_term: bounded(MAX_UTM_LENGTH),
  utm_content: bounded(MAX_UTM_LENGTH),
  click_id: clickIdField,
  at: atField,
});

/** The touch fields, each absent one as null (zod 4 refuses a missing key its transform reads). */
function withAllKeys(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const keys = Object.keys(touchFields.shape);
  return { ...Object.fromEntries(keys.map((k) => [k, null])), ...raw };
}

/**
 * One touch as the server accepts it: every field optional, bounded and normalised; a field that
 * is malformed becomes null rather than failing the form (the touches the inline touch script
 * builds pass unchanged).
 */
export const touchSchema = z.preprocess(withAllKeys, touchFields);

/** A touch: what the server keeps of one visit's arrival. */
export type Touch = z.output<typeof touchSchema>;
/** One of {@link CLICK_IDS}. */
export type ClickId = (typeof CLICK_IDS)[number];

/** What a lead form sends and the server keeps: first and last touch, each possibly absent. */
export type Attribution = { first: Touch | null; last: Touch | null };

/** A touch parsed, or null when absent or not an object (never throws). */
function parseTouch(raw: unknown): Touch | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const parsed = touchSchema.safeParse(raw);
  if (!parsed.success) return null;
  const touch = parsed.data;
  return Object.values(touch).some((v) => v !== null) ? touch : null;
}

/**
 * The attribution a form body carries (`body.attribution`: `{ first, last }`), bounded and
 * normalised by {@link touchSchema}. Anything malformed is dropped, never an error: attribution is
 * a hint sent by the browser, and a person's submission must not fail because of it.
 * @param raw - the body's `attribution` value, any shape
 * @returns the first and last touch, each null when absent or unusable; when only one is present
 *   it stands for both (a first visit is also the latest)
 */
export function parseAttribution(raw: unknown): Attribution {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { first: null, last: null };
  const r = raw as Record<string, unknown>;
  const first = parseTouch(r.first);
  const last = parseTouch(r.last);
  return { first: first ?? last, last: last ?? first };
}

/** Search engines whose referrals count as the "organic" medium. */
const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|qwant|brave)\./;

/** Where a click id comes from, as a source. */
const CLICK_ID_SOURCES: Record<ClickId, string> = {
  gclid: 'google',
  fbclid: 'facebook',
  msclkid: 'bing',
};

/**
 * The source and medium of a touch, the way web analytics name them: the UTM values when given;
 * else an ad click id's network with medium "cpc"; else the referring host (without "www.") with
 * medium "organic" for a search engine and "referral" otherwise; else "(direct)" / "(none)".
 * @returns `{ source, medium }`, both non-empty
 */
export function sourceMedium(touch: Touch | null): { source: string; medium: string } {
  if (!touch) return { source: '(direct)', medium: '(none)' };
  const host = touch.referrer_host?.replace(/^www\./, '').replace(/:\d+$/, '') ?? null;
  const clickSource = touch.click_id ? CLICK_ID_SOURCES[touch.click_id] : null;
  const source = touch.utm_source ?? clickSource ?? host ?? '(direct)';
  const medium =
    touch.utm_medium ??
    (clickSource
      ? 'cpc'
      : host
        ? SEARCH_ENGINES.test(`${host}.`)
          ? 'organic'
          : 'referral'
        : touch.utm_source
          ? '(not set)'
          : '(none)');
  return { source, medium };
}
