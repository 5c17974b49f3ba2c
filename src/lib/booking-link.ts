/**
 * The booking page links carry the visitor's own attribution, not fixed values: the inline touch
 * script (`lib/touch-script.ts`) rewrites a link marked `data-booking="<placement>"` when it is
 * clicked, into the five UTM parameters the booking providers keep with a booking and send back
 * in their webhook (`server/leads/booking.ts` reads them):
 * - utm_source, utm_medium, utm_campaign: the visitor's last touch (a referring site becomes
 *   `<host>` / `referral`, a visit from nowhere `(direct)` / `(none)`);
 * - utm_term: the first touch, as `source|medium|campaign`;
 * - utm_content: where the link was clicked and the page it was on, as `placement|/path`.
 * The link's own href (what a browser without script follows) carries the site's fixed values.
 */
export const BOOKING_PARAMS = {
  /** Joins the parts of utm_term and utm_content. */
  separator: '|',
  /** The attribute that marks a booking link; its value is the link's placement. */
  attribute: 'data-booking',
} as const;
