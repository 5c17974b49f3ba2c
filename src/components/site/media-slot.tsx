import {
  isVideoSlotId,
  resolveSlotDisplay,
  resolveVideoSlotDisplay,
  type ResolvedSlot,
  type SlotDisplay,
} from '@/lib/media/slot-display';
import { getSlot } from '@/lib/media/slots';
import { srcSetFor } from '@/lib/media/variants';
import { VIDEO_POSTER_URL } from '@/lib/media/video';
import { cn } from '@/lib/utils';
import { getLogger } from '@/server/log';
import { getActiveSlotMedia } from '@/server/media/queries';
import { getSiteSettings } from '@/server/pages/queries';
import { storedSrcSet } from '@/server/uploads/image-width';
import { getActiveSlotVideo, type SlotVideo } from '@/server/videos/queries';
import { SlotImage } from './slot-image';
import { VideoEmbed } from './video-embed';

/**
 * `sizes` of an image in one column of a two-column section of the 1280 px page (the hero and the
 * module screens): the full width on phones and tablets, half the viewport on a desktop, 600 px
 * at most.
 */
export const HALF_COLUMN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

type MediaSlotProps = {
  /** A slot id of the catalogue (src/lib/media/slots.ts). */
  slotId: string;
  className?: string;
  imgClassName?: string;
  /** Eager-load and prioritise (the LCP image). */
  priority?: boolean;
  /** Rendered when neither media nor a default exists (e.g. the solutions slots). */
  emptyPlaceholder?: React.ReactNode;
  /** Ignore the item's redirect_url (the slot already sits inside a link). */
  insideLink?: boolean;
  /** Alt text of the shipped default when the page knows better than the catalogue (names). */
  fallbackAlt?: string;
  /**
   * How wide the image shows, for choosing among its variants (the `sizes` attribute), e.g.
   * "(min-width: 1024px) 600px, 100vw"; default: the viewport on phones, else its pixel width.
   */
  sizes?: string;
};

/** Default for a slot: its shipped file, or for the product video slot the configured video. */
async function fallbackFor(
  slotId: string,
  altOverride?: string,
): Promise<{ url: string | null; alt: string }> {
  const slot = getSlot(slotId);
  const alt = altOverride ?? slot.defaultAlt;
  if (slotId === 'product-demo-video')
    return { url: (await getSiteSettings()).links.demoVideo, alt };
  return { url: slot.defaultUrl, alt };
}

/** How a resolved slot is shown: the props of a {@link MediaSlot} that pass through to its content. */
type SlotLook = Omit<MediaSlotProps, 'slotId' | 'fallbackAlt'>;

async function ResolvedMediaSlot({ slotId, fallbackAlt, ...look }: MediaSlotProps) {
  const slot = getSlot(slotId);
  let item = null;
  try {
    item = (await getActiveSlotMedia()).get(slotId) ?? null;
  } catch (error) {
    // public-site.md §8: a media fetch error is logged and the fallback is used.
    getLogger().warn({ err: error, slotId }, 'media slot fetch failed; using fallback');
  }
  const fallback = await fallbackFor(slotId, fallbackAlt);
  let resolved: ResolvedSlot;
  if (isVideoSlotId(slotId)) {
    // An active video_content row of the slot wins over its site_media item, which
    // wins over the site-config default.
    let video: SlotVideo | null = null;
    try {
      video = await getActiveSlotVideo(slotId);
    } catch (error) {
      getLogger().warn({ err: error, slotId }, 'slot video fetch failed; using slot media');
    }
    resolved = resolveVideoSlotDisplay(video, item, fallback);
  } else {
    resolved = resolveSlotDisplay(item, fallback);
  }
  const { display, warnings } = resolved;
  for (const warning of warnings) getLogger().warn({ slotId }, warning);
  // Uploaded raster images and the shipped illustrations have WebP variants: a phone
  // downloads a phone-sized copy.
  const srcSet =
    display.kind === 'image'
      ? storedSrcSet(display.src, item && display.src === item.file_url ? item.width : null)
      : undefined;
  return (
    <SlotContent
      display={display}
      srcSet={srcSet}
      slotId={slotId}
      width={item?.width ?? slot.width}
      height={item?.height ?? slot.height}
      {...look}
    />
  );
}

function SlotContent({
  display,
  srcSet,
  slotId,
  width,
  height,
  className,
  imgClassName,
  priority,
  emptyPlaceholder,
  insideLink,
  sizes,
}: SlotLook & {
  display: SlotDisplay;
  /** WebP variants of the uploaded image or shipped illustration. */
  srcSet?: string;
  slotId: string;
  width: number;
  height: number;
}) {
  const frame = (
    state: 'empty' | 'video' | 'image',
    frameClass: string | undefined,
    content: React.ReactNode,
  ) => (
    <div data-slot={slotId} data-slot-state={state} className={frameClass}>
      {content}
    </div>
  );
  switch (display.kind) {
    case 'none':
      return emptyPlaceholder ? frame('empty', className, emptyPlaceholder) : null;
    case 'video':
      return frame(
        'video',
        cn('relative aspect-video overflow-hidden rounded-xl bg-navy-950', className),
        <VideoEmbed
          embedUrl={display.embedUrl}
          title={display.title}
          poster={{ src: VIDEO_POSTER_URL, srcSet: srcSetFor(VIDEO_POSTER_URL, null), sizes }}
        />,
      );
    case 'custom-video':
      return frame(
        'video',
        cn('overflow-hidden rounded-xl bg-navy-950', className),
        // Our poster until the visitor presses play; nothing of the file loads before.
        <video
          src={display.src}
          title={display.title}
          poster={VIDEO_POSTER_URL}
          controls
          preload="none"
          className="size-full"
        />,
      );
    case 'image': {
      const image = (
        <SlotImage
          src={display.src}
          fallbackSrc={display.fallbackSrc}
          alt={display.alt}
          title={display.title ?? undefined}
          width={width}
          height={height}
          priority={priority}
          // Merged here, on the server: the client component then needs no tailwind-merge.
          className={cn('h-auto max-w-full', imgClassName)}
          pulse={width >= 400}
          srcSet={srcSet}
          sizes={srcSet ? (sizes ?? `(max-width: 640px) 100vw, ${width}px`) : undefined}
        />
      );
      return frame(
        'image',
        className,
        display.redirectUrl && !insideLink ? (
          // public-site.md §4: a media item with a redirect_url opens it in a new tab without referrer.
          <a href={display.redirectUrl} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          image
        ),
      );
    }
  }
}

/**
 * A named media slot (public-site.md §4 "Media slot display"): the admin's active item when its
 * URL is usable, otherwise the shipped default, otherwise `emptyPlaceholder` or nothing. A video
 * slot first shows the active video_content row assigned to it, then its media item,
 * then the site-config default video. The slot is resolved on the server (one cached read for
 * all slots, one more per video slot), so the HTML is complete without JavaScript; the grey
 * pulsing placeholder shows while the image itself loads.
 */
export function MediaSlot(props: MediaSlotProps) {
  return <ResolvedMediaSlot {...props} />;
}
