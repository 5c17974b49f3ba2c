/**
 * The one pair of escapers for text put into markup (issue #19 §5): HTML (e-mails, generated
 * article drafts) and XML (the sitemap, the RSS feed).
 */

/** Characters XML 1.0 forbids in a document (controls other than tab, line feed, return). */
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text made safe inside HTML text and attribute values: `& < > " '` become entities.
 * @param text - plain text
 * @returns the escaped text (never throws)
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Text made safe inside XML character data and attribute values: `& < > " '` become entities and
 * the control characters XML 1.0 forbids are dropped (a title carrying one would otherwise make
 * the whole sitemap or feed unreadable to a crawler).
 * @param text - plain text
 * @returns the escaped text (never throws)
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(XML_FORBIDDEN, '');
}
