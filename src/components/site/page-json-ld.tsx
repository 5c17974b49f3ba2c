import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

/** A further JSON-LD item of a page: the data, or a builder given the site's origin. */
export type JsonLdItem = object | ((origin: string) => object);

/** A page's structured data: its breadcrumb trail from Home, then the page's further items. */
export function PageJsonLd({
  trail,
  extra = [],
}: {
  /** The crumbs after Home (empty on the home page). */
  trail: readonly BreadcrumbItem[];
  extra?: readonly JsonLdItem[];
}) {
  const origin = getSiteUrl();
  return (
    <JsonLd
      data={[
        breadcrumbJsonLd([{ name: 'Home', url: '/' }, ...trail], origin),
        ...extra.map((item) => (typeof item === 'function' ? item(origin) : item)),
      ]}
    />
  );
}
