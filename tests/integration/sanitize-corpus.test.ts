import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@/lib/sanitize';
import { clobberingVectors, xssVectors } from '../fixtures/xss-vectors';

const { document } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>').window;

/** Elements that must never come out of the sanitiser, in any namespace (HTML, SVG, MathML). */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'form',
  'input',
  'textarea',
  'select',
  'button',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
]);

/** Attributes whose value is a URL (or, for srcset, a list of URLs). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'background',
  'poster',
  'data',
]);

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/**
 * Whitespace and control characters removed before the scheme is checked: C0 controls, space and
 * Unicode space separators (browsers strip leading C0 controls and spaces and every tab or
 * newline; DOMPurify strips the Unicode spaces as well). DEL, C1 controls and format characters
 * such as U+FEFF or U+00AD are kept on purpose: browsers do not strip them, and a URL starting with
 * one has no scheme at all (it is resolved as a relative URL).
 */
const URL_IGNORED_CHARS =
  /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;

/** Parses HTML the way a page does when it renders sanitised rich text inside a container. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Every element under root, including the contents of <template> elements. */
function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    found.push(element);
    const content = (element as Partial<HTMLTemplateElement>).content;
    if (element.localName === 'template' && content) found.push(...allElements(content));
  }
  return found;
}

/** The URLs carried by an attribute value: every candidate URL for srcset, the value otherwise. */
function urlsOf(attributeName: string, value: string): string[] {
  if (attributeName !== 'srcset') return [value];
  const candidates = value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return [value, ...candidates];
}

/** What makes html unsafe to render: forbidden elements, handlers and script URLs. */
function findViolations(html: string): string[] {
  const violations: string[] = [];
  for (const element of allElements(parse(html))) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) {
      violations.push(`forbidden element <${tag}> (namespace ${element.namespaceURI})`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) violations.push(`event handler attribute ${name} on <${tag}>`);
      // Named elements clobber globals the page's scripts use (issue #18 item 5).
      if (name === 'id' || name === 'name') {
        violations.push(`named element ${name}=${JSON.stringify(attribute.value)} on <${tag}>`);
      }
      if (!URL_ATTRIBUTES.has(name)) continue;
      for (const url of urlsOf(name, attribute.value)) {
        const normalised = url.replace(URL_IGNORED_CHARS, '').toLowerCase();
        const scheme = SCRIPT_SCHEMES.find((prefix) => normalised.startsWith(prefix));
        if (scheme) {
          violations.push(
            `${scheme} URL in ${name} of <${tag}>: ${JSON.stringify(attribute.value)}`,
          );
        }
      }
    }
  }
  return violations;
}

/** Short, printable test name for a vector (control and non-ASCII characters escaped). */
function label(index: number, vector: string): string {
  const printable = JSON.stringify(vector).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `#${index + 1} ${printable.length > 110 ? `${printable.slice(0, 107)}...` : printable}`;
}

function tagsOf(root: ParentNode): string[] {
  return allElements(root).map((element) => element.localName);
}

describe('XSS corpus', () => {
  it('has at least 150 distinct vectors and no duplicates', () => {
    const distinct = new Set(xssVectors);
    expect(distinct.size).toBeGreaterThanOrEqual(150);
    expect(distinct.size).toBe(xssVectors.length);
  });

  it('the checker flags what it is meant to flag (so the property tests are not vacuous)', () => {
    expect(findViolations('<img src=x onerror=alert(1)>')).toHaveLength(1);
    expect(findViolations('<svg><script>alert(1)</script></svg>')).toHaveLength(1);
    expect(findViolations('<math><style>x</style></math>')).toHaveLength(1);
    expect(findViolations('<template><iframe></iframe></template>')).toHaveLength(1);
    expect(findViolations('<a href="\u0001 java\tscript:alert(1)">x</a>')).toHaveLength(1);
    expect(findViolations('<a href="&#x20;JaVaScRiPt&colon;alert(1)">x</a>')).toHaveLength(1);
    expect(findViolations('<svg><a xlink:href="vbscript:x">x</a></svg>')).toHaveLength(1);
    expect(findViolations('<img srcset="a.png 1x, javascript:alert(1) 2x">')).toHaveLength(1);
    expect(findViolations('<object data="data:text/html,x"></object>')).toHaveLength(2);
    expect(findViolations('<p title="javascript:alert(1)">javascript:alert(1)</p>')).toEqual([]);
    expect(findViolations('<img id="__next_f">')).toHaveLength(1);
    expect(findViolations('<svg><a name="location"></a></svg>')).toHaveLength(1);
  });

  it('holds the DOM clobbering vectors of issue #18', () => {
    for (const v of clobberingVectors) expect(xssVectors).toContain(v);
    for (const name of ['__next_f', '__NEXT_DATA__', 'document', 'location'])
      for (const attr of ['id', 'name'])
        expect(
          clobberingVectors.some((v) => new RegExp(`${attr}="${name}"`).test(v)),
          `${attr}="${name}"`,
        ).toBe(true);
  });
});

