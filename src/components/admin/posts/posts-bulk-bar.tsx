'use client';

import { Archive, CalendarClock, Send, Trash2, X, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { localInputToIso } from '@/lib/datetime-local';
import { formatDateTime } from '@/lib/post-state';
import { bulkDeletePostsAction, bulkPostStatusAction } from '@/server/posts/actions';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';

const posts = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

type StatusOp = 'publish' | 'archive';

/** What the two status changes say: their button, confirmation and toasts. */
const STATUS_OPS: Record<
  StatusOp,
  { label: string; icon: LucideIcon; description: string; done: string; errorTitle: string }
> = {
  publish: {
    label: 'Publish',
    icon: Send,
    description: 'They appear on /resources at once. Posts already public keep their date.',
    done: 'published',
    errorTitle: 'Error publishing posts',
  },
  archive: {
    label: 'Archive',
    icon: Archive,
    description:
      'They leave the site (lists, article pages, sitemap and feed) and stay here as Archived.',
    done: 'archived',
    errorTitle: 'Error archiving posts',
  },
};

/** The bar's button for a status change, confirmed first. */
function StatusConfirm({
  op,
  count,
  onConfirm,
}: {
  op: StatusOp;
  count: number;
  onConfirm: () => Promise<void>;
}) {
  const { label, icon: Icon, description } = STATUS_OPS[op];
  return (
    <ConfirmDialog
      title={`${label} ${posts(count)}?`}
      description={description}
      confirmLabel={label}
      tone="primary"
      onConfirm={onConfirm}
      trigger={
        <Button size="sm" variant="outlineLight">
          <Icon aria-hidden="true" /> {label}
        </Button>
      }
    />
  );
}

/**
 * The bulk actions on the selected posts: publish now, schedule, archive
 * and delete (to the Trash, with Undo), each confirmed first. Shown while posts are
 * selected; `onDone` clears the selection after a success.
 */
export function PostsBulkBar({
  ids,
  onClear,
  onDone,
}: {
  ids: number[];
  onClear: () => void;
  onDone: () => void;
}) {
  const { run } = useAdminAction();
  const [scheduleOpen, setScheduleOpen] = React.useState(false);
  const n = ids.length;

  const status = async (op: StatusOp) => {
    const result = await run(() => bulkPostStatusAction({ ids, op }), {
      success: `${posts(n)} ${STATUS_OPS[op].done}`,
      errorTitle: STATUS_OPS[op].errorTitle,
    });
    if (result.ok) onDone();
  };

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl bg-navy-900 p-3 text-white shadow-lg"
    >
      <p className="mr-auto px-1 text-sm font-semibold" aria-live="polite">
        {posts(n)} selected
      </p>
      <StatusConfirm op="publish" count={n} onConfirm={() => status('publish')} />
      <Button size="sm" variant="outlineLight" onClick={() => setScheduleOpen(true)}>
        <CalendarClock aria-hidden="true" /> Schedule
      </Button>
      <StatusConfirm op="archive" count={n} onConfirm={() => status('archive')} />
      <ConfirmDialog
        title={`Delete ${posts(n)}?`}
        description={`They disappear from the site and from this list. ${TRASH_NOTE.replace('It moves', 'They move')}`}
        onConfirm={async () => {
          const result = await run(() => bulkDeletePostsAction({ ids }), {
            success: `${posts(n)} deleted`,
            successDescription: 'Moved to the Trash.',
            errorTitle: 'Error deleting posts',
            undo: (data) => restoreUndo(run, 'post', data.ids)(),
          });
          if (result.ok) onDone();
        }}
        trigger={
          <Button size="sm" variant="outline" className="text-red-700">
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        }
      />
      <Button size="sm" variant="link" className="text-white" onClick={onClear}>
        <X aria-hidden="true" /> Clear selection
      </Button>
      <ScheduleDialog
        open={scheduleOpen}
        onOpenChange={setScheduleOpen}
        count={n}
        onSchedule={async (iso) => {
          const result = await run(
            () => bulkPostStatusAction({ ids, op: 'schedule', published_at: iso }),
            {
              success: `${posts(n)} scheduled for ${formatDateTime(iso)}`,
              errorTitle: 'Error scheduling posts',
            },
          );
          if (result.ok) {
            setScheduleOpen(false);
            onDone();
          }
          return result.ok ? null : result.error;
        }}
      />
    </div>
  );
}

/** Asks when the selected posts go live (the admin's own time zone). */
function ScheduleDialog({
  open,
  onOpenChange,
  count,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  onSchedule: (iso: string) => Promise<string | null>;
}) {
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const timeZone = React.useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const iso = localInputToIso(value);
    if (!iso) return setError('Choose a date and time');
    if (new Date(iso).getTime() <= Date.now()) return setError('Choose a time in the future');
    setBusy(true);
    setError(await onSchedule(iso));
    setBusy(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        setError(null);
        onOpenChange(o);
      }}
    >
      <DialogContent className="max-w-md" aria-describedby="schedule-description">
        <DialogHeader>
          <DialogTitle>Schedule {posts(count)}</DialogTitle>
          <DialogDescription id="schedule-description">
            They go live by themselves at this time.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4 text-left text-navy-900">
          <FormField
            id="bulk-schedule-at"
            label="Publication date and time"
            hint={`Your time zone (${timeZone}).`}
            error={error ?? undefined}
          >
            <Input type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Scheduling…' : `Schedule ${posts(count)}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
