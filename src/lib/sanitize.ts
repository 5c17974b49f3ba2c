import DOMPurify from 'isomorphic-dompurify';

/**
 * Text sanitiser of public-site.md §5: trims, strips angle brackets, `javascript:` and inline
 * handler prefixes (`onclick=` and the like).
 * @param input - untrusted plain text
 */
export function sanitizeText(input: string): string {
  let out = input.trim().replace(/[<>]/g, '');
  // Repeat until stable so nested tricks such as "javajavascript:script:" cannot survive.
  let previous;
  do {
    previous = out;
    out = out.replace(/javascript\s*:/gi, '').replace(/\bon[a-z]+\s*=/gi, '');
  } while (out !== previous);
  return out.trim();
}

/** Tags the rich text sanitiser always removes (public-site.md §5), on top of DOMPurify's rules. */
export const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'textarea',
  'select',
  'button',
  'style',
  'link',
  'meta',
  'base',
];

/** Attributes holding URLs. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'cite',
  'data',
]);
// Only these schemes may appear; anything else with a scheme (javascript:, vbscript:, data:, ...)
// is dropped. URLs without a scheme (relative, #fragment) are fine.
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Browsers ignore ASCII whitespace and control characters inside a scheme: so do we. */
function normaliseUrl(value: string): string {
  return value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
}

function isSafeUrl(value: string): boolean {
  const url = normaliseUrl(value);
  return !HAS_SCHEME.test(url) || ALLOWED_SCHEME.test(url);
}

let hooksInstalled = false;

/**
 * Our rules on top of DOMPurify's, as hooks (installed once on the shared instance):
 * every URL attribute must use http(s), mailto, tel or no scheme at all (DOMPurify itself keeps
 * `data:` URLs on images and checks only the first `srcset` candidate); links that open a new tab
 * and links to other sites get `rel="noopener noreferrer"`; `target` is kept only as `_blank`.
 */
function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(data.attrValue)) {
      data.keepAttr = false;
    } else if (name === 'srcset') {
      const candidates = data.attrValue.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '');
      if (!candidates.every(isSafeUrl)) data.keepAttr = false;
    } else if (name === 'target' && data.attrValue !== '_blank') {
      data.keepAttr = false;
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // Links to other sites (absolute URLs; our own links are relative) and links that open a
    // new tab never pass the opener or the referrer.
    const href = node.getAttribute('href') ?? '';
    if (node.getAttribute('target') === '_blank' || /^(https?:)?\/\//i.test(href.trim())) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Rich text sanitiser (FAQ answers, article content; public-site.md §5): DOMPurify's
 * HTML profile (headings, paragraphs, lists, links, images, tables, blockquotes, code) minus the
 * spec's forbidden tags, with no inline event handlers, no inline styles, and URLs limited to
 * http(s), mailto, tel and relative ones, and no `id` or `name` attributes (they would clobber
 * globals such as `__next_f` or `document`). Links that open a new tab get
 * `rel="noopener noreferrer"`. Used on write and again on render; sanitising twice gives the same
 * result as once.
 * @param html - untrusted HTML
 * @returns safe HTML
 */
export function sanitizeRichHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, RICH_HTML);
}

/**
 * Sanitises rich text as {@link sanitizeRichHtml} does, then passes each link's `href` and each
 * image's `src` through `rewrite` (a newsletter makes them absolute, adds its UTM values and its
 * counting redirect). What `rewrite` returns is set as is: it must be a safe URL.
 * @param html - untrusted HTML
 * @param rewrite - the new URL of an attribute (`href` of an `<a>`, `src` of an `<img>`)
 * @returns safe HTML with its URLs rewritten
 */
export function rewriteRichHtmlUrls(
  html: string,
  rewrite: (url: string, attribute: 'href' | 'src') => string,
): string {
  installHooks();
  const fragment = DOMPurify.sanitize(html, { ...RICH_HTML, RETURN_DOM_FRAGMENT: true });
  for (const a of fragment.querySelectorAll('a[href]'))
    a.setAttribute('href', rewrite(a.getAttribute('href')!, 'href'));
  for (const img of fragment.querySelectorAll('img[src]'))
    img.setAttribute('src', rewrite(img.getAttribute('src')!, 'src'));
  const holder = fragment.ownerDocument.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/** The rich text profile: see {@link sanitizeRichHtml}. */
const RICH_HTML = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  // `id` and `name` make an element a property of window/document (DOM clobbering): an
  // `<img id="__next_f">` replaced Next's flight queue and broke the page's scripts.
  // Nothing on the site links to ids inside post content, so they are dropped.
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'id', 'name'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};
