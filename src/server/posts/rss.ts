import { escapeXml } from '@/lib/escape';

/** An article in the feed. */
export type FeedItem = {
  title: string;
  slug: string;
  excerpt: string | null;
  category: string | null;
  author_name: string | null;
  published_at: Date;
};

/**
 * An RSS 2.0 document of the published articles, newest first, with an atom:link to
 * itself. Dates in RFC 822 form.
 * @param items - public posts only (the caller applies the publication rule)
 * @param origin - absolute site origin without trailing slash
 */
export function buildRss(
  items: readonly FeedItem[],
  origin: string,
  meta: { title: string; description: string },
): string {
  const feedUrl = `${origin}/resources/rss.xml`;
  const lastBuild = items[0]?.published_at ?? new Date(0);
  const entries = items
    .map((item) => {
      const link = `${origin}/resources/${encodeURIComponent(item.slug)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${item.published_at.toUTCString()}</pubDate>`,
        item.excerpt ? `      <description>${escapeXml(item.excerpt)}</description>` : null,
        item.category ? `      <category>${escapeXml(item.category)}</category>` : null,
        item.author_name ? `      <dc:creator>${escapeXml(item.author_name)}</dc:creator>` : null,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(meta.title)}</title>`,
    `    <link>${escapeXml(`${origin}/resources`)}</link>`,
    `    <description>${escapeXml(meta.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
