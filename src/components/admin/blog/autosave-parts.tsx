'use client';

import { CloudOff, History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AutosaveState } from './use-post-autosave';

const clock = (at: Date | number) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The editor's autosave line (issue #22 §2): "Saving…", "Saved 12:04" or offline. */
export function AutosaveStatus({ status }: { status: AutosaveState }) {
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'saved'
        ? `Saved ${clock(status.at)}`
        : status.state === 'offline'
          ? 'Offline — changes kept in this browser'
          : '';
  return (
    <span
      role="status"
      aria-live="polite"
      className="inline-flex items-center gap-1.5 text-sm text-slate-600"
      data-testid="autosave-status"
    >
      {status.state === 'offline' ? <CloudOff aria-hidden="true" className="size-4" /> : null}
      {text}
    </span>
  );
}

/**
 * The offer made on opening a post whose autosave is newer than its last save (issue #22 §2):
 * "Restore unsaved changes from 12:04?" with Restore and Discard.
 */
export function RestoreOffer({
  at,
  onRestore,
  onDiscard,
}: {
  at: Date | number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="flex items-center gap-2 font-medium">
        <History aria-hidden="true" className="size-4" />
        Restore unsaved changes from {clock(at)}?
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
