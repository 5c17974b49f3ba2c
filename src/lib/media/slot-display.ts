import { isSafeLinkTarget } from '@/lib/validation/urls';
import { isVideoHostUrl, toEmbedUrl } from './video';

/** The public fields of a site media item read for a slot (public-site.md §3 "site media item"). */
export type SlotMediaItem = {
  id: number;
  slot_id: string | null;
  name: string;
  file_url: string;
  alt_text: string | null;
  redirect_url: string | null;
  seo_title: string | null;
  is_active: boolean;
  file_type: string | null;
  file_size: string | null;
  optimization_status: string | null;
  width: number | null;
  height: number | null;
  created_at: Date;
  updated_at: Date;
};

export type SlotDisplay =
  | {
      kind: 'image';
      src: string;
      alt: string;
      /** Where the browser switches when `src` fails to load; null = none. */
      fallbackSrc: string | null;
      redirectUrl: string | null;
      title: string | null;
    }
  | { kind: 'video'; embedUrl: string; title: string; redirectUrl: null }
  | { kind: 'custom-video'; src: string; title: string; redirectUrl: null }
  | { kind: 'none' };

export type SlotFallback = { url: string | null; alt: string };

export type ResolvedSlot = { display: SlotDisplay; warnings: string[] };

/** A URL that a browser can load for everyone: not empty and not a `blob:` URL. */
export function isUsableMediaUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  return trimmed.length > 0 && !trimmed.toLowerCase().startsWith('blob:');
}

function isVideoType(fileType: string | null): boolean {
  if (!fileType) return false;
  const t = fileType.toLowerCase();
  return t === 'video' || t.startsWith('video/') || t === 'youtube' || t === 'vimeo';
}

function displayFor(
  url: string,
  alt: string,
  fileType: string | null,
  extra: {
    fallbackSrc: string | null;
    redirectUrl: string | null;
    title: string | null;
  },
): SlotDisplay {
  const embed = toEmbedUrl(url);
  if (embed)
    return { kind: 'video', embedUrl: embed, title: extra.title ?? alt, redirectUrl: null };
  if (isVideoType(fileType))
    return { kind: 'custom-video', src: url, title: extra.title ?? alt, redirectUrl: null };
  return { kind: 'image', src: url, alt, ...extra };
}

/**
 * Decides what a media slot shows (public-site.md §4 "Media slot display"):
 * the fetched item when its URL is usable; otherwise the fallback; nothing when neither is usable.
 * A `blob:` URL is never usable and yields a warning that the item needs re-upload. Video types
 * and video-host links become embeds (watch and short links converted). A fetched image keeps the
 * fallback as `fallbackSrc`, so a load error can switch to it.
 * @param item - the active media row of the slot, or null when there is none
 * @param fallback - the slot's shipped default (url null when it has none) and its alt text
 * @returns the display decision plus warnings to log
 */
export function resolveSlotDisplay(
  item: SlotMediaItem | null,
  fallback: SlotFallback,
): ResolvedSlot {
  const warnings: string[] = [];
  const fallbackUrl = isUsableMediaUrl(fallback.url) ? fallback.url : null;

  if (item && isUsableMediaUrl(item.file_url)) {
    const alt = item.alt_text?.trim() || fallback.alt;
    // Only a link the admin form would accept becomes a link (never javascript:, data: or //host),
    // whatever reached the database.
    const link = item.redirect_url?.trim();
    const redirectUrl = link && isSafeLinkTarget(link) ? link : null;
    const display = displayFor(item.file_url.trim(), alt, item.file_type, {
      fallbackSrc: fallbackUrl,
      redirectUrl,
      title: item.seo_title,
    });
    return { display, warnings };
  }
  if (item && item.file_url?.trim().toLowerCase().startsWith('blob:')) {
    warnings.push(
      `Media "${item.name}" for slot ${item.slot_id ?? '?'} has a blob URL and needs to be re-uploaded.`,
    );
  }
  if (fallbackUrl) {
    const display = displayFor(
      fallbackUrl,
      fallback.alt,
      isVideoHostUrl(fallbackUrl) ? 'video' : null,
      {
        fallbackSrc: null,
        redirectUrl: null,
        title: null,
      },
    );
    return { display, warnings };
  }
  return { display: { kind: 'none' }, warnings };
}

/** True for links that leave the site: absolute http(s) and protocol-relative `//` URLs. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

// ---------------------------------------------------------------------------------------------
// Video slots (a video assigned to the product demo slot plays on /product)
// ---------------------------------------------------------------------------------------------

/**
 * The catalogue slots that show a video, and so may be the slot_identifier of a video_content
 * row (back-office.md §3 "Product (4): demo video"). The catalogue (`./slots`) has no media kind
 * of its own, so the list is kept here; a unit test checks every id is in the catalogue.
 */
export const VIDEO_SLOT_IDS: readonly string[] = ['product-demo-video'];

/**
 * Whether `slotId` is a video slot of the catalogue ({@link VIDEO_SLOT_IDS}).
 * @param slotId - any string (form input included)
 * @returns true only for an exact video slot id
 */
export function isVideoSlotId(slotId: string): boolean {
  return VIDEO_SLOT_IDS.includes(slotId);
}

/** The fields of an active video_content row read to show it in its slot (back-office.md §3). */
export type SlotVideoItem = {
  title: string;
  video_url: string;
  seo_title: string | null;
};

/**
 * Decides what a video slot shows, in this order of precedence: the active video_content row
 * assigned to the slot, else the slot's site_media item, else the default from the site config
 * (the last two exactly as {@link resolveSlotDisplay} decides them).
 *
 * The video row wins whenever its URL is usable: a YouTube or Vimeo link becomes an embed (watch
 * and short links converted, public-site.md §4), any other URL plays in a native video player.
 * Its title is the SEO title when set, else the video title. A row whose URL is not usable (blank
 * or `blob:`) is skipped with a warning, and the slot falls through to the item or the default.
 * @param video - the slot's active video_content row, or null when there is none
 * @param item - the slot's active site_media row, or null
 * @param fallback - the site-config default video URL (url null when there is none) and alt text
 * @returns the display decision plus warnings to log
 */
export function resolveVideoSlotDisplay(
  video: SlotVideoItem | null,
  item: SlotMediaItem | null,
  fallback: SlotFallback,
): ResolvedSlot {
  if (video && isUsableMediaUrl(video.video_url)) {
    const url = video.video_url.trim();
    const title = video.seo_title?.trim() || video.title.trim() || fallback.alt;
    const embedUrl = toEmbedUrl(url);
    const display: SlotDisplay = embedUrl
      ? { kind: 'video', embedUrl, title, redirectUrl: null }
      : { kind: 'custom-video', src: url, title, redirectUrl: null };
    return { display, warnings: [] };
  }
  const resolved = resolveSlotDisplay(item, fallback);
  if (!video) return resolved;
  return {
    display: resolved.display,
    warnings: [
      `Video "${video.title}" has an unusable URL and was skipped; showing the slot's media or default.`,
      ...resolved.warnings,
    ],
  };
}
