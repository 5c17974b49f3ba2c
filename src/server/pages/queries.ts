import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { pages } from '@/db/schema';
import { testimonialLabel, type EditorChoices } from '@/lib/pages/fields';
import { landingPath, reservedPathMessage, type LandingContent } from '@/lib/pages/landing';
import {
  checkPageContent,
  isLandingKey,
  pageDefinition,
  type PageContent,
  type PageKey,
} from '@/lib/pages/registry';
import type { SiteSettings } from '@/lib/pages/site';
import { cached } from '../cache';
import { getLogger } from '../log';
import { listLibraryImages } from '../media/library';
import type { SitemapLandingPage } from '../seo/entries';
import { readSetting } from '../settings/store';
import { signPreviewToken } from './preview-token';
import {
  listPages,
  listPublishedLandingPages,
  loadPageForEditor,
  type PageEditorState,
  type PageListItem,
  type PublishedLandingPage,
} from './service';

/** The cache tag of a page's published words: a publication of the page invalidates it. */
export const pageTag = (key: PageKey) => `page:${key}`;

/** The cache tag of the landing pages' addresses: a landing page's publication invalidates it. */
export const LANDING_PAGES_TAG = 'landing-pages';

/** What a publication of page `key` invalidates: its words, and a landing page's address too. */
export const publicationTags = (key: PageKey) =>
  isLandingKey(key) ? [pageTag(key), LANDING_PAGES_TAG] : [pageTag(key)];

/** When a landing page ends (ms since epoch), or undefined when it does not. */
export function expiryOf(content: LandingContent | undefined): number | undefined {
  const at = content?.page.expiresAt ? Date.parse(content.page.expiresAt) : Number.NaN;
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Every published landing page by its address, read through the cache under the landing pages'
 * tag as one entry (so requests for unknown addresses add nothing to the cache). The entry
 * expires when the next page ends, so the ended page's HTML goes with it.
 */
function getPublishedLandingPages(): Promise<ReadonlyMap<string, PublishedLandingPage>> {
  return cached(
    'landing-pages',
    [LANDING_PAGES_TAG],
    async () => new Map((await listPublishedLandingPages(getDb())).map((p) => [p.path, p])),
    {
      expiresAt: (pages) => {
        const now = Date.now();
        const ends = [...pages.values()]
          .map((p) => expiryOf(p.content))
          .filter((at): at is number => at !== undefined && at > now);
        return ends.length > 0 ? Math.min(...ends) : undefined;
      },
    },
  );
}

/**
 * The published landing page at `path` (a visitor's request of an address no route has), or
 * null.
 * @param path - the request's normalised path
 */
export async function getLandingPage(path: string): Promise<PublishedLandingPage | null> {
  return (await getPublishedLandingPages()).get(path) ?? null;
}

/**
 * Whether `path` is a published landing page set to focused (the site's layout then leaves out
 * the header links and the footer). A path the site's own routes use is never one, and costs no
 * read: only the addresses no route has read the landing pages.
 * @param path - the request's path as the request handler passed it (REQUEST_PATH_HEADER)
 */
export async function isFocusedLandingPage(path: string | null): Promise<boolean> {
  const parsed = landingPath.safeParse(path ?? '');
  if (!parsed.success || reservedPathMessage(parsed.data)) return false;
  return (await getLandingPage(parsed.data))?.content.page.focused === true;
}

/**
 * The published landing pages search engines may index and that have not ended (the sitemap
 * lists them).
 */
export async function getIndexableLandingPages(): Promise<SitemapLandingPage[]> {
  const now = Date.now();
  return [...(await getPublishedLandingPages()).values()]
    .filter((p) => !p.content.seo.noindex && (expiryOf(p.content) ?? Infinity) > now)
    .map(({ path, published_at }) => ({ path, published_at }));
}

/**
 * The words a public page shows (lib/pages): its last publication, or the copy it shipped with
 * while the team has published none. Read through the per-process cache under the page's tag.
 * A stored document that no longer fits the page's schema (the design changed since) shows the
 * shipped copy and is logged, so a design change never breaks the public page.
 * @throws what the database read throws (the page then fails like any read of it)
 */
export function getPageContent<K extends PageKey>(key: K): Promise<PageContent<K>> {
  return cached(`page:${key}`, [pageTag(key)], async () => {
    const [row] = await getDb()
      .select({ content: pages.content })
      .from(pages)
      .where(eq(pages.key, key));
    const defaults = pageDefinition(key).defaults as PageContent<K>;
    if (!row?.content) return defaults;
    const checked = checkPageContent(key, row.content);
    if (checked.ok) return checked.content;
    getLogger().error(
      { page: key, errors: checked.errors },
      'published page content does not fit its schema',
    );
    return defaults;
  });
}

/** The site settings' draft a Site settings preview shows, for the render under way only. */
const previewedSettings = cache((): { draft?: SiteSettings } => ({}));

/**
 * Shows `draft` instead of the published site settings for the rest of this render: the Site
 * settings preview renders the home page with it (the header and footer read it through
 * {@link getSiteSettings}). React's per-request cache keeps it to this render.
 */
export function showSiteSettingsDraft(draft: SiteSettings): void {
  previewedSettings().draft = draft;
}

/**
 * The site settings every public page shows (lib/pages/site.ts): the published ones, read through
 * the per-process cache under the `page:site` tag, so publishing them drops every page that read
 * them from the HTML cache. In a Site settings preview, the draft.
 * @throws what the database read throws
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  return previewedSettings().draft ?? getPageContent('site');
}

/**
 * The Pages section's list, and whether Editors' changes wait for a review (admin pages; the
 * caller checked the role).
 */
export async function loadPagesList(): Promise<{ pages: PageListItem[]; reviewRequired: boolean }> {
  const db = getDb();
  const [pages, review] = await Promise.all([listPages(db), readSetting(db, 'page_review')]);
  return { pages, reviewRequired: review.required };
}

/**
 * A page as its editor opens it, with a fresh preview token, and what its fields may choose from:
 * the media library's images and the Testimonials page's published cards (admin pages; the
 * caller checked the role).
 */
export async function loadPageEditor(key: PageKey): Promise<{
  page: PageEditorState;
  previewToken: string;
  reviewRequired: boolean;
  choices: EditorChoices;
}> {
  const db = getDb();
  const [page, review, libraryImages, testimonials] = await Promise.all([
    loadPageForEditor(db, key),
    readSetting(db, 'page_review'),
    listLibraryImages(db),
    getPageContent('testimonials'),
  ]);
  return {
    page,
    previewToken: signPreviewToken(key),
    reviewRequired: review.required,
    choices: { libraryImages, testimonials: testimonials.cards.items.map(testimonialLabel) },
  };
}

/**
 * What the preview of a page shows: its draft, or its published words when it has none. Never
 * cached (the preview's path is private); the caller verified the preview token.
 */
export async function loadPagePreview<K extends PageKey>(key: K): Promise<PageContent<K>> {
  const page = await loadPageForEditor(getDb(), key);
  return (page.draft ?? page.content) as PageContent<K>;
}
