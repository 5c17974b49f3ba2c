'use client';

import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { autoplayEmbedUrl } from '@/lib/media/video';

/**
 * A video-host embed that loads its frame when the visitor presses play (public-site.md §4 "Media
 * slot display": video-host links render in an embedded frame). Until then it is a panel with a
 * play button and the video's title, so a page does not load the host's player (about a megabyte
 * of script), nor its poster image from the host, for visitors who never watch. Without
 * JavaScript the panel is a link that opens the video in a new tab. Fills its positioned parent
 * (an `aspect-video` box).
 */
export function VideoEmbed({
  embedUrl,
  title,
}: {
  /** The host's embed URL (src/lib/media/video.ts `toEmbedUrl`). */
  embedUrl: string;
  /** The video's title: shown on the panel, the frame's title and the play button's name. */
  title: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button is gone once pressed: keyboard focus moves to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={autoplayEmbedUrl(embedUrl)}
        title={title}
        className="absolute inset-0 size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <a
      href={embedUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Play video: ${title}`}
      data-video-play=""
      className="group absolute inset-0 flex items-center justify-center bg-gradient-to-br from-navy-900 to-navy-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <span className="relative flex size-16 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg transition group-hover:scale-105 group-hover:bg-accent-600">
        <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-x-4 bottom-4 truncate text-center text-sm font-medium text-white/90"
      >
        {title}
      </span>
    </a>
  );
}
