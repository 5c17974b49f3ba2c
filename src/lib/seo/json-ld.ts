import type { BreadcrumbList, Organization, SoftwareApplication, WithContext } from 'schema-dts';
import { siteConfig } from '@/config/site';
import type { SiteSettings } from '@/lib/pages/site';

/** One breadcrumb item: a name and a site path or absolute URL (public-site.md §2). */
export type BreadcrumbItem = { name: string; url: string };

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** BreadcrumbList structured data from name/url items, positions from 1. */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.url, origin),
    })),
  };
}

/**
 * SoftwareApplication structured data for home, product and testimonials, with the rating of the
 * site settings (4.8 from 47 reviews as shipped; docs/decisions.md).
 * @param site - the published site settings (lib/pages/site.ts)
 */
export function softwareApplicationJsonLd(
  origin: string,
  site: SiteSettings,
): WithContext<SoftwareApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: siteConfig.name,
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'Rental management software',
    operatingSystem: 'Web browser',
    description: siteConfig.description,
    url: origin,
    offers: {
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: `${origin}/contact`,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * Organization structured data for the whole site, with the contact details of the site settings.
 * @param site - the published site settings (lib/pages/site.ts)
 */
export function organizationJsonLd(origin: string, site: SiteSettings): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: origin,
    logo: `${origin}/defaults/lizit-logo.svg`,
    email: site.contact.email,
    telephone: site.contact.phone,
  };
}

/**
 * Serialises structured data for a `<script type="application/ld+json">`, escaping `<` so the
 * content can never close the script element.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
