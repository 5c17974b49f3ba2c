'use client';

import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/variants';
import { formatDateTime } from '@/lib/post-state';
import type { SeoCheck } from '@/lib/seo/post-checks';
import { SeoChecklist } from './seo-checklist';

/**
 * "Before you publish": what the SEO checks found missing when a post is about to be
 * published. A warning only: "Publish anyway now" (or "… on <date, time>" for a scheduled post)
 * publishes, "Keep editing" goes back to the form.
 */
export function PrePublishDialog({
  warnings,
  scheduleAt,
  onPublish,
  onCancel,
}: {
  /** The failed checks; the dialog is open while this is not null. */
  warnings: readonly SeoCheck[] | null;
  /** When the post goes live (a future time), or null: at once. */
  scheduleAt: Date | null;
  onPublish: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog.Root open={warnings !== null} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-navy-950/70 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[80] max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-navy-900">
            Before you publish
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {warnings?.length === 1 ? 'One thing' : `${warnings?.length ?? 0} things`} could help
            this post in search results and shares. You can publish anyway
            {scheduleAt
              ? `: it goes live on ${formatDateTime(scheduleAt)}.`
              : ': it goes live now.'}
          </AlertDialog.Description>
          <div className="mt-4">
            <SeoChecklist checks={warnings ?? []} testId="prepublish-warnings" />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep editing</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'primary' })}
              onClick={onPublish}
            >
              {scheduleAt
                ? `Publish anyway on ${formatDateTime(scheduleAt)}`
                : 'Publish anyway now'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
