import { describe, expect, it } from 'vitest';
import { buildSitemapEntries } from './entries';
import { sitemapXml } from './xml';

describe('sitemapXml', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  const posts = [
    { slug: 'a-post', updated_at: new Date('2026-10-02T10:00:00Z'), published_at: null },
    { slug: 'b&c', updated_at: null, published_at: new Date('2026-09-01T00:00:00Z') },
  ];

  it('has the 8 static pages plus one url per post, with the spec frequencies and priorities', () => {
    const xml = sitemapXml(buildSitemapEntries(posts, 'https://www.lizit.com', now));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(8 + 2);
    expect(xml).toContain(
      '<loc>https://www.lizit.com</loc>\n    <lastmod>2026-11-21</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>',
    );
    expect(xml).toContain(
      '<loc>https://www.lizit.com/resources/a-post</loc>\n    <lastmod>2026-10-02</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>0.7</priority>',
    );
    expect(xml).toContain(
      '<loc>https://www.lizit.com/resources/b%26c</loc>\n    <lastmod>2026-09-01</lastmod>',
    );
  });

  it('escapes XML and is the same document for the same data on the same day', () => {
    const a = sitemapXml([
      { loc: 'https://x.example/?a=1&b=<2>', lastmod: null, changefreq: 'daily', priority: 0.5 },
    ]);
    expect(a).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(a).not.toContain('<lastmod>');
    const later = new Date('2026-11-21T23:59:00Z');
    expect(sitemapXml(buildSitemapEntries(posts, 'https://x.example', now))).toBe(
      sitemapXml(buildSitemapEntries(posts, 'https://x.example', later)),
    );
  });
});
