import { CircleAlert, CircleCheck } from 'lucide-react';
import type { SeoCheck } from '@/lib/seo/post-checks';

/** The SEO checks as a list: a green tick for each passed, an amber mark for each warning. */
export function SeoChecklist({ checks, testId }: { checks: readonly SeoCheck[]; testId: string }) {
  return (
    <ul data-testid={testId} className="space-y-1.5 text-sm">
      {checks.map((c) => (
        <li key={c.id} data-check={c.id} data-ok={c.ok} className="flex items-start gap-2">
          {c.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          )}
          <span className={c.ok ? 'text-slate-700' : 'text-slate-900'}>
            <span className="sr-only">{c.ok ? 'Done: ' : 'Warning: '}</span>
            {c.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
