/**
 * The one pair of escapers for text put into markup: HTML (e-mails, generated
 * article drafts) and XML (the sitemap, the RSS feed).
 */

/** Characters XML 1.0 forbids in a document (controls other than tab, line feed, return). */
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** The entity of each character that markup gives a meaning to. */
const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** XML's own entity for the apostrophe (&apos; is not HTML 4's). */
const XML_ENTITIES: Readonly<Record<string, string>> = { ...HTML_ENTITIES, "'": '&apos;' };

/**
 * Text made safe inside HTML text and attribute values: `& < > " '` become entities.
 * @param text - plain text
 * @returns the escaped text (never throws)
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/**
 * Text made safe inside XML character data and attribute values: `& < > " '` become entities and
 * the control characters XML 1.0 forbids are dropped (a title carrying one would otherwise make
 * the whole sitemap or feed unreadable to a crawler).
 * @param text - plain text
 * @returns the escaped text (never throws)
 */
export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}
