'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

/** The carousel state; throws when used outside {@link Carousel} (public-site.md §8). */
export function useCarousel(): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a <Carousel />');
  return context;
}

/**
 * A carousel on Embla. Defaults to the spec's options (public-site.md §9): align start, loop on.
 * Arrow keys move between slides when the carousel has focus.
 */
export function Carousel({
  opts,
  className,
  children,
  label,
}: {
  opts?: CarouselOptions;
  className?: string;
  children: React.ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', loop: true, ...opts });
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);

  const onSelect = React.useCallback((a: CarouselApi) => {
    if (!a) return;
    setCanScrollPrev(a.canScrollPrev());
    setCanScrollNext(a.canScrollNext());
  }, []);

  React.useEffect(() => {
    if (!api) return;
    // Read the initial state on the next frame (Embla is initialised by then).
    const frame = requestAnimationFrame(() => onSelect(api));
    api.on('reInit', onSelect);
    api.on('select', onSelect);
    return () => {
      cancelAnimationFrame(frame);
      api.off('reInit', onSelect);
      api.off('select', onSelect);
    };
  }, [api, onSelect]);

  const scrollPrev = React.useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = React.useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider
      value={{ viewportRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}
    >
      <div
        className={cn('relative', className)}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKeyDown}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn('flex', className)}>{children}</div>
    </div>
  );
}

export function CarouselItem({
  className,
  children,
  index,
  total,
}: {
  className?: string;
  children: React.ReactNode;
  index: number;
  total: number;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className={cn('min-w-0 shrink-0 grow-0 basis-full', className)}
    >
      {children}
    </div>
  );
}

const arrowClass =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-md ring-1 ring-slate-200 transition hover:bg-white disabled:cursor-not-allowed disabled:opacity-40';

/** Previous arrow; disabled at the start when the carousel does not loop. */
export function CarouselPrevious({ className }: { className?: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button
      type="button"
      className={cn(arrowClass, 'left-3', className)}
      onClick={scrollPrev}
      disabled={!canScrollPrev}
      aria-label="Previous slide"
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Next arrow; disabled at the end when the carousel does not loop. */
export function CarouselNext({ className }: { className?: string }) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button
      type="button"
      className={cn(arrowClass, 'right-3', className)}
      onClick={scrollNext}
      disabled={!canScrollNext}
      aria-label="Next slide"
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </button>
  );
}
