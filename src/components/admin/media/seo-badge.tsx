import { isSeoMissing, seoScore, type SeoFields } from '@/lib/media/seo-score';
import { cn } from '@/lib/utils';

/**
 * The one SEO signal of a media item, the same on its library card and on its slot: "SEO 85"
 * (green) when it has alt text and an SEO title, "SEO Missing · 60" (amber) when either is absent
 * (back-office.md §2 "SEO Missing", §9 score). Worked out from the item's fields as they are now,
 * so the two places can never disagree.
 */
export function MediaSeoBadge({ item }: { item: SeoFields }) {
  const missing = isSeoMissing(item);
  return (
    <span
      data-testid="seo-badge"
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        missing ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800',
      )}
    >
      {missing ? `SEO Missing · ${seoScore(item)}` : `SEO ${seoScore(item)}`}
    </span>
  );
}
