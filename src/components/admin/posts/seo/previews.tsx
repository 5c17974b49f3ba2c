'use client';

import { ImageOff } from 'lucide-react';
import * as React from 'react';
import { siteConfig } from '@/config/site';
import { SERP_FONT, SERP_LIMITS, truncateToWidth } from '@/lib/seo/serp-width';

/** What the previews show: the page's title and description as the public page sets them. */
export type PreviewText = {
  title: string;
  description: string;
  /** The host shown in the URL line, e.g. "lizit.com". */
  host: string;
  slug: string;
  /** The page's path when it is not an article ("/why-lizit"): the breadcrumb shows it instead. */
  path?: string;
};

/** "lizit.com › resources › slug" (or the page's path), the breadcrumb a search result shows. */
function breadcrumb({ host, slug, path }: PreviewText): string {
  if (path !== undefined) return [host, ...path.split('/').filter(Boolean)].join(' › ');
  return [host, 'resources', slug || '…'].join(' › ');
}

/** The site's mark and name above a result. */
function SiteLine(props: PreviewText) {
  return (
    <div className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-navy-900 ring-1 ring-slate-200"
      >
        {siteConfig.name.slice(0, 1)}
      </span>
      <span className="min-w-0">
        <span className="block text-sm leading-tight text-[#202124]">{siteConfig.name}</span>
        <span className="block truncate text-xs leading-tight text-[#4d5156]">
          {breadcrumb(props)}
        </span>
      </span>
    </div>
  );
}

/**
 * How each device shows a result: the caption, the box's classes (and the desktop's inner column),
 * the title's classes, and the widths in px the title and the description are cut at.
 */
const SERP_DEVICES = [
  {
    device: 'desktop',
    caption: 'Desktop search result',
    figureClassName: 'min-w-0 space-y-1',
    boxClassName:
      'overflow-hidden rounded-lg border border-slate-200 bg-white p-4 font-[Arial,sans-serif]',
    columnClassName: 'max-w-[600px] space-y-1',
    titleClassName: 'text-[20px] leading-snug whitespace-nowrap text-[#1a0dab]',
    titleWidth: SERP_LIMITS.title,
    descriptionWidth: SERP_LIMITS.description,
  },
  {
    device: 'mobile',
    caption: 'Mobile search result',
    figureClassName: 'space-y-1',
    boxClassName:
      'w-[340px] max-w-full space-y-1.5 rounded-2xl border border-slate-200 bg-white p-4 font-[Arial,sans-serif]',
    titleClassName: 'line-clamp-2 text-[18px] leading-snug text-[#1a0dab]',
    titleWidth: SERP_LIMITS.mobileTitle,
    descriptionWidth: SERP_LIMITS.mobileDescription,
  },
] as const satisfies ReadonlyArray<{
  device: string;
  caption: string;
  figureClassName: string;
  boxClassName: string;
  columnClassName?: string;
  titleClassName: string;
  titleWidth: number;
  descriptionWidth: number;
}>;

/**
 * One device's search result, in a box like the device's: the site line, then the title
 * (`serp-{device}-title`) and the description, each cut to the device's width.
 */
function SerpResult({ view, site }: { view: (typeof SERP_DEVICES)[number]; site: PreviewText }) {
  const { device } = view;
  const result = (
    <>
      <SiteLine {...site} />
      <p data-testid={`serp-${device}-title`} className={view.titleClassName}>
        {truncateToWidth(site.title, view.titleWidth, SERP_FONT.title)}
      </p>
      <p
        data-testid={`serp-${device}-description`}
        className="text-[14px] leading-snug text-[#4d5156]"
      >
        {truncateToWidth(site.description, view.descriptionWidth, SERP_FONT.description)}
      </p>
    </>
  );
  return (
    <figure className={view.figureClassName}>
      <figcaption className="text-xs font-medium text-slate-600">{view.caption}</figcaption>
      <div data-testid={`serp-${device}`} className={view.boxClassName}>
        {'columnClassName' in view ? <div className={view.columnClassName}>{result}</div> : result}
      </div>
    </figure>
  );
}

/**
 * The search-result previews: desktop (title cut at 580 px, description at
 * 920 px) and mobile (title on up to two lines, description cut at 680 px), in Arial like Google.
 */
export function SerpPreviews(props: PreviewText) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
      {SERP_DEVICES.map((view) => (
        <SerpResult key={view.device} view={view} site={props} />
      ))}
    </div>
  );
}

/**
 * The social card preview (Open Graph, X's large summary card): a 1200×630 image area
 * with `image` (the featured image or the generated one), or a neutral placeholder when there is
 * none or it cannot load; the host, the title and the description.
 */
export function SocialCardPreview({
  image,
  imageNote,
  ...text
}: PreviewText & { image: string | null; imageNote: string }) {
  const [failed, setFailed] = React.useState<string | null>(null);
  const showImage = image !== null && failed !== image;
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-slate-600">
        Social card (Open Graph / X) · {imageNote}
      </figcaption>
      <div
        data-testid="social-card"
        className="w-full max-w-[500px] overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        <div className="relative aspect-[1200/630] bg-slate-100">
          {showImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of any image URL
            <img
              src={image}
              alt=""
              data-testid="social-card-image"
              className="absolute inset-0 size-full object-cover"
              onError={() => setFailed(image)}
            />
          ) : (
            <div
              data-testid="social-card-placeholder"
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-slate-500"
            >
              <ImageOff aria-hidden="true" className="size-6" />
              No image yet
            </div>
          )}
        </div>
        <div className="space-y-0.5 border-t border-slate-200 p-3">
          <p className="text-xs text-slate-500 uppercase">{text.host}</p>
          <p data-testid="social-card-title" className="line-clamp-2 font-semibold text-slate-900">
            {text.title}
          </p>
          <p data-testid="social-card-description" className="line-clamp-2 text-sm text-slate-600">
            {text.description}
          </p>
        </div>
      </div>
    </figure>
  );
}
