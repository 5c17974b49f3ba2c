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

/**
 * The homepage banner carousel (public-site.md §4 "Banner section"): loops, align start; arrows
 * only with more than one banner; external links (http… or //…) open in a new tab, others
 * navigate in the same window; a banner without a (safe) link is a plain image. The caller hides
 * the section when there are no banners.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  if (banners.length === 0) return null;
  const multiple = banners.length > 1;
  return (
    <Carousel label="Announcements" opts={{ align: 'start', loop: true, active: multiple }}>
      <CarouselContent>
        {banners.map((banner, i) => {
          const external = isExternalUrl(banner.redirect_url);
          const image = (
            // Banner images are admin uploads of a fixed 3:1 size; see media-slot for why not next/image.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={banner.image_url}
              srcSet={banner.srcset}
              sizes={banner.srcset ? '(max-width: 1280px) 100vw, 1200px' : undefined}
              alt={banner.alt_text?.trim() || `Announcement ${i + 1} of ${banners.length}`}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="h-auto w-full rounded-xl object-cover"
            />
          );
          return (
            <CarouselItem key={banner.id} index={i} total={banners.length}>
              {!banner.redirect_url ? (
                image
              ) : external ? (
                <a
                  href={banner.redirect_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-xl"
                  data-banner-link="external"
                >
                  {image}
                </a>
              ) : (
                <SiteLink
                  href={banner.redirect_url}
                  className="block rounded-xl"
                  data-banner-link="internal"
                >
                  {image}
                </SiteLink>
              )}
            </CarouselItem>
          );
        })}
      </CarouselContent>
      {multiple ? (
        <>
          <CarouselPrevious />
          <CarouselNext />
        </>
      ) : null}
    </Carousel>
  );
}
