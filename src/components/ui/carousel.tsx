'use client';

import { clsx } from 'clsx';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';

type CarouselContextValue = {
  viewportRef: React.RefObject<HTMLDivElement | null>;
  api: EmblaCarouselType | undefined;
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
 *
 * The slides are server-rendered and the first one shows without JavaScript; Embla itself loads
 * after hydration (its own chunk) once the carousel is within half a screen of the viewport,
 * so it is not part of what a page must download and run before it can paint and respond
 * (JavaScript only where a page is interactive). Until it has loaded the arrows stay
 * disabled. With `opts.active === false` Embla is not loaded at all.
 */
export function Carousel({
  opts,
  className,
  children,
  label,
}: {
  opts?: EmblaOptionsType;
  className?: string;
  children: React.ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
}) {
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const [api, setApi] = React.useState<EmblaCarouselType>();
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);
  // The options as first rendered: a carousel is not re-created when a parent re-renders.
  const [options] = React.useState<EmblaOptionsType>(() => ({
    align: 'start',
    loop: true,
    ...opts,
  }));

  const onSelect = React.useCallback((a: EmblaCarouselType) => {
    setCanScrollPrev(a.canScrollPrev());
    setCanScrollNext(a.canScrollNext());
  }, []);

  React.useEffect(() => {
    const viewport = viewportRef.current;
    if (options.active === false || !viewport) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const start = () => {
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled || !viewportRef.current) return;
        instance = EmblaCarousel(viewportRef.current, options);
        setApi(instance);
        onSelect(instance);
      });
    };
    // Embla loads when the carousel comes within half a screen of the viewport (or at once where
    // IntersectionObserver is missing): a visitor who never scrolls to it never pays for it.
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(viewport);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.destroy();
    };
  }, [options, onSelect]);

  React.useEffect(() => {
    if (!api) return;
    api.on('reInit', onSelect);
    api.on('select', onSelect);
    return () => {
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
        className={clsx('relative', className)}
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
      <div className={clsx('flex', className)}>{children}</div>
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
      className={clsx('min-w-0 shrink-0 grow-0 basis-full', className)}
    >
      {children}
    </div>
  );
}

// The arrows are laid out by the caller (the banner carousel puts them in a row under the slides),
// never over a slide's content.
const arrowClass =
  'flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-sm ring-1 ring-slate-300 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** One arrow button: scrolls one slide that way, disabled when it cannot (no loop, at an end). */
function CarouselArrow({
  direction,
  className,
}: {
  direction: 'prev' | 'next';
  className?: string;
}) {
  const { scrollPrev, canScrollPrev, scrollNext, canScrollNext } = useCarousel();
  const prev = direction === 'prev';
  const Icon = prev ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={clsx(arrowClass, className)}
      onClick={prev ? scrollPrev : scrollNext}
      disabled={prev ? !canScrollPrev : !canScrollNext}
      aria-label={prev ? 'Previous slide' : 'Next slide'}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Previous arrow; disabled at the start when the carousel does not loop. */
export function CarouselPrevious({ className }: { className?: string }) {
  return <CarouselArrow direction="prev" className={className} />;
}

/** Next arrow; disabled at the end when the carousel does not loop. */
export function CarouselNext({ className }: { className?: string }) {
  return <CarouselArrow direction="next" className={className} />;
}
