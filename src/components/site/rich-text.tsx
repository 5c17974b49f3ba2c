import { sanitizeRichHtml } from '@/lib/sanitize';
import { cn } from '@/lib/utils';

/**
 * Stored rich text (articles, FAQ answers), sanitised again on render (public-site.md §5) and
 * styled with the `prose-content` rules.
 */
export function RichText({
  html,
  className,
  ...rest
}: {
  html: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      className={cn('prose-content', className)}
      {...rest}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}
