import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { homepage_banners, type HomepageBanner } from '@/db/schema';
import { isSafeLinkTarget } from '@/lib/validation/urls';
import { cached } from '../cache';
import { storedSrcSet } from '../uploads/image-width';
import { listBanners } from './service';

/** A banner as the public carousel needs it. */
export type PublicBanner = {
  id: number;
  image_url: string;
  /** A safe link target, or '' when the banner links nowhere. */
  redirect_url: string;
  alt_text: string | null;
  /** Words drawn over the image; the others show only with a headline. */
  headline: string | null;
  subtext: string | null;
  cta_label: string | null;
  order_index: number;
  /** The image's WebP variants for `srcset`, when it is a stored upload. */
  srcset?: string;
};

/**
 * Active homepage banners ordered by order_index (public-site.md §7 "homepage banners"), cached
 * under the `banners` tag. Errors propagate to the caller, which hides the section.
 */
export function getActiveBanners(): Promise<PublicBanner[]> {
  return cached('banners:active', ['banners'], async () => {
    const rows = await getDb()
      .select({
        id: homepage_banners.id,
        image_url: homepage_banners.image_url,
        image_width: homepage_banners.image_width,
        redirect_url: homepage_banners.redirect_url,
        alt_text: homepage_banners.alt_text,
        headline: homepage_banners.headline,
        subtext: homepage_banners.subtext,
        cta_label: homepage_banners.cta_label,
        order_index: homepage_banners.order_index,
      })
      .from(homepage_banners)
      .where(and(eq(homepage_banners.is_active, true), isNull(homepage_banners.deleted_at)))
      .orderBy(asc(homepage_banners.order_index), asc(homepage_banners.id));
    return rows.map(({ image_width, ...row }) => {
      // Only a link the admin form would accept becomes a link (never javascript:, data: or
      // //host), whatever reached the database; without one the banner is a plain image.
      const banner = {
        ...row,
        redirect_url: isSafeLinkTarget(row.redirect_url) ? row.redirect_url.trim() : '',
      };
      const srcset = storedSrcSet(banner.image_url, image_width);
      return srcset ? { ...banner, srcset } : banner;
    });
  });
}

/** The Banners tab's list (back-office.md §2 "Banners tab"), active or not, in display order; uncached. */
export function loadAdminBanners(): Promise<HomepageBanner[]> {
  return listBanners(getDb());
}
