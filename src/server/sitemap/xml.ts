import { escapeXml } from '@/lib/escape';
import type { SitemapEntry } from './entries';

/** A lastmod as the sitemaps.org W3C date (YYYY-MM-DD, UTC). */
function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The sitemap document (sitemaps.org protocol 0.9): one `<url>` per entry with loc, lastmod (a
 * date, so the same data gives the same document all day), changefreq and priority. Both the
 * live /sitemap.xml and the admin's Generate / Download XML use it (back-office.md §2 "SEO &
 * Sitemap tab"), so they are the same document.
 * @param entries - from buildSitemapEntries (absolute locs)
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.loc)}</loc>`,
      e.lastmod ? `    <lastmod>${w3cDate(e.lastmod)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
