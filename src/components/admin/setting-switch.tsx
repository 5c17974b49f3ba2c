'use client';

import * as React from 'react';
import type { ActionResult } from '@/lib/action-result';
import { useAdminAction } from './use-admin-action';

/**
 * An admin's on/off setting, saved as it is switched: the box turns at once, and back when the
 * save fails (its message in a toast).
 * @param save - saves the new value on the server
 * @param saved - the toast after a save, by the new value
 */
export function SettingSwitch({
  initial,
  save,
  saved,
  label,
  description,
}: {
  initial: boolean;
  save: (next: boolean) => Promise<ActionResult<unknown>>;
  saved: (next: boolean) => string;
  label: React.ReactNode;
  description: React.ReactNode;
}) {
  const [checked, setChecked] = React.useState(initial);
  const { run, pending } = useAdminAction();
  async function change(next: boolean) {
    setChecked(next);
    const result = await run(() => save(next), {
      success: saved(next),
      errorTitle: 'The setting could not be saved',
    });
    if (!result.ok) setChecked(!next);
  }
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={checked}
        disabled={pending}
        onChange={(e) => void change(e.target.checked)}
      />
      <span>
        <span className="font-semibold text-navy-900">{label}</span>
        <span className="block text-slate-600">{description}</span>
      </span>
    </label>
  );
}
