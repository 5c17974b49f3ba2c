import { getSiteUrl } from '@/lib/env';
import type { SiteSettings } from '@/lib/pages/site';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@/lib/seo/json-ld';
import { getSiteSettings } from '@/server/pages/queries';
import { JsonLd } from './json-ld';

/** A further JSON-LD item of a page: the data, or a builder given the site's origin and settings. */
export type JsonLdItem = object | ((origin: string, site: SiteSettings) => object);

/** A page's structured data: its breadcrumb trail from Home, then the page's further items. */
export async function PageJsonLd({
  trail,
  extra = [],
}: {
  /** The crumbs after Home (empty on the home page). */
  trail: readonly BreadcrumbItem[];
  extra?: readonly JsonLdItem[];
}) {
  const origin = getSiteUrl();
  const builds = extra.some((item) => typeof item === 'function');
  const site = builds ? await getSiteSettings() : undefined;
  return (
    <JsonLd
      data={[
        breadcrumbJsonLd([{ name: 'Home', url: '/' }, ...trail], origin),
        ...extra.map((item) => (typeof item === 'function' ? item(origin, site!) : item)),
      ]}
    />
  );
}
