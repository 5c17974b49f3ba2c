import { describe, expect, it } from 'vitest';
import { itReturns } from '@/test/cases';
import { sanitizeRichHtml, sanitizeText } from './sanitize';

describe('sanitizeText', () => {
  itReturns(
    'trims and strips angle brackets, javascript: and inline handler prefixes',
    sanitizeText,
    [
      ['  <b>Hi</b>  ', 'bHi/b'],
      ['javascript:alert(1)', 'alert(1)'],
      ['x onclick=alert(1)', 'x alert(1)'],
      ['javajavascript:script:alert(1)', 'alert(1)'],
      ['Dan & Co.', 'Dan & Co.'],
    ],
  );
});

describe('sanitizeRichHtml on hostile input', () => {
  it('removes script tags and their content', () => {
    const out = sanitizeRichHtml(
      '<p>Hi</p><script>alert(1)</script><SCRIPT src=//evil.js></SCRIPT>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes javascript: links but keeps the text', () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(1)">x</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('click');
  });

  it('removes inline event handlers', () => {
    const out = sanitizeRichHtml(
      '<p onclick="alert(1)" onmouseover=alert(2)>Text</p><img src=x onerror=alert(3)>',
    );
    expect(out).not.toMatch(/on(click|mouseover|error)/i);
    expect(out).toContain('<p>Text</p>');
  });

  it('removes iframes, objects, embeds and form controls', () => {
    const out = sanitizeRichHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"><textarea></textarea><select></select><button>Go</button></form><p>ok</p>',
    );
    expect(out).not.toMatch(/<(iframe|object|embed|form|input|textarea|select|button)\b/i);
    expect(out).toContain('<p>ok</p>');
  });

  it('removes SVG and data-URL tricks and inline styles', () => {
    const out = sanitizeRichHtml(
      '<svg><script>alert(1)</script></svg><a href="data:text/html,<script>alert(1)</script>">d</a><p style="background:url(javascript:alert(1))">s</p>',
    );
    expect(out).not.toMatch(/script|data:|style=/i);
  });

  it('keeps the light formatting of articles and FAQ answers', () => {
    const html =
      '<h2>Title</h2><p>Go live in <strong>3-4 weeks</strong>, <em>really</em>.</p><ul><li>One</li></ul><a href="/contact">Contact</a><blockquote>Q</blockquote>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links to other sites', () => {
    expect(sanitizeRichHtml('<a href="https://x.example/a" rel="opener">x</a>')).toBe(
      '<a href="https://x.example/a" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="/contact">c</a>')).toBe('<a href="/contact">c</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
