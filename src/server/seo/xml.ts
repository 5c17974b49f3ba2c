import { escapeXml } from '@/lib/escape';
import type { SitemapEntry } from './entries';

/** Most URLs one sitemap file may list (sitemaps.org protocol); past it, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** A lastmod as the sitemaps.org W3C date (YYYY-MM-DD, UTC). */
function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The sitemap document (sitemaps.org protocol 0.9): one `<url>` per entry with loc, lastmod (a
 * date, so the same data gives the same document all day), changefreq, priority and its images
 * (Google's image sitemap extension). Both the live /sitemap.xml and the admin's
 * Generate / Download XML use it (back-office.md §2 "SEO & Sitemap tab"), so they are the same
 * document.
 * @param entries - from buildSitemapEntries (absolute locs), at most {@link SITEMAP_MAX_URLS}
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const withImages = entries.some((e) => e.images?.length);
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.loc)}</loc>`,
      e.lastmod ? `    <lastmod>${w3cDate(e.lastmod)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      ...(e.images ?? []).map(
        (src) =>
          `    <image:image>\n      <image:loc>${escapeXml(src)}</image:loc>\n    </image:image>`,
      ),
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const namespaces = withImages
    ? ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"'
    : ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset${namespaces}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A sitemap index (sitemaps.org protocol): one `<sitemap>` per part, with the part's latest
 * lastmod (the sitemap splits at {@link SITEMAP_MAX_URLS} URLs).
 * @param parts - each part's absolute URL and lastmod
 */
export function sitemapIndexXml(parts: readonly { loc: string; lastmod: Date | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) =>
      [
        '  <sitemap>',
        `    <loc>${escapeXml(p.loc)}</loc>`,
        p.lastmod ? `    <lastmod>${w3cDate(p.lastmod)}</lastmod>` : null,
        '  </sitemap>',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The entries in parts of at most `max` URLs (the first part starts with the static pages).
 * @param max - {@link SITEMAP_MAX_URLS} (smaller in tests)
 */
export function splitSitemap<T>(entries: readonly T[], max: number = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < entries.length; i += max) parts.push(entries.slice(i, i + max));
  return parts.length ? parts : [[]];
}
