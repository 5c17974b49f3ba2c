'use client';

import { History, RotateCcw } from 'lucide-react';
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
import { Select } from '@/components/ui/input';
import type { ActionResult } from '@/lib/action-result';
import { formatDateTime } from '@/lib/post-state';
import { LoadedList } from './loaded-list';
import { useAdminAction } from './use-admin-action';

/** A revision as a History panel lists it. */
export type HistoryRevision = {
  id: number;
  createdAt: Date | string;
  author: string | null;
  /** The record's title or name in that revision. */
  title: string;
  restoredFrom: number | null;
};

type FieldDiff = { field: string; label: string; parts: { text: string; op: string }[] };

/** Where a History panel reads and restores revisions (server actions bound to one record). */
export type HistorySource<R extends HistoryRevision> = {
  load: () => Promise<ActionResult<R[]>>;
  diff: (from: number, to: number) => Promise<ActionResult<FieldDiff[]>>;
  restore: (revisionId: number) => Promise<ActionResult<unknown>>;
  /** What the record is called in the texts, e.g. "post", "banner". */
  what: string;
  /** What a restore brings back, e.g. "The title, address, excerpt … become the post's again". */
  restores: string;
  /** Extra labels of a revision after its time and author (e.g. "Published", "Autosave"). */
  labels?: (r: R) => string[];
};

/** "Mar 3, 2026, 12:04 PM · ana@lizit.com · Published · Restored" */
function describeWith<R extends HistoryRevision>(r: R, labels?: (r: R) => string[]): string {
  return [
    formatDateTime(r.createdAt),
    r.author ?? 'unknown author',
    ...(labels?.(r) ?? []),
    ...(r.restoredFrom ? ['Restored'] : []),
  ].join(' · ');
}

/**
 * The History panel of a record's editor (issue #22 §3): every kept revision, newest first, with
 * its author and time (a post's also with its Published / Scheduled / Draft label and autosaves
 * marked); the changes between any two as inserted and deleted words; Restore (after a
 * confirmation) saves the chosen revision's fields again as a new revision.
 * @param source - the record's revisions (see {@link HistorySource})
 * @param onRestored - called after a restore, to load the record again
 */
export function HistoryDialog<R extends HistoryRevision>({
  source,
  onRestored,
}: {
  source: HistorySource<R>;
  onRestored: () => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [revisions, setRevisions] = React.useState<R[] | null>(null);
  const [from, setFrom] = React.useState<number | null>(null);
  const [to, setTo] = React.useState<number | null>(null);
  const [diff, setDiff] = React.useState<FieldDiff[] | null>(null);
  const { run } = useAdminAction();
  const describe = (r: R) => describeWith(r, source.labels);

  async function compare(a: number | null, b: number | null) {
    setFrom(a);
    setTo(b);
    setDiff(null);
    if (a === null || b === null) return;
    const result = await source.diff(a, b);
    setDiff(result.ok ? result.data : []);
  }

  async function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setRevisions(null);
    const result = await source.load();
    const list = result.ok ? result.data : [];
    setRevisions(list);
    await compare(list[1]?.id ?? list[0]?.id ?? null, list[0]?.id ?? null);
  }

  async function restore() {
    if (to === null) return;
    const result = await run(() => source.restore(to), {
      success: 'Revision restored',
      successDescription: 'Saved as a new revision; nothing was overwritten.',
      errorTitle: 'Could not restore the revision',
    });
    if (result.ok) {
      setOpen(false);
      onRestored();
    }
  }
  const options = (revisions ?? []).map((r) => ({ value: r.id, label: describe(r) }));
  const chosen = revisions?.find((r) => r.id === to);
  return (
    <Dialog open={open} onOpenChange={(o) => void openChange(o)}>
      <Button type="button" variant="outline" onClick={() => void openChange(true)}>
        <History aria-hidden="true" /> History
      </Button>
      <DialogContent className="max-w-4xl" aria-describedby="history-description">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription id="history-description">
            Every save of this {source.what}, newest first. Compare any two; restoring saves the
            older content again as a new revision.
          </DialogDescription>
        </DialogHeader>
        <LoadedList
          items={revisions}
          loading="Loading the history…"
          empty="No saved revisions yet."
          className="mt-6"
        >
          {(revisions) => (
            <>
              <ol className="mt-6 max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg text-sm ring-1 ring-slate-200">
                {revisions.map((r) => (
                  <li key={r.id} className="px-3 py-2 text-slate-700" data-testid="revision">
                    <span className="font-medium text-navy-900">{r.title || '(no title)'}</span> ·{' '}
                    {describe(r)}
                  </li>
                ))}
              </ol>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <FormField id="history-from" label="Compare">
                  <Select
                    value={from ?? ''}
                    options={options}
                    onChange={(e) => void compare(Number(e.target.value), to)}
                  />
                </FormField>
                <FormField id="history-to" label="With">
                  <Select
                    value={to ?? ''}
                    options={options}
                    onChange={(e) => void compare(from, Number(e.target.value))}
                  />
                </FormField>
              </div>
              <section aria-label="Changes" className="mt-4 space-y-4" data-testid="revision-diff">
                <LoadedList items={diff} loading="Comparing…" empty="No differences.">
                  {(diff) =>
                    diff.map((d) => (
                      <div key={d.field}>
                        <h3 className="text-sm font-semibold text-navy-900">{d.label}</h3>
                        <p className="mt-1 max-h-60 overflow-y-auto text-sm whitespace-pre-wrap text-slate-700">
                          {d.parts.map((p, i) =>
                            p.op === 'ins' ? (
                              <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline">
                                {p.text}
                              </ins>
                            ) : p.op === 'del' ? (
                              <del key={i} className="bg-red-100 text-red-800">
                                {p.text}
                              </del>
                            ) : (
                              <span key={i}>{p.text}</span>
                            ),
                          )}
                        </p>
                      </div>
                    ))
                  }
                </LoadedList>
              </section>
              <div className="mt-6 flex justify-end">
                <ConfirmDialog
                  trigger={
                    <Button type="button" disabled={!chosen}>
                      <RotateCcw aria-hidden="true" /> Restore this revision
                    </Button>
                  }
                  title="Restore this revision?"
                  description={`${source.restores} (${chosen ? describe(chosen) : 'the chosen revision'}), saved as a new revision; the history keeps every earlier one. Changes in the form that are not saved yet are discarded.`}
                  confirmLabel="Restore"
                  tone="primary"
                  onConfirm={restore}
                />
              </div>
            </>
          )}
        </LoadedList>
      </DialogContent>
    </Dialog>
  );
}
