import { cn } from '@/lib/utils';
import { storedSrcSet } from '@/server/uploads/image-width';

/**
 * An article's featured image, decorative (the title says what it is), in the fixed 1200x630
 * ratio so it never shifts the layout. Featured images are admin uploads or shipped SVG covers;
 * uploads offer their WebP variants through `srcset`, so a phone loads a small copy.
 */
export function CoverImage({
  src,
  width,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  /** The stored image's pixel width (featured_image_width); null when it has no variants. */
  width?: number | null;
  /** The rendered width for the browser's choice, e.g. "(max-width: 768px) 100vw, 384px". */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = storedSrcSet(src, width);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[1200/630] w-full bg-slate-100 object-cover', className)}
    />
  );
}
