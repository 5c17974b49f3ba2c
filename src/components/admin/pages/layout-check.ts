import { flattenContent } from '@/lib/pages/registry';

/** The widths the preview checks the page at, in CSS pixels, and what the editor calls them. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const WIDTH_NAMES: Record<PreviewWidth, string> = {
  phone: 'on a phone (390 px)',
  desktop: 'on a desktop (1280 px)',
};

/**
 * The texts of a rendered page that do not fit their box: each element of the main content
 * holding text of its own whose content is wider than the element (a word too long for a stat
 * tile or a card title at that width); text only for screen readers does not count.
 * @param doc - the preview's document, laid out at the width to check
 */
export function overflowingTexts(doc: Document): Set<string> {
  const found = new Set<string>();
  for (const el of doc.querySelectorAll<HTMLElement>('main *')) {
    const ownText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    // Not laid out, or visually hidden for screen readers only (a 1 px box by design).
    if (!ownText || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
    if (el.scrollWidth > el.clientWidth + 1) found.add((el.textContent ?? '').trim());
  }
  return found;
}

/**
 * The fields whose words do not fit the layout, by dotted path, with what to tell the person:
 * each field of `content` whose text is one of the overflowing texts found at each width.
 * @param found - the overflowing texts at each width checked
 */
export function layoutWarnings(
  content: unknown,
  found: Partial<Record<PreviewWidth, Set<string>>>,
): Record<string, string> {
  const widths: Record<string, string[]> = {};
  const fields = Object.entries(flattenContent(content));
  for (const [width, texts] of Object.entries(found) as [PreviewWidth, Set<string>][])
    for (const [path, value] of fields)
      if (value.trim() && texts.has(value.trim())) (widths[path] ??= []).push(WIDTH_NAMES[width]);
  const warnings: Record<string, string> = {};
  for (const [path, names] of Object.entries(widths))
    warnings[path] = `Too wide for the layout ${names.join(' and ')}: shorten it`;
  return warnings;
}
