import type { ComponentType } from 'react';
import { CrossLinks } from '@/components/site/cross-links';
import { PageJsonLd, type JsonLdItem } from '@/components/site/page-json-ld';
import type { CrossLink } from '@/lib/cross-links';
import type { PageContent, PageKey } from '@/lib/pages/registry';
import type { BreadcrumbItem } from '@/lib/seo/json-ld';
import { editablePageMetadata, sitePageMetadata } from '@/lib/seo/metadata';
import { SITE_PAGES, type SitePageKey } from '@/lib/seo/social-pages';
import { getPageContent } from '@/server/pages/queries';
import type { PageView } from './pages/page-views';

/**
 * A static marketing page (public-site.md §2): its structured data, its sections in order, then
 * the Continue Exploring block when it names pages. Renders no element of its own.
 */
function MarketingPage({
  trail,
  extra,
  sections,
  crossLinks,
}: {
  /** The crumbs after Home (empty on the home page). */
  trail: readonly BreadcrumbItem[];
} & MarketingContent) {
  return (
    <>
      <PageJsonLd trail={trail} extra={extra} />
      {sections.map((Section, index) => (
        <Section key={index} />
      ))}
      {crossLinks ? <CrossLinks pages={crossLinks} /> : null}
    </>
  );
}

/** What a marketing page shows after its breadcrumb. */
type MarketingContent = {
  /** Further JSON-LD items after the breadcrumb. */
  extra?: readonly JsonLdItem[];
  /** The page's sections, top to bottom. */
  sections: readonly ComponentType[];
  /** The Continue Exploring cards, when the page ends with them. */
  crossLinks?: CrossLink[];
};

/**
 * The route module of one of the site's marketing pages (public-site.md §2): its
 * metadata (title, path and social image of `key` in SITE_PAGES, with `description` and
 * `keywords`) and its page, whose breadcrumb names `crumb` at that same path (Home alone when
 * `crumb` is absent). Export `metadata` and `Page` (as default) from the route's page.tsx.
 */
export function marketingRoute(
  key: SitePageKey,
  {
    description,
    keywords,
    crumb,
    ...content
  }: MarketingContent & { description: string; keywords: readonly string[]; crumb?: string },
) {
  const trail = crumb ? [{ name: crumb, url: SITE_PAGES[key].path }] : [];
  return {
    metadata: sitePageMetadata(key, description, keywords),
    Page: function MarketingRoute() {
      return <MarketingPage trail={trail} {...content} />;
    },
  };
}

/**
 * The route module of a marketing page whose words the team edits (the Pages section): its
 * metadata from the page's search and social section, and, as {@link marketingRoute}, the page's
 * sections and Continue Exploring cards from its view
 * (the one components/site/pages/page-views.tsx lists for the preview) showing its published
 * words, and structured data that may be built from them (an FAQ's questions). The route imports
 * its own view only, so a page ships the JavaScript of its own sections alone.
 */
export function editablePageRoute<K extends PageKey & SitePageKey>(
  key: K,
  { Sections, crossLinks }: PageView<K>,
  {
    crumb,
    extra,
  }: {
    crumb?: string;
    extra?: (content: PageContent<K>) => readonly JsonLdItem[];
  } = {},
) {
  const trail = crumb ? [{ name: crumb, url: SITE_PAGES[key].path }] : [];
  return {
    /** The page's title, description, keywords and noindex as the team set them. */
    generateMetadata: async () => editablePageMetadata(key, (await getPageContent(key)).seo),
    Page: async function EditablePageRoute() {
      const content = await getPageContent(key);
      return (
        <MarketingPage
          trail={trail}
          extra={extra?.(content)}
          sections={[() => <Sections content={content} />]}
          crossLinks={crossLinks}
        />
      );
    },
  };
}
