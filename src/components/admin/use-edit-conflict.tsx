'use client';

import * as React from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { ActionResult } from '@/lib/action-result';
import { ConflictDialog, type ConflictField, type ConflictValue } from './conflict-dialog';

/**
 * What {@link useEditConflict} needs of a form: react-hook-form's `reset` and `setValue` (a
 * `useForm` result is one), or the same two over values kept in React state.
 */
export type ConflictForm<V extends FieldValues> = {
  reset: (values: V) => void;
  setValue: (name: Path<V>, value: PathValue<V, Path<V>>, options: { shouldDirty: true }) => void;
};

/**
 * Edit conflicts in a record's form: keeps the edit version the form is based on
 * (sent with each save), and when the server refuses a save as stale, opens the conflict view with
 * the values sent ("Your version") and the record as saved meanwhile ("Saved by someone else").
 * Applying a choice bases the form on the saved version, with the chosen values of the person's
 * own put back as unsaved changes, ready to save again.
 * @param opts.version - the edit version of the record the form was loaded with
 * @param opts.toValues - the form values of a record as the server sends it
 * @param opts.versionOf - the edit version of such a record
 * @returns `version` to send, `caught(result, sent)` (true when the result was a conflict, now on
 *   screen), `saved(version)` after a successful save, and `view`, the dialog to render
 */
export function useEditConflict<V extends FieldValues, R>(
  form: ConflictForm<V>,
  opts: {
    version: number | undefined;
    what: string;
    fields: readonly ConflictField<Path<V> & string>[];
    toValues: (record: R) => V;
    versionOf: (record: R) => number;
  },
) {
  const [version, setVersion] = React.useState(opts.version);
  const [conflict, setConflict] = React.useState<{ mine: V; theirs: V; version: number } | null>(
    null,
  );

  const caught = (result: ActionResult<unknown>, sent: V): boolean => {
    if (result.ok || result.status !== 409 || !result.conflict) return false;
    const record = result.conflict as R;
    setConflict({ mine: sent, theirs: opts.toValues(record), version: opts.versionOf(record) });
    return true;
  };

  const view = conflict ? (
    <ConflictDialog
      open
      what={opts.what}
      fields={opts.fields}
      mine={conflict.mine as Record<Path<V> & string, ConflictValue>}
      theirs={conflict.theirs as Record<Path<V> & string, ConflictValue>}
      onCancel={() => setConflict(null)}
      onApply={(values) => {
        setVersion(conflict.version);
        form.reset(conflict.theirs);
        for (const [key, value] of Object.entries(values) as [Path<V> & string, ConflictValue][])
          if (value !== conflict.theirs[key])
            form.setValue(key, value as PathValue<V, Path<V>>, { shouldDirty: true });
        setConflict(null);
      }}
    />
  ) : null;

  return { version, saved: setVersion, caught, view };
}
