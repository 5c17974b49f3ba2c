import { ArrowRight } from 'lucide-react';

/** What one banner shows: its image and, optionally, words drawn over it. */
export type BannerFaceProps = {
  imageUrl: string;
  srcSet?: string;
  /** The image's alt text as stored (null or blank: none). */
  altText: string | null;
  headline: string | null;
  subtext: string | null;
  ctaLabel: string | null;
  /** The alt text to use for a banner without words when none is stored. */
  fallbackAlt: string;
  eager?: boolean;
};

/**
 * The face of a homepage banner (public-site.md §4 "Banner section"), shared by
 * the carousel and the admin dialog's live preview.
 *
 * A banner without a headline is its image alone at 3:1, as uploaded (its words, if any, are in
 * the picture). A banner with a headline draws the headline, the line under it and the button
 * label as real text over the image, behind a gradient scrim that keeps white text readable on any
 * picture. The layout follows the width of the slide (a container query), not of the window:
 * narrower than 48rem the words sit at the bottom of a taller crop of the image, at 16 px and up;
 * wider, the slide keeps the image's 3:1 shape with the words on its left. The image then keeps its
 * own alt text (it describes the picture) and, without one, is decorative: the words are not
 * repeated to screen readers.
 */
export function BannerFace({
  imageUrl,
  srcSet,
  altText,
  headline,
  subtext,
  ctaLabel,
  fallbackAlt,
  eager = false,
}: BannerFaceProps) {
  const alt = altText?.trim() ?? '';
  // With words, a phone shows the image cropped to the height of a taller box (about three times
  // its width), so the full-size file is wanted there too.
  const sizes = srcSet ? (headline ? '1200px' : '(max-width: 1280px) 100vw, 1200px') : undefined;
  const image = (className: string, imageAlt: string) => (
    // Banner images are admin uploads of a fixed 3:1 size; see media-slot for why not next/image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={imageUrl}
      srcSet={srcSet}
      sizes={sizes}
      alt={imageAlt}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  );
  if (!headline) return image('h-auto w-full rounded-xl object-cover', alt || fallbackAlt);
  return (
    <div className="@container" data-banner-face="">
      <div className="relative isolate flex flex-col justify-end overflow-hidden rounded-xl bg-navy-950 @3xl:aspect-[3/1] @3xl:justify-center">
        {image(
          'absolute inset-0 -z-10 size-full object-cover object-[85%_50%] @3xl:object-center',
          alt,
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-navy-950 from-45% via-navy-950/80 to-navy-950/5 @3xl:bg-linear-to-r @3xl:from-navy-950/95 @3xl:from-25% @3xl:via-navy-950/75 @3xl:via-50% @3xl:to-transparent @3xl:to-75%"
        />
        <div className="px-5 pt-36 pb-6 @md:px-8 @3xl:max-w-[60%] @3xl:py-8 @3xl:pl-12">
          <p
            data-banner-headline=""
            className="text-2xl leading-tight font-extrabold text-balance text-white @3xl:text-3xl @5xl:text-4xl"
          >
            {headline}
          </p>
          {subtext ? (
            <p
              data-banner-subtext=""
              className="mt-2 text-base leading-6 text-slate-100 @3xl:mt-3 @3xl:text-lg"
            >
              {subtext}
            </p>
          ) : null}
          {ctaLabel ? (
            <span
              data-banner-cta=""
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-700 px-5 text-base font-semibold text-white shadow-sm @3xl:mt-5"
            >
              {ctaLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
