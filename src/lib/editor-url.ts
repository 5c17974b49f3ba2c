/**
 * URL rules of the admin rich-text editor. They mirror what `sanitizeRichHtml`
 * (src/lib/sanitize.ts) keeps, so whatever the editor produces survives sanitising unchanged:
 * links may use http(s), mailto, tel or be relative; images may use https or a root-relative path.
 * Pure functions with no DOM or React: safe on the server and in unit tests.
 */

/** Schemes a link may use. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so
// the scheme is read with them removed, as the sanitiser does.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]+/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
const WHITESPACE = /\s/;
const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;
// "example.com", "www.example.com/path?x=1": a host name with a dot and a letters-only TLD.
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** The message shown under the link field for a refused scheme. */
export const LINK_SCHEME_MESSAGE =
  'Links can only use https://, http://, mailto: or tel:, or be a path on this site such as /contact.';
/** The message shown under the link field for anything else that is not a usable link. */
export const LINK_INVALID_MESSAGE =
  'Enter a web address (https://…), a path on this site starting with /, an email address or a tel: number.';
/** The message shown under the link field for an address with spaces in it. */
export const LINK_SPACES_MESSAGE = 'Links cannot contain spaces.';
/** The message shown under the image URL field for a refused address. */
export const IMAGE_SRC_MESSAGE =
  'Image addresses must start with https:// or be a path on this site starting with /.';

function schemeOf(value: string): string | null {
  const match = SCHEME.exec(value.replace(IGNORED_IN_SCHEME, ''));
  return match?.[1] ? match[1].toLowerCase() : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether an href that is already in a document (pasted, or stored) is safe to keep: it has no
 * scheme (relative, `#fragment`, `?query`) or one of http(s), mailto and tel. Same rule as the
 * sanitiser; used by the editor's Link extension to drop `javascript:`/`data:` links on paste.
 * @param href - the raw attribute value
 */
export function isSafeEditorHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const scheme = schemeOf(href);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/**
 * Why a link typed into the editor's link field is refused, or `null` when
 * {@link normaliseEditorUrl} accepts it.
 * @param input - what the user typed
 */
export function editorUrlError(input: string): string | null {
  if (normaliseEditorUrl(input) !== null) return null;
  const value = input.trim();
  const scheme = schemeOf(value);
  if (scheme !== null && !LINK_SCHEMES.has(scheme)) return LINK_SCHEME_MESSAGE;
  if (value !== '' && scheme !== 'tel' && WHITESPACE.test(value)) return LINK_SPACES_MESSAGE;
  return LINK_INVALID_MESSAGE;
}

/**
 * Normalises a link typed into the editor's link field, or refuses it.
 *
 * Accepted, and returned trimmed:
 * - absolute `http://` and `https://` URLs with a host;
 * - `mailto:` addresses and `tel:` numbers (spaces in a phone number are removed);
 * - paths on this site: `/path`, `#fragment`, `?query`, `./x` and `../x`.
 *
 * Completed: `//host/x` and bare domains (`example.com/page`) get `https:`; a bare email address
 * gets `mailto:`.
 *
 * Refused (`null`): every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`…, also when
 * disguised with whitespace or control characters), empty input, and text that is not a URL.
 * @param input - what the user typed
 * @returns the href to store, or `null` when the input is not an acceptable link
 */
export function normaliseEditorUrl(input: string): string | null {
  const value = input.trim();
  if (value === '' || CONTROL.test(value)) return null;

  const scheme = schemeOf(value);
  if (scheme === 'http' || scheme === 'https') {
    // The scheme itself must be written plainly: "java script:" style tricks stop here too.
    if (!/^https?:\/\//i.test(value) || WHITESPACE.test(value)) return null;
    return isHttpUrl(value) ? value : null;
  }
  if (scheme === 'mailto') {
    if (!/^mailto:/i.test(value) || WHITESPACE.test(value)) return null;
    return value.length > 'mailto:'.length ? value : null;
  }
  if (scheme === 'tel') {
    if (!/^tel:/i.test(value)) return null;
    const number = value.slice(4).replace(/\s+/g, '');
    return /^\+?[0-9().-]*[0-9][0-9().-]*(?:;[a-z0-9=-]+)*$/i.test(number) ? `tel:${number}` : null;
  }

  if (WHITESPACE.test(value)) return null;
  if (value.startsWith('//')) {
    const absolute = `https:${value}`;
    return isHttpUrl(absolute) ? absolute : null;
  }
  if (/^(?:\/|#|\?|\.\.?\/)/.test(value)) return value;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (BARE_DOMAIN.test(value) || /^localhost(?::\d+)?(?:[/?#]|$)/i.test(value)) {
    const absolute = `https://${value}`;
    return isHttpUrl(absolute) ? absolute : null;
  }
  // Any other scheme (javascript:, data:, vbscript:, file:, ...) and plain words.
  return null;
}

/**
 * Normalises an image address typed into (or returned by an upload to) the editor's image
 * dialog, or refuses it. Only `https://` URLs and root-relative paths (`/media/x.webp`) are
 * accepted; `//host/x` gets `https:`. Plain `http:` (mixed content), `data:`, `blob:` and every
 * other scheme are refused.
 * @param input - the image address
 * @returns the `src` to store, or `null`
 */
export function normaliseEditorImageSrc(input: string): string | null {
  const value = input.trim();
  if (value === '' || CONTROL.test(value) || WHITESPACE.test(value)) return null;
  if (value.startsWith('//')) return normaliseEditorImageSrc(`https:${value}`);
  if (value.startsWith('/')) return value;
  const scheme = schemeOf(value);
  if (scheme !== 'https' || !/^https:\/\//i.test(value)) return null;
  return isHttpUrl(value) ? value : null;
}

/**
 * Whether a link goes to another site (absolute or protocol-relative http(s) URL): such links
 * get `target="_blank"` and `rel="noopener noreferrer"`; paths on this site, `mailto:` and `tel:`
 * links get neither.
 * @param href - a link's href
 */
export function isExternalHref(href: string | null | undefined): boolean {
  return !!href && /^(?:https?:)?\/\//i.test(href.trim());
}
