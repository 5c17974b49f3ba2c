/**
 * The site-wide settings the team edits (Pages section, "Site settings"): the contact e-mail and
 * phone the header, footer, contact page and structured data show; the demo booking page, free
 * guide and demo video links; the two associations' names and sites (their logos are media
 * slots); and the software rating of the structured data and the testimonials page. Every public
 * page reads them, so publishing them refreshes every page. The shipped values are the ones an
 * operator may set per deployment through the environment (ARCHITECTURE.md "Values the spec
 * leaves blank").
 */
import { z } from 'zod';
import { count, emailAddress, labelled, line, link, phoneNumber, rating } from './fields';

/** One association: its name as the site writes it, and its website. */
const association = z.object({
  name: labelled(line(60), 'Name'),
  url: labelled(link, 'Website'),
});

/** The site settings, section by section. */
export const siteSettingsContent = z.object({
  contact: z.object({
    email: labelled(emailAddress, 'Contact e-mail'),
    phone: labelled(phoneNumber, 'Phone number'),
  }),
  links: z.object({
    bookDemo: labelled(link, 'Demo booking page'),
    freeGuide: labelled(link, 'Free guide'),
    demoVideo: labelled(link, 'Product demo video (YouTube or Vimeo)'),
  }),
  /** In the order of their logo slots: the Canadian, then the American association. */
  associations: z.object({
    cra: labelled(association, 'Canadian Rental Association'),
    ara: labelled(association, 'American Rental Association'),
  }),
  rating: z.object({
    value: labelled(rating, 'Rating'),
    count: labelled(count, 'Number of reviews'),
  }),
});

/** The site settings; see {@link siteSettingsContent}. */
export type SiteSettings = z.infer<typeof siteSettingsContent>;

/** The settings the site shipped with (an operator's environment variables override four). */
export const SITE_DEFAULTS: SiteSettings = {
  contact: {
    email: process.env.NEXT_PUBLIC_CONTACT_EMAIL || 'hello@lizit.com',
    phone: process.env.NEXT_PUBLIC_CONTACT_PHONE || '+1 (555) 014-2290',
  },
  links: {
    bookDemo: process.env.NEXT_PUBLIC_DEMO_BOOKING_URL || 'https://cal.com/lizit/demo',
    freeGuide:
      process.env.NEXT_PUBLIC_FREE_GUIDE_URL ||
      'https://guide.lizit.com/rental-software-buyers-guide',
    demoVideo:
      process.env.NEXT_PUBLIC_DEMO_VIDEO_URL || 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  associations: {
    cra: { name: 'Canadian Rental Association', url: 'https://www.crarental.org' },
    ara: { name: 'American Rental Association', url: 'https://www.ararental.org' },
  },
  // The spec shows 40 and 47 reviews; the site uses 47 everywhere (docs/decisions.md).
  rating: { value: 4.8, count: 47 },
};

/** The associations' short names, fixed with their logo slots. */
export const ASSOCIATION_SHORT = { cra: 'CRA', ara: 'ARA' } as const;

/**
 * The demo booking link of one call to action, carrying the campaign parameters of
 * public-site.md §7 "Other" (utm_source website, utm_medium cta, utm_campaign demo_booking,
 * utm_content the place it was clicked). A booking page on this site stays a site path.
 * @param base - the booking page (settings.links.bookDemo): an http(s) URL or a site path
 * @param content - where the link is, e.g. "home_hero"
 */
export function bookDemoUrl(base: string, content: string): string {
  const url = new URL(base, 'http://site.invalid');
  url.searchParams.set('utm_source', 'website');
  url.searchParams.set('utm_medium', 'cta');
  url.searchParams.set('utm_campaign', 'demo_booking');
  url.searchParams.set('utm_content', content);
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/** The `tel:` address of a phone number as written ("+1 (555) 014-2290" → "tel:+15550142290"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
