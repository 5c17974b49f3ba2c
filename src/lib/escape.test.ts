import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape';

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<"'&>`)).toBe('&lt;&quot;&apos;&amp;&gt;');
  });

  it('drops the control characters XML forbids and keeps tab, line feed and return', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\tg\nh\ri')).toBe('abcdef\tg\nh\ri');
  });
});
