/**
 * How wide a title and a description are in a search result, in CSS pixels.
 * Google truncates by width, not by characters: desktop titles are set in Arial 20 px and cut at
 * about 580 px, descriptions in Arial 14 px and cut at about 920 px (two lines). On mobile the
 * title wraps over up to two lines (counted as about 780 px of the same font, some 78 characters)
 * and the description is cut at about 680 px. These are the commonly measured figures; Google changes them now and then,
 * so the counters are a guide, not a promise.
 *
 * Widths come from Arial's advance widths (units per 1000 em, the Helvetica-compatible metrics)
 * for printable ASCII; accented letters count as their base letter, and anything else counts as
 * an average glyph. Pure: used by the editor in the browser and by tests.
 */

/** Pixel limits of a search result (see the module comment for where they come from). */
export const SERP_LIMITS = {
  /** Desktop title, Arial 20 px. */
  title: 580,
  /** Desktop description, Arial 14 px (about two lines). */
  description: 920,
  /** Mobile title: two lines of the same 20 px font. */
  mobileTitle: 780,
  /** Mobile description, 14 px. */
  mobileDescription: 680,
} as const;

/** Font sizes of the search result, in px. */
export const SERP_FONT = { title: 20, description: 14 } as const;

const ELLIPSIS = '…';

// Arial advance widths per 1000 em, for the characters from " " (32) to "~" (126).
// prettier-ignore
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];

/** Widths of a few common characters outside ASCII, per 1000 em. */
const EXTRA_WIDTHS: Record<string, number> = {
  '…': 1000,
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '€': 556,
  '£': 556,
  '©': 737,
  '®': 737,
  '™': 1000,
  '•': 350,
  '·': 278,
  '\u00a0': 278,
};

/** The width of a character we have no metric for (about an average lower-case letter). */
const DEFAULT_WIDTH = 556;

/** One character's advance width in 1/1000 em. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  const extra = EXTRA_WIDTHS[ch];
  if (extra !== undefined) return extra;
  // An accented letter is about as wide as its base letter (é → e).
  const base = ch.normalize('NFD')[0]!;
  const baseCode = base.codePointAt(0)!;
  if (base !== ch && baseCode >= 32 && baseCode <= 126) return ASCII_WIDTHS[baseCode - 32]!;
  return DEFAULT_WIDTH;
}

/**
 * The width of `text` set in Arial at `fontPx`, in CSS pixels (whitespace runs count as one
 * space, as in HTML).
 */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const ch of text.replace(/\s+/g, ' ')) units += charWidth(ch);
  return (units * fontPx) / 1000;
}

/** The width of a search-result title (Arial 20 px), in px. */
export function titleWidth(text: string): number {
  return textWidth(text, SERP_FONT.title);
}

/** The width of a search-result description (Arial 14 px), in px. */
export function descriptionWidth(text: string): number {
  return textWidth(text, SERP_FONT.description);
}

/**
 * `text` cut to fit `px` pixels the way a search result cuts it: unchanged when it fits, else the
 * longest beginning that fits together with a trailing "…" (trailing spaces dropped).
 * @param px - the width available, in CSS pixels
 * @param fontPx - the font size (default 20, a title; 14 for a description)
 */
export function truncateToWidth(
  text: string,
  px: number,
  fontPx: number = SERP_FONT.title,
): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (textWidth(clean, fontPx) <= px) return clean;
  const budget = (px * 1000) / fontPx - charWidth(ELLIPSIS);
  let used = 0;
  let out = '';
  for (const ch of clean) {
    const w = charWidth(ch);
    if (used + w > budget) break;
    used += w;
    out += ch;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}
