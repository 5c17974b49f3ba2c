/**
 * The SEO rules of the media system (back-office.md §2 "SEO Missing", §9 SEO score and
 * badge). Pure: the admin screens and the server actions both read them.
 */
import { hasText } from './text';

/** The SEO fields of a media item. */
export type SeoFields = {
  alt_text: string | null | undefined;
  seo_title: string | null | undefined;
};

/** Score of slot media with both alt text and SEO title (back-office.md §9); also migrated media. */
export const SEO_SCORE_COMPLETE = 85;
/** Score of slot media missing alt text or SEO title (back-office.md §9). */
export const SEO_SCORE_INCOMPLETE = 60;

/**
 * The SEO score stored on slot upload or edit (back-office.md §9): 85 when alt text and SEO title
 * are both non-empty after trimming, otherwise 60.
 * @param fields - alt_text and seo_title (null, undefined and whitespace count as absent)
 * @returns {@link SEO_SCORE_COMPLETE} or {@link SEO_SCORE_INCOMPLETE}
 */
export function seoScore(fields: SeoFields): number {
  return isSeoMissing(fields) ? SEO_SCORE_INCOMPLETE : SEO_SCORE_COMPLETE;
}

/** Colour of the SEO score badge. */
export type SeoBadge = 'green' | 'yellow' | 'red' | 'grey';

/**
 * Colour of the SEO score badge (back-office.md §9): green at 80 or above, yellow at 60 or
 * above, red below 60, grey when absent. A non-finite number (NaN) counts as absent.
 * @param score - seo_score (0–100) or null/undefined
 * @returns the badge colour (never throws)
 */
export function seoBadge(score: number | null | undefined): SeoBadge {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'grey';
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/**
 * Whether a media card shows the "SEO Missing" warning (back-office.md §2: "when alt_text or
 * seo_title is absent"). Blank or whitespace-only values count as absent.
 * @param fields - alt_text and seo_title
 * @returns true when either is absent (never throws)
 */
export function isSeoMissing(fields: SeoFields): boolean {
  return !hasText(fields.alt_text) || !hasText(fields.seo_title);
}
