'use client';

import { SiteLink } from '@/components/site/site-link';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { isExternalUrl } from '@/lib/media/slot-display';
import type { PublicBanner } from '@/server/banners/queries';
import { BannerFace } from './banner-face';

/**
 * The homepage banner carousel (public-site.md §4 "Banner section"): loops, align start; arrows
 * only with more than one banner; external links (http… or //…) open in a new tab, others
 * navigate in the same window; a banner without a (safe) link is a plain image. The whole slide,
 * words included, is the one link. The arrows sit in a row under the slides, so they never cover
 * a banner's words. The caller hides the section when there are no banners.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  if (banners.length === 0) return null;
  const multiple = banners.length > 1;
  return (
    <Carousel label="Announcements" opts={{ align: 'start', loop: true, active: multiple }}>
      <CarouselContent>
        {banners.map((banner, i) => {
          const external = isExternalUrl(banner.redirect_url);
          const face = (
            <BannerFace
              imageUrl={banner.image_url}
              srcSet={banner.srcset}
              altText={banner.alt_text}
              headline={banner.headline}
              subtext={banner.subtext}
              ctaLabel={banner.cta_label}
              fallbackAlt={`Announcement ${i + 1} of ${banners.length}`}
              eager={i === 0}
            />
          );
          return (
            <CarouselItem key={banner.id} index={i} total={banners.length}>
              {!banner.redirect_url ? (
                face
              ) : external ? (
                <a
                  href={banner.redirect_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-xl"
                  data-banner-link="external"
                >
                  {face}
                </a>
              ) : (
                <SiteLink
                  href={banner.redirect_url}
                  className="block rounded-xl"
                  data-banner-link="internal"
                >
                  {face}
                </SiteLink>
              )}
            </CarouselItem>
          );
        })}
      </CarouselContent>
      {multiple ? (
        <div className="mt-3 flex justify-end gap-2" data-carousel-controls="">
          <CarouselPrevious />
          <CarouselNext />
        </div>
      ) : null}
    </Carousel>
  );
}
