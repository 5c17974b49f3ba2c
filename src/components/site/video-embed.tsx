'use client';

import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { autoplayEmbedUrl } from '@/lib/media/video';

/**
 * A video-host embed behind a click-to-play poster (public-site.md §4 "Media slot display":
 * video-host links render in an embedded frame). Until the visitor presses
 * play it shows our own poster image, the video's title and a play button, so a page loads no
 * third-party frame (about a megabyte of the host's script, its cookies and its poster) for
 * visitors who never watch. Pressing the button (click, Enter or Space) puts the host's player,
 * set to autoplay, in its place and moves focus to it. Without JavaScript a link opens the video
 * in a new tab. Fills its positioned parent (an `aspect-video` box).
 */
export function VideoEmbed({
  embedUrl,
  title,
  poster,
}: {
  /** The host's embed URL (src/lib/media/video.ts `toEmbedUrl`). */
  embedUrl: string;
  /** The video's title: shown on the poster, the frame's title and the play button's name. */
  title: string;
  /** The poster image, with its WebP variants when it has them (computed on the server). */
  poster: { src: string; srcSet?: string; sizes?: string };
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
    <div className="group absolute inset-0" data-video-poster="">
      {/* Decorative (the button names the video); a shipped WebP with its variants, as the slots' images. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- srcset of our shipped variants */}
      <img
        src={poster.src}
        srcSet={poster.srcSet}
        sizes={poster.srcSet ? poster.sizes : undefined}
        alt=""
        width={1280}
        height={720}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-navy-950/85 via-navy-950/20 to-transparent"
      />
      <button
        type="button"
        aria-label={`Play video: ${title}`}
        onClick={() => setPlaying(true)}
        className="absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-500"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg ring-8 ring-white/20 transition group-hover:scale-105 group-hover:bg-accent-800 sm:size-20">
          <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden="true" />
        </span>
      </button>
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-5 bottom-4 truncate text-lg font-bold text-white sm:bottom-5 sm:text-xl"
      >
        {title}
      </p>
      <noscript>
        <a
          href={embedUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="absolute top-3 right-3 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-navy-900"
        >
          Open the video in a new tab
        </a>
      </noscript>
    </div>
  );
}
