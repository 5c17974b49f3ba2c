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

/** The changes of one field between two revisions, as the panel shows them. */
export type FieldDiffView = {
  field: string;
  label: string;
  parts: { text: string; op: string }[];
};

/** Where a History panel reads and restores revisions (server actions bound to one record). */
export type HistorySource<R extends HistoryRevision> = {
  load: () => Promise<ActionResult<R[]>>;
  diff: (from: number, to: number) => Promise<ActionResult<FieldDiffView[]>>;
  /** Restores a revision: saves it again, or (`intoForm`) answers its fields for the form. */
  restore: (revisionId: number) => Promise<ActionResult<unknown>>;
  /**
   * Restore loads the revision into the editor as unsaved changes (the person then saves or
   * publishes) instead of saving it at once.
   */
  intoForm?: boolean;
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

/** A word diff of one field: deleted words struck in red, inserted ones in green. */
function DiffParts({ parts }: { parts: FieldDiffView['parts'] }) {
  return (
    <p className="mt-1 max-h-60 overflow-y-auto text-sm whitespace-pre-wrap text-slate-700">
      {parts.map((p, i) =>
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
  );
}

/**
 * The History panel of a record's editor: every kept revision, newest first, with its author and
 * time (a post's also with its Published / Scheduled / Draft label and autosaves marked). Clicking
 * a revision selects it; the panel shows the words changed between it and the revision chosen to
 * compare with (the newest at first), and "Restore this revision" (after a confirmation) restores
 * the selected one: saved again as a new revision, or, for an editor with a publish step
 * (`source.intoForm`), loaded into the form as unsaved changes.
 * @param source - the record's revisions (see {@link HistorySource})
 * @param onRestored - called after a restore with what it answered and the revision's id: the form
 *   loads the record again, or takes the revision's fields
 */
export function HistoryDialog<R extends HistoryRevision>({
  source,
  onRestored,
}: {
  source: HistorySource<R>;
  onRestored: (data: unknown, revisionId: number) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [revisions, setRevisions] = React.useState<R[] | null>(null);
  const [selected, setSelected] = React.useState<number | null>(null);
  const [against, setAgainst] = React.useState<number | null>(null);
  const [diff, setDiff] = React.useState<FieldDiffView[] | null>(null);
  const { run } = useAdminAction();
  const describe = (r: R) => describeWith(r, source.labels);
  const name = React.useId();

  async function compare(from: number | null, to: number | null) {
    setSelected(from);
    setAgainst(to);
    setDiff(null);
    if (from === null || to === null) return;
    const result = await source.diff(from, to);
    setDiff(result.ok ? result.data : []);
  }

  async function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setRevisions(null);
    const result = await source.load();
    const list = result.ok ? result.data : [];
    setRevisions(list);
    // The revision before the newest, compared with the newest: what the last save changed.
    await compare(list[1]?.id ?? list[0]?.id ?? null, list[0]?.id ?? null);
  }

  async function restore() {
    if (selected === null) return;
    const revisionId = selected;
    const result = await run(() => source.restore(revisionId), {
      success: source.intoForm ? 'Revision loaded into the editor' : 'Revision restored',
      successDescription: source.intoForm
        ? 'Nothing is saved yet: save or publish to keep it.'
        : 'Saved as a new revision; nothing was overwritten.',
      errorTitle: 'Could not restore the revision',
    });
    if (result.ok) {
      setOpen(false);
      onRestored(result.data, revisionId);
    }
  }
  const chosen = revisions?.find((r) => r.id === selected);
  const newest = revisions?.[0];
  return (
    <Dialog open={open} onOpenChange={(o) => void openChange(o)}>
      <Button type="button" variant="outline" onClick={() => void openChange(true)}>
        <History aria-hidden="true" /> History
      </Button>
      <DialogContent className="max-w-4xl" aria-describedby="history-description">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription id="history-description">
            Every save of this {source.what}, newest first. Select a revision to see what changed
            since and to restore it.
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
              <fieldset className="mt-6">
                <legend className="sr-only">Revisions</legend>
                <ol className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg text-sm ring-1 ring-slate-200">
                  {revisions.map((r) => (
                    <li key={r.id} data-testid="revision">
                      <label className="has-[:focus-visible]:ring-brand-500 flex cursor-pointer items-start gap-3 px-3 py-2 text-slate-700 hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2">
                        <input
                          type="radio"
                          name={name}
                          value={r.id}
                          checked={selected === r.id}
                          onChange={() => void compare(r.id, against)}
                          className="mt-1 size-4 accent-brand-600"
                        />
                        <span>
                          <span className="font-medium text-navy-900">
                            {r.title || '(no title)'}
                          </span>{' '}
                          · {describe(r)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ol>
              </fieldset>
              <div className="mt-4 max-w-md">
                <FormField id="history-against" label="Compare with">
                  <Select
                    value={against ?? ''}
                    options={revisions.map((r) => ({
                      value: r.id,
                      label: r.id === newest?.id ? `The newest (${describe(r)})` : describe(r),
                    }))}
                    onChange={(e) => void compare(selected, Number(e.target.value))}
                  />
                </FormField>
              </div>
              <section
                aria-label="Changes"
                aria-live="polite"
                className="mt-4 space-y-4"
                data-testid="revision-diff"
              >
                <LoadedList items={diff} loading="Comparing…" empty="No differences.">
                  {(diff) =>
                    diff.map((d) => (
                      <div key={d.field}>
                        <h3 className="text-sm font-semibold text-navy-900">{d.label}</h3>
                        <DiffParts parts={d.parts} />
                      </div>
                    ))
                  }
                </LoadedList>
              </section>
              <div className="mt-6 flex items-center justify-end gap-3">
                {chosen && chosen.id === newest?.id ? (
                  <p className="mr-auto text-sm text-slate-600">
                    The selected revision is the newest: the {source.what} holds it now.
                  </p>
                ) : null}
                <ConfirmDialog
                  trigger={
                    <Button type="button" disabled={!chosen || chosen.id === newest?.id}>
                      <RotateCcw aria-hidden="true" /> Restore this revision
                    </Button>
                  }
                  title="Restore this revision?"
                  description={
                    source.intoForm
                      ? `${source.restores} (${chosen ? describe(chosen) : 'the selected revision'}) in the editor, as unsaved changes: nothing is saved or published until you do. Changes in the form that are not saved yet are replaced.`
                      : `${source.restores} (${chosen ? describe(chosen) : 'the selected revision'}), saved as a new revision; the history keeps every earlier one. Changes in the form that are not saved yet are discarded.`
                  }
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
