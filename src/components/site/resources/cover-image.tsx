import { cn } from '@/lib/utils';

/**
 * An article's featured image, decorative (the title says what it is), in the fixed 1200x630
 * ratio so it never shifts the layout. Featured images are admin uploads or shipped SVG covers.
 */
export function CoverImage({
  src,
  priority = false,
  className,
}: {
  src: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
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
