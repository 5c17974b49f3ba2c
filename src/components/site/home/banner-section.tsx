import { getActiveBanners } from '@/server/banners/queries';
import { getLogger } from '@/server/log';
import { BannerCarousel } from '../banner-carousel';

/**
 * The banner section (public-site.md §4 "Banner section"): rendered only when active banners
 * exist; a failed read is logged and the section stays hidden.
 */
export async function BannerSection() {
  let banners;
  try {
    banners = await getActiveBanners();
  } catch (error) {
    getLogger().error({ err: error }, 'banner read failed; banner section hidden');
    return null;
  }
  if (banners.length === 0) return null;
  return (
    <section aria-label="Announcements" className="bg-white pb-12" data-testid="banner-section">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BannerCarousel banners={banners} />
      </div>
    </section>
  );
}