describe('sanitizeRichHtml output of every XSS vector is inert', () => {
  for (const [index, vector] of xssVectors.entries()) {
    it(label(index, vector), () => {
      const output = sanitizeRichHtml(vector);
      expect(
        findViolations(output),
        `vector ${JSON.stringify(vector)}\noutput ${JSON.stringify(output)}`,
      ).toEqual([]);
    });
  }
});

describe('sanitizeRichHtml is idempotent on every XSS vector', () => {
  for (const [index, vector] of xssVectors.entries()) {
    it(label(index, vector), () => {
      const once = sanitizeRichHtml(vector);
      expect(sanitizeRichHtml(once), `vector ${JSON.stringify(vector)}`).toBe(once);
    });
  }
});

describe('sanitizeRichHtml drops id and name, so stored HTML cannot clobber globals', () => {
  it('keeps the element and its text, without the id or name', () => {
    const root = parse(
      sanitizeRichHtml(
        '<h2 id="__next_f">Intro</h2><img name="document" src="/a.png" alt="A"><a id="location" href="/x">x</a>',
      ),
    );
    expect(root.querySelector('h2')?.textContent).toBe('Intro');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/x');
    expect(root.querySelectorAll('[id], [name]')).toHaveLength(0);
  });
});

describe('sanitizeRichHtml keeps benign content', () => {
  it('keeps headings, paragraphs and inline formatting', () => {
    const root = parse(
      sanitizeRichHtml(
        '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><p>Some <strong>bold</strong>, <em>italic</em>, <b>b</b>, <i>i</i>, <u>u</u> and <s>s</s><br>text.</p><hr>',
      ),
    );
    expect(tagsOf(root)).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'strong',
      'em',
      'b',
      'i',
      'u',
      's',
      'br',
      'hr',
    ]);
    expect(root.querySelector('h2')?.textContent).toBe('Two');
    expect(root.querySelector('p')?.textContent).toBe('Some bold, italic, b, i, u and stext.');
  });

  it('keeps ordered, unordered and nested lists', () => {
    const root = parse(
      sanitizeRichHtml(
        '<ul><li>One</li><li>Two<ol><li>Two.1</li></ol></li></ul><ol start="3"><li>Three</li></ol>',
      ),
    );
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelector('ul ol li')?.textContent).toBe('Two.1');
    expect(root.querySelector('ol[start="3"] li')?.textContent).toBe('Three');
  });

  it('keeps https, mailto, tel, relative and fragment links', () => {
    const hrefs = [
      'https://example.com/a?b=1#c',
      'http://example.com/',
      'mailto:hello@example.com',
      'tel:+33123456789',
      '/contact',
      'pricing',
      '../docs/page',
      '#faq',
      '?q=1',
    ];
    const root = parse(
      sanitizeRichHtml(hrefs.map((href) => `<a href="${href}">link</a>`).join(' ')),
    );
    expect(Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(hrefs);
  });

  it('keeps links that open a new tab, with rel="noopener noreferrer"', () => {
    const root = parse(
      sanitizeRichHtml('<a href="https://example.com" target="_blank" title="Docs">Docs</a>'),
    );
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('title')).toBe('Docs');
  });

  it('keeps images with https and relative sources', () => {
    const root = parse(
      sanitizeRichHtml(
        '<img src="https://cdn.example.com/a.png" alt="A chart" width="640" height="480"><img src="/media/b.webp" alt="B">',
      ),
    );
    const images = Array.from(root.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.png',
      '/media/b.webp',
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('A chart');
    expect(images[0]?.getAttribute('width')).toBe('640');
  });

  it('keeps tables', () => {
    const root = parse(
      sanitizeRichHtml(
        '<table><caption>Plans</caption><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Pro</td><td>10</td></tr></tbody></table>',
      ),
    );
    expect(tagsOf(root)).toEqual([
      'table',
      'caption',
      'thead',
      'tr',
      'th',
      'th',
      'tbody',
      'tr',
      'td',
      'td',
    ]);
    expect(root.querySelector('tbody td')?.textContent).toBe('Pro');
  });

  it('keeps blockquotes and code', () => {
    const root = parse(
      sanitizeRichHtml(
        '<blockquote><p>Quoted</p></blockquote><pre><code>if (a &lt; b) { run(); }</code></pre><p>Run <code>npm test</code>.</p>',
      ),
    );
    expect(root.querySelector('blockquote p')?.textContent).toBe('Quoted');
    expect(root.querySelector('pre code')?.textContent).toBe('if (a < b) { run(); }');
    expect(root.querySelector('p code')?.textContent).toBe('npm test');
  });

  it('keeps text that merely mentions script URLs', () => {
    const text = 'Never paste javascript:alert(1) or data:text/html,x into the address bar.';
    const output = sanitizeRichHtml(`<p>${text}</p>`);
    expect(parse(output).querySelector('p')?.textContent).toBe(text);
    expect(findViolations(output)).toEqual([]);
  });
});
