'use client';

import { CloudOff, History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { postStateText } from '@/lib/post-state';
import type { AutosaveState } from './use-post-autosave';

const clock = (at: Date | number) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The editor's footer line: what is saved and what is live. An autosave is a draft of the changes,
 * never live ("Draft saved 12:04"); with no unsaved changes it says what the saved post is
 * ("Published", "Scheduled for Dec 3, 2026, 9:00 AM", "Draft"), so "Published" means live.
 * @param status - the autosave's state
 * @param dirty - whether the form holds changes not saved with Update
 * @param saved - the saved post's status and publication time (null: a post never saved)
 */
export function AutosaveStatus({
  status,
  dirty,
  saved,
}: {
  status: AutosaveState;
  dirty: boolean;
  saved: { status: string; published_at: Date | string | null } | null;
}) {
  const text =
    status.state === 'saving'
      ? 'Saving draft…'
      : status.state === 'offline'
        ? 'Offline — changes kept in this browser'
        : status.state === 'saved' && dirty
          ? `Draft saved ${clock(status.at)} · not live`
          : !dirty && saved
            ? postStateText(saved)
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
 * The offer made on opening a post whose autosave is newer than its last save:
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
