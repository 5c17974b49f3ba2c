import { describe, expect, it } from 'vitest';
import { buildSitemapEntries, STATIC_SITEMAP_PAGES, staticLastmod } from './entries';
import { sitemapIndexXml, sitemapXml, splitSitemap } from './xml';

describe('sitemapXml', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  const posts = [
    { slug: 'a-post', updated_at: new Date('2026-10-02T10:00:00Z'), published_at: null },
    { slug: 'b&c', updated_at: null, published_at: new Date('2026-09-01T00:00:00Z') },
  ];

  it('has the 8 static pages plus one url per post, with the spec frequencies and priorities', () => {
    const xml = sitemapXml(buildSitemapEntries(posts, 'https://www.lizit.com', { release: now }));
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
    expect(sitemapXml(buildSitemapEntries(posts, 'https://x.example', { release: now }))).toBe(
      sitemapXml(buildSitemapEntries(posts, 'https://x.example', { release: later })),
    );
  });

  it("dates a static page by its content's last change, never by the request", () => {
    const release = new Date('2026-10-01T00:00:00Z');
    const banners = new Date('2026-11-01T00:00:00Z');
    const logo = new Date('2026-10-15T00:00:00Z');
    const home = STATIC_SITEMAP_PAGES.find((p) => p.loc === '/')!;
    const contact = STATIC_SITEMAP_PAGES.find((p) => p.loc === '/contact')!;
    const changes = { release, banners, global: logo, posts: new Date('2026-11-20T00:00:00Z') };
    expect(staticLastmod(home, changes)).toEqual(banners);
    expect(staticLastmod(contact, changes)).toEqual(logo);
    expect(staticLastmod(contact, {})).toBeNull();
    const xml = sitemapXml(buildSitemapEntries([], 'https://x.example', changes));
    expect(xml).toContain(
      '<loc>https://x.example/resources</loc>\n    <lastmod>2026-11-20</lastmod>',
    );
  });

  it('lists covers as image entries, with the image namespace only when there are some', () => {
    const xml = sitemapXml(
      buildSitemapEntries(
        [
          {
            slug: 'c',
            updated_at: now,
            published_at: now,
            featured_image_url: '/storage/blog/c.webp',
          },
        ],
        'https://x.example',
        {},
      ),
    );
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain('<image:loc>https://x.example/storage/blog/c.webp</image:loc>');
    expect(sitemapXml(buildSitemapEntries([], 'https://x.example', {}))).not.toContain(
      'xmlns:image',
    );
  });

  it('splits into parts of at most the limit, listed by an index', () => {
    const entries = buildSitemapEntries(posts, 'https://x.example', { release: now });
    const parts = splitSitemap(entries, 4);
    expect(parts.map((p) => p.length)).toEqual([4, 4, 2]);
    const index = sitemapIndexXml([
      { loc: 'https://x.example/sitemap/1.xml', lastmod: now },
      { loc: 'https://x.example/sitemap/2.xml', lastmod: null },
    ]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      '<loc>https://x.example/sitemap/1.xml</loc>\n    <lastmod>2026-11-21</lastmod>',
    );
    expect(splitSitemap([], 4)).toEqual([[]]);
  });
});
