import { describe, expect, it } from 'vitest';
import { itAll, itCases, itReturns } from '@/test/cases';
import {
  editorUrlError,
  isExternalHref,
  isSafeEditorHref,
  LINK_INVALID_MESSAGE,
  LINK_SCHEME_MESSAGE,
  LINK_SPACES_MESSAGE,
  normaliseEditorImageSrc,
  normaliseEditorUrl,
} from './editor-url';
import { sanitizeRichHtml } from './sanitize';

describe('normaliseEditorUrl', () => {
  // Keeps http(s), mailto and tel links and paths on this site; completes bare domains,
  // protocol-relative URLs and e-mail addresses.
  itCases('turns %j into %j', normaliseEditorUrl, [
    ['  https://example.com/a?b=1#c  ', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:hello@lizit.example?subject=Hi', 'mailto:hello@lizit.example?subject=Hi'],
    ['tel:+44 20 7946 0000', 'tel:+442079460000'],
    ['/contact', '/contact'],
    ['/blog/post#section', '/blog/post#section'],
    ['#faq', '#faq'],
    ['?page=2', '?page=2'],
    ['../pricing', '../pricing'],
    ['example.com', 'https://example.com'],
    ['www.example.co.uk/a/b', 'https://www.example.co.uk/a/b'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['hello@lizit.example', 'mailto:hello@lizit.example'],
  ]);

  // javascript:, data:, vbscript: and other schemes, also disguised; empty input, plain words
  // and addresses with spaces.
  itAll('refuses %j', normaliseEditorUrl, null, [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
    'http:alert(1)',
    'https:/example.com',
    'mailto:',
    'tel:call-me',
    '',
    '   ',
    'contact',
    'hello world',
    'https://exa mple.com',
    '/a b',
  ]);

  it('only returns links the sanitiser keeps as they are', () => {
    for (const input of [
      'https://example.com/a',
      'mailto:a@b.example',
      'tel:+441234',
      '/contact',
      '#x',
      'example.com',
    ]) {
      const href = normaliseEditorUrl(input);
      expect(href).not.toBeNull();
      const html = sanitizeRichHtml(`<a href="${href}">x</a>`);
      expect(html).toContain(`href="${href}"`);
    }
  });
});

describe('editorUrlError', () => {
  itReturns('explains why a link is refused', editorUrlError, [
    ['https://example.com', null],
    ['javascript:alert(1)', LINK_SCHEME_MESSAGE],
    ['data:text/html,x', LINK_SCHEME_MESSAGE],
    ['/a b', LINK_SPACES_MESSAGE],
    ['contact', LINK_INVALID_MESSAGE],
    ['', LINK_INVALID_MESSAGE],
  ]);
});

describe('isSafeEditorHref', () => {
  itReturns('accepts relative hrefs and the four schemes, refuses the rest', isSafeEditorHref, [
    ['page.html', true],
    ['/x', true],
    ['https://x.example', true],
    ['MAILTO:a@b.example', true],
    ['tel:123', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['', false],
    [null, false],
  ]);
});

describe('normaliseEditorImageSrc', () => {
  // https and root-relative images pass; http, data, blob, javascript and others do not.
  itCases<string, string | null>('turns %j into %j', normaliseEditorImageSrc, [
    [' https://cdn.example.com/a.webp ', 'https://cdn.example.com/a.webp'],
    ['/media/a.webp', '/media/a.webp'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ...[
      '',
      'http://cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:https://example.com/uuid',
      'javascript:alert(1)',
      'a.png',
      'https://',
      'https://cdn.example.com/a b.png',
    ].map((refused): [string, null] => [refused, null]),
  ]);
});

describe('isExternalHref', () => {
  itReturns('is true for absolute http(s) links only', isExternalHref, [
    ['https://x.example', true],
    ['//x.example', true],
    ['/contact', false],
    ['mailto:a@b.example', false],
    [null, false],
  ]);
});
