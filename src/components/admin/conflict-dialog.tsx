'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** A form value the conflict view can show: text, or a switch (On / Off). */
export type ConflictValue = string | boolean;

/** One field the conflict view compares, with its label and how to show a value as text. */
export type ConflictField<K extends string> = {
  key: K;
  label: string;
  /** Rich HTML: shown as its text (tags removed), compared as it is. */
  html?: boolean;
  /** How to show a text value, compared as it is (e.g. a category id as the category's name). */
  show?: (value: string) => string;
};

/**
 * The fields of a form's conflict view from their labels, in the order given; a `Record` over the
 * form's keys makes the compiler ask for a label for every field. `shown` marks the fields whose
 * values are rich HTML (`html`) or are shown mapped (`show`).
 */
export function conflictFields<K extends string>(
  labels: Record<K, string>,
  shown: Partial<Record<K, Pick<ConflictField<K>, 'html' | 'show'>>> = {},
): ConflictField<K>[] {
  return (Object.entries(labels) as [K, string][]).map(([key, label]) => ({
    key,
    label,
    ...shown[key],
  }));
}

/** The text of an HTML fragment, for showing a rich field side by side. */
function textOf(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The edit conflict view: another tab or person saved the record after this form
 * was opened, and the server refused to overwrite it. Each field that differs is shown side by
 * side, "Your version" and "Saved by someone else", with a choice per field; "Keep all mine" and
 * "Take all theirs" choose for every field. Apply puts the chosen values in the form (based now on
 * the saved version), where the person can copy parts across and edit before saving again.
 */
export function ConflictDialog<K extends string>({
  open,
  what,
  fields,
  mine,
  theirs,
  onApply,
  onCancel,
}: {
  open: boolean;
  /** What the record is called in the title, e.g. "post". */
  what: string;
  fields: readonly ConflictField<K>[];
  mine: Record<K, ConflictValue>;
  theirs: Record<K, ConflictValue>;
  onApply: (values: Record<K, ConflictValue>) => void;
  onCancel: () => void;
}) {
  const differing = fields.filter((f) => mine[f.key] !== theirs[f.key]);
  const [choice, setChoice] = React.useState<Partial<Record<K, 'mine' | 'theirs'>>>({});
  const pick = (key: K) => choice[key] ?? 'mine';
  const setAll = (side: 'mine' | 'theirs') =>
    setChoice(Object.fromEntries(differing.map((f) => [f.key, side])) as Record<K, typeof side>);
  const apply = () => {
    const values = { ...theirs };
    for (const f of fields) values[f.key] = pick(f.key) === 'mine' ? mine[f.key] : theirs[f.key];
    onApply(values);
  };
  const show = (f: ConflictField<K>, value: ConflictValue) =>
    typeof value === 'boolean'
      ? value
        ? 'On'
        : 'Off'
      : (f.html ? textOf(value) : f.show ? f.show(value) : value) || '(empty)';
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent className="max-w-5xl" aria-describedby="conflict-description">
        <DialogHeader>
          <DialogTitle>Someone else saved this {what}</DialogTitle>
          <DialogDescription id="conflict-description">
            Nothing was overwritten. Choose which version of each changed field to keep, then save
            again. You can copy text from either side.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setAll('mine')}>
            Keep all mine
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setAll('theirs')}>
            Take all theirs
          </Button>
        </div>
        <div className="mt-4 space-y-5" data-testid="conflict-fields">
          {differing.length === 0 ? (
            <p className="text-sm text-slate-600">
              The saved version has the same values as yours; save again to keep them.
            </p>
          ) : null}
          {differing.map((f) => (
            <fieldset key={f.key} className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">{f.label}</legend>
              <div className="grid gap-3 md:grid-cols-2">
                {(['mine', 'theirs'] as const).map((side) => (
                  <label
                    key={side}
                    className="flex cursor-pointer flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                  >
                    <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
                      <input
                        type="radio"
                        name={`conflict-${f.key}`}
                        checked={pick(f.key) === side}
                        onChange={() => setChoice((c) => ({ ...c, [f.key]: side }))}
                        className="size-4 accent-brand-600"
                      />
                      {side === 'mine' ? 'Your version' : 'Saved by someone else'}
                    </span>
                    <span
                      className="max-h-40 overflow-y-auto text-sm whitespace-pre-wrap text-slate-700 select-text"
                      data-testid={`conflict-${f.key}-${side}`}
                    >
                      {show(f, side === 'mine' ? mine[f.key] : theirs[f.key])}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" onClick={apply}>
            Use these values
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
