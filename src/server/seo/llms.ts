import { siteConfig } from '@/config/site';
import { SITE_PAGES } from '@/lib/seo/social-pages';
import { STATIC_SITEMAP_PAGES } from './entries';

/** A public post as /llms.txt lists it. */
export type LlmsPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  meta_description: string | null;
};

/** One line of text: no line breaks or Markdown link brackets, at most `max` characters. */
function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * /llms.txt (the llmstxt.org format): a Markdown index of the site for language
 * models: the site's name and description, then its main pages (the sitemap's static pages) and
 * every published article, each a link with a one-line summary. Built from the same data as the
 * sitemap, so both list the same URLs.
 * @param posts - the public posts, newest first (as the sitemap reads them)
 * @param origin - the site's absolute origin without trailing slash
 */
export function llmsTxt(posts: readonly LlmsPost[], origin: string): string {
  const pageByPath = new Map(Object.values(SITE_PAGES).map((p) => [p.path as string, p]));
  const pages = STATIC_SITEMAP_PAGES.flatMap((entry) => {
    const page = pageByPath.get(entry.loc);
    if (!page) return [];
    return [
      `- [${oneLine(page.title)}](${origin}${page.path === '/' ? '/' : page.path}): ${page.summary}`,
    ];
  });
  const articles = posts.map((p) => {
    const summary = oneLine(p.meta_description || p.excerpt || '');
    const link = `[${oneLine(p.title)}](${origin}/resources/${encodeURIComponent(p.slug)})`;
    return `- ${link}${summary ? `: ${summary}` : ''}`;
  });
  return [
    `# ${siteConfig.name}`,
    '',
    `> ${oneLine(siteConfig.description, 400)}`,
    '',
    '## Pages',
    '',
    ...pages,
    '',
    '## Articles',
    '',
    ...(articles.length ? articles : ['No articles yet.']),
    '',
  ].join('\n');
}
