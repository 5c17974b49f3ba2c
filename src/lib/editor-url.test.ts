import { describe, expect, it } from 'vitest';
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
  it('keeps http(s), mailto and tel links and paths on this site', () => {
    expect(normaliseEditorUrl('  https://example.com/a?b=1#c  ')).toBe(
      'https://example.com/a?b=1#c',
    );
    expect(normaliseEditorUrl('http://example.com')).toBe('http://example.com');
    expect(normaliseEditorUrl('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(normaliseEditorUrl('mailto:hello@lizit.example?subject=Hi')).toBe(
      'mailto:hello@lizit.example?subject=Hi',
    );
    expect(normaliseEditorUrl('tel:+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(normaliseEditorUrl('/contact')).toBe('/contact');
    expect(normaliseEditorUrl('/blog/post#section')).toBe('/blog/post#section');
    expect(normaliseEditorUrl('#faq')).toBe('#faq');
    expect(normaliseEditorUrl('?page=2')).toBe('?page=2');
    expect(normaliseEditorUrl('../pricing')).toBe('../pricing');
  });

  it('completes bare domains, protocol-relative URLs and email addresses', () => {
    expect(normaliseEditorUrl('example.com')).toBe('https://example.com');
    expect(normaliseEditorUrl('www.example.co.uk/a/b')).toBe('https://www.example.co.uk/a/b');
    expect(normaliseEditorUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normaliseEditorUrl('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(normaliseEditorUrl('hello@lizit.example')).toBe('mailto:hello@lizit.example');
  });

  it('refuses javascript:, data:, vbscript: and other schemes, also disguised', () => {
    for (const input of [
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
    ]) {
      expect(normaliseEditorUrl(input), input).toBeNull();
    }
  });

  it('refuses empty input, plain words and addresses with spaces', () => {
    for (const input of ['', '   ', 'contact', 'hello world', 'https://exa mple.com', '/a b']) {
      expect(normaliseEditorUrl(input), input).toBeNull();
    }
  });

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
  it('explains why a link is refused', () => {
    expect(editorUrlError('https://example.com')).toBeNull();
    expect(editorUrlError('javascript:alert(1)')).toBe(LINK_SCHEME_MESSAGE);
    expect(editorUrlError('data:text/html,x')).toBe(LINK_SCHEME_MESSAGE);
    expect(editorUrlError('/a b')).toBe(LINK_SPACES_MESSAGE);
    expect(editorUrlError('contact')).toBe(LINK_INVALID_MESSAGE);
    expect(editorUrlError('')).toBe(LINK_INVALID_MESSAGE);
  });
});

describe('isSafeEditorHref', () => {
  it('accepts relative hrefs and the four schemes, refuses the rest', () => {
    expect(isSafeEditorHref('page.html')).toBe(true);
    expect(isSafeEditorHref('/x')).toBe(true);
    expect(isSafeEditorHref('https://x.example')).toBe(true);
    expect(isSafeEditorHref('MAILTO:a@b.example')).toBe(true);
    expect(isSafeEditorHref('tel:123')).toBe(true);
    expect(isSafeEditorHref('javascript:alert(1)')).toBe(false);
    expect(isSafeEditorHref(' java\tscript:alert(1)')).toBe(false);
    expect(isSafeEditorHref('data:text/html,x')).toBe(false);
    expect(isSafeEditorHref('')).toBe(false);
    expect(isSafeEditorHref(null)).toBe(false);
  });
});

describe('normaliseEditorImageSrc', () => {
  it('keeps https and root-relative images', () => {
    expect(normaliseEditorImageSrc(' https://cdn.example.com/a.webp ')).toBe(
      'https://cdn.example.com/a.webp',
    );
    expect(normaliseEditorImageSrc('/media/a.webp')).toBe('/media/a.webp');
    expect(normaliseEditorImageSrc('//cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('refuses http, data, blob, javascript and other sources', () => {
    for (const input of [
      '',
      'http://cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:https://example.com/uuid',
      'javascript:alert(1)',
      'a.png',
      'https://',
      'https://cdn.example.com/a b.png',
    ]) {
      expect(normaliseEditorImageSrc(input), input).toBeNull();
    }
  });
});

describe('isExternalHref', () => {
  it('is true for absolute http(s) links only', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('//x.example')).toBe(true);
    expect(isExternalHref('/contact')).toBe(false);
    expect(isExternalHref('mailto:a@b.example')).toBe(false);
    expect(isExternalHref(null)).toBe(false);
  });
});
