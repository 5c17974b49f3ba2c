'use client';

import { FolderSearch, Import, Loader2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/action-result';
import { cn } from '@/lib/utils';
import { importMediaAction } from '@/server/media-import/actions';
import type { ImportCandidate, scanSummary } from '@/server/media-import/scan';
import { adminRead } from '../admin-read';
import { useAdminAction } from '../use-admin-action';

// The spec's exact wording (back-office.md §8), "1 media files" included.
const files = (n: number) => `${n} media files`;

type Step = 'scan' | 'import';

/** What a step's error toast says, and how the console names its failure. */
const STEP_ERRORS = {
  scan: {
    errorTitle: 'Scan Error',
    errorDescription: 'Failed to scan for existing media',
    log: 'Media scan failed:',
  },
  import: {
    errorTitle: 'Import Error',
    errorDescription: 'Failed to import some media files',
    log: 'Media import failed:',
  },
} satisfies Record<Step, { errorTitle: string; errorDescription: string; log: string }>;

/**
 * The Import tab, "Import Existing Media from Codebase" (back-office.md §2, §3 "Import
 * candidate", §4 "Scan and import", §8 "Import"): Scan lists the site's shipped default images,
 * each with a thumbnail, name, location, category, size and an "Already imported" or "New" badge
 * (toast "Scan Complete" / "Found n media files, m new", or "Scan Error"); Import (disabled when
 * nothing is new) imports the new ones on the server, which re-scans itself, then toasts "Import
 * Complete" / "Imported n media files, skipped m already imported" ("Import Error" when any insert
 * failed), clears the list and refreshes the page data.
 */
export function ImportPanel() {
  const { run } = useAdminAction();
  const [candidates, setCandidates] = React.useState<ImportCandidate[] | null>(null);
  const [busy, setBusy] = React.useState<Step | null>(null);
  const newCount = candidates?.filter((c) => c.status === 'new').length ?? 0;

  /** Runs a step with its button busy: its data, or null (toasted and logged) when it failed. */
  const step = async <T,>(which: Step, call: () => Promise<ActionResult<T>>) => {
    setBusy(which);
    const { log, ...messages } = STEP_ERRORS[which];
    const result = await run(call, messages);
    setBusy(null);
    if (result.ok) return result.data;
    console.error(log, result.error);
    return null;
  };

  const scan = async () => {
    const data = await step('scan', () =>
      adminRead<Awaited<ReturnType<typeof scanSummary>>>('/api/admin/media-import/scan'),
    );
    if (!data) return;
    setCandidates(data.candidates);
    toast.success('Scan Complete', {
      description: `Found ${files(data.total)}, ${data.newCount} new`,
    });
  };

  const importNew = async () => {
    const data = await step('import', () => importMediaAction({}));
    if (!data) return;
    const { imported, skipped, failed } = data;
    if (failed > 0) {
      console.error(`Media import: ${failed} of the files could not be imported (see server log)`);
      toast.error('Import Error', { description: 'Failed to import some media files' });
    } else {
      toast.success('Import Complete', {
        description: `Imported ${files(imported)}, skipped ${skipped} already imported`,
      });
    }
    setCandidates(null);
  };

  return (
    <section
      aria-labelledby="import-title"
      data-testid="import-panel"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="import-title" className="font-semibold text-navy-900">
            Import Existing Media from Codebase
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Finds the images the site ships with and adds the ones not yet in the media library.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={scan} disabled={busy !== null}>
            {busy === 'scan' ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <FolderSearch aria-hidden="true" />
            )}
            {busy === 'scan' ? 'Scanning…' : 'Scan for Media'}
          </Button>
          <Button onClick={importNew} disabled={busy !== null || newCount === 0}>
            {busy === 'import' ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Import aria-hidden="true" />
            )}
            {busy === 'import'
              ? 'Importing…'
              : newCount > 0
                ? `Import ${newCount} New`
                : 'Import New Media'}
          </Button>
        </div>
      </div>

      {candidates !== null &&
        (candidates.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No media files found.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" aria-label="Media files found">
            {candidates.map((c) => (
              <li
                key={c.url}
                data-testid="import-candidate"
                data-status={c.status}
                className="flex items-center gap-4 py-3"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- shipped file preview (SVG included) */}
                <img
                  src={c.url}
                  alt=""
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain p-1"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-navy-900" title={c.url}>
                    {c.suggested_name}
                    <span className="ml-2 font-normal text-slate-500">{c.filename}</span>
                  </p>
                  <p className="mt-0.5 truncate text-xs text-slate-600" title={c.location}>
                    {c.location === 'unused' ? 'Not used on the site' : c.location}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {c.category ?? 'No category'} · {c.size_estimate}
                  </p>
                </div>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
                    c.status === 'new'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {c.status === 'new' ? 'New' : 'Already imported'}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
