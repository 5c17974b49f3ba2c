'use client';

import { clsx } from 'clsx';
import { useCallback, useState } from 'react';

/**
 * An image that shows a grey pulsing placeholder until it has loaded and switches to its fallback
 * when it fails to load (public-site.md §4 "Media slot display").
 */
export function SlotImage({
  src,
  fallbackSrc,
  alt,
  title,
  width,
  height,
  priority,
  className,
  pulse = true,
  srcSet,
  sizes,
}: {
  /** Responsive candidates of `src` (its WebP variants); dropped when the fallback is shown. */
  srcSet?: string;
  sizes?: string;
  /** Show the pulsing placeholder until loaded (off for transparent logos, where it would show through). */
  pulse?: boolean;
  src: string;
  fallbackSrc: string | null;
  alt: string;
  title?: string;
  width: number;
  height: number;
  priority?: boolean;
  /** Complete classes of the image, conflicts already resolved (by the server, with `cn`). */
  className?: string;
}) {
  const [current, setCurrent] = useState(src);
  const [loaded, setLoaded] = useState(false);

  const onError = useCallback(() => {
    if (fallbackSrc && current !== fallbackSrc) {
      console.warn(`Image failed to load, using fallback: ${current}`);
      setCurrent(fallbackSrc);
    } else {
      console.warn(`Image failed to load: ${current}`);
      setLoaded(true);
    }
  }, [current, fallbackSrc]);

  // An image that loaded or failed before hydration fires no React event: check it on mount.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      if (img.naturalWidth > 0) setLoaded(true);
      else if (img.currentSrc) onError();
    },
    [onError],
  );

  return (
    // Uploaded media is already re-encoded and sized by the upload pipeline; next/image would
    // re-optimise arbitrary admin URLs and SVG defaults, which it cannot do safely.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={ref}
      src={current}
      srcSet={current === src ? srcSet : undefined}
      sizes={current === src && srcSet ? sizes : undefined}
      alt={alt}
      title={title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={onError}
      data-loaded={loaded ? 'true' : 'false'}
      className={clsx(className, pulse && !loaded && 'animate-pulse bg-slate-200')}
    />
  );
}
