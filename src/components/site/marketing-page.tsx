import type { ComponentType } from 'react';
import { CrossLinks } from '@/components/site/cross-links';
import { PageJsonLd, type JsonLdItem } from '@/components/site/page-json-ld';
import type { CrossLink } from '@/lib/cross-links';
import type { BreadcrumbItem } from '@/lib/seo/json-ld';

/**
 * A static marketing page (public-site.md §2): its structured data, its sections in order, then
 * the Continue Exploring block when it names pages. Renders no element of its own.
 */
export function MarketingPage({
  trail,
  extra,
  sections,
  crossLinks,
}: {
  /** The crumbs after Home (empty on the home page). */
  trail: readonly BreadcrumbItem[];
  /** Further JSON-LD items after the breadcrumb. */
  extra?: readonly JsonLdItem[];
  /** The page's sections, top to bottom. */
  sections: readonly ComponentType[];
  /** The Continue Exploring cards, when the page ends with them. */
  crossLinks?: CrossLink[];
}) {
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
