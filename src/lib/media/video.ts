/**
 * Video URL helpers shared by the public media slots (public-site.md §4 "Media slot display":
 * watch and short links converted to embed form) and the admin video form (back-office.md §5
 * "Video").
 */

export type ParsedVideo = { type: 'youtube' | 'vimeo' | 'custom'; id: string | null };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function parseUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

/**
 * Identifies the host and video id of a URL.
 * YouTube ids come from youtu.be short links, watch?v= links, /shorts/ and /embed/ paths;
 * Vimeo ids from the numeric path segment; anything else is `custom` with no id.
 */
export function parseVideoUrl(raw: string): ParsedVideo {
  const url = parseUrl(raw);
  if (!url) return { type: 'custom', id: null };
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { type: 'youtube', id } : { type: 'custom', id: null };
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    let id = url.searchParams.get('v') ?? '';
    if (!id && ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1] ?? '';
    return YOUTUBE_ID.test(id) ? { type: 'youtube', id } : { type: 'custom', id: null };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = [...segments].reverse().find((s) => /^\d+$/.test(s));
    return id ? { type: 'vimeo', id } : { type: 'custom', id: null };
  }
  return { type: 'custom', id: null };
}

/** True when the URL points at a supported video host (YouTube or Vimeo) with a video id. */
export function isVideoHostUrl(raw: string): boolean {
  return parseVideoUrl(raw).type !== 'custom';
}

/**
 * The embeddable form of a video-host URL: `https://www.youtube-nocookie.com/embed/{id}` or
 * `https://player.vimeo.com/video/{id}`; null when the URL is not a recognised video-host link.
 */
export function toEmbedUrl(raw: string): string | null {
  const { type, id } = parseVideoUrl(raw);
  if (type === 'youtube' && id) return `https://www.youtube-nocookie.com/embed/${id}`;
  if (type === 'vimeo' && id) return `https://player.vimeo.com/video/${id}`;
  return null;
}

/**
 * The embed URL that starts playing at once: `autoplay=1` added to its query (both YouTube and
 * Vimeo read it). Used when the visitor has pressed play, so one click plays the video.
 * @param embedUrl - an absolute embed URL
 */
export function autoplayEmbedUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * Thumbnail URL for a video (back-office.md §7 "File storage"): YouTube's max-resolution image,
 * or a Vimeo thumbnail-service URL; null for custom videos.
 */
export function videoThumbnailUrl(parsed: ParsedVideo): string | null {
  if (parsed.type === 'youtube' && parsed.id)
    return `https://img.youtube.com/vi/${parsed.id}/maxresdefault.jpg`;
  if (parsed.type === 'vimeo' && parsed.id) return `https://vumbnail.com/${parsed.id}.jpg`;
  return null;
}

/**
 * The poster every video slot shows before the visitor presses play: a
 * shipped illustration in the product's look (public/defaults/video-poster.svg, rendered to WebP
 * with its variants by `npm run render:illustrations`). It is ours, so nothing is fetched from the
 * video host until the visitor asks, whatever the video URL.
 */
export const VIDEO_POSTER_URL = '/defaults/video-poster.webp';
