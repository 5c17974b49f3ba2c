'use client';

import { Download, Pencil, Plus, Search, Upload, Waypoints } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { REDIRECT_IMPORT_MAX_BYTES } from '@/lib/validation/redirects';
import {
  createRedirectAction,
  deleteRedirectAction,
  importRedirectsAction,
  updateRedirectAction,
} from '@/server/redirects/actions';
import type { listRedirects } from '@/server/redirects/service';
import { adminRead } from '../admin-read';
import { ActionButton, ColumnHeaders, DeleteButton, EmptyState } from '../controls';
import { saveBlob } from '../download';
import { ToolSection } from '../tool-section';
import { useAdminAction } from '../use-admin-action';
import { useDraftDialog } from '../use-dialog-form';
import { RedirectDialog, type RedirectDraft, type RedirectFormOutput } from './redirect-dialog';

/** A rule as the list shows it (dates as ISO text). */
export type RedirectListRow = {
  id: number;
  from_path: string;
  target: string | null;
  status: number;
  source: 'manual' | 'auto';
  hits: number;
  last_hit_at: string | null;
  /** The site answers this path itself: the rule is kept but never used. */
  reserved: boolean;
};

/** The list and how many rules match in all. */
export type RedirectList = { rows: RedirectListRow[]; total: number };

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function saveText(text: string, name: string) {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}

type Report = { added: number; updated: number; errors: { line: number; message: string }[] };

/**
 * The Redirects section of the SEO & Sitemap tab: the rules with their hits and
 * last hit, a search, Add / Edit / Delete, CSV export and import (with a report of what was
 * added and updated and the lines refused). Opened with `?redirect_from=/path` (the 404 monitor's
 * link), it scrolls here and opens Add with that path filled in.
 */
export function RedirectsManager({ initial }: { initial: RedirectList }) {
  const { run } = useAdminAction();
  const router = useRouter();
  const params = useSearchParams();
  const [progress, setProgress] = React.useState<{ done: number; total: number } | null>(null);
  const prefill = params.get('redirect_from');
  const [q, setQ] = React.useState('');
  const [searched, setSearched] = React.useState<{ q: string; list: RedirectList } | null>(null);
  const dialog = useDraftDialog<RedirectDraft | null>(null);
  // A `redirect_from` in the address opens Add prefilled: on arrival, and when the 404 monitor's
  // link changes the address of the page already open (no remount then).
  const [prefilled, setPrefilled] = React.useState<string | null>(null);
  if (prefill && prefill !== prefilled) {
    setPrefilled(prefill);
    dialog.edit({ from_path: prefill, target: '', status: 301 });
  }
  const [report, setReport] = React.useState<Report | null>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const sectionRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (prefill) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [prefill]);

  // The list follows the search (server-side) and every refresh after a write.
  const term = q.trim();
  const list =
    term === '' ? initial : searched?.q === term ? searched.list : (searched?.list ?? initial);
  const searching = term !== '' && searched?.q !== term;
  React.useEffect(() => {
    if (term === '') return;
    let live = true;
    const timer = setTimeout(async () => {
      const result = await adminRead<Awaited<ReturnType<typeof listRedirects>>>(
        '/api/admin/redirects',
        { q: term },
      ).catch(() => null);
      if (!live || !result?.ok) return;
      setSearched({
        q: term,
        list: {
          total: result.data.total,
          rows: result.data.rows.map((r) => ({
            ...r,
            last_hit_at: r.last_hit_at ? new Date(r.last_hit_at).toISOString() : null,
          })),
        },
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, initial]);

  const save = (values: RedirectFormOutput) => {
    const id = dialog.props.draft?.id;
    const input = { ...values, target: values.target ?? undefined };
    return run(
      () =>
        id === undefined ? createRedirectAction(input) : updateRedirectAction({ id, rule: input }),
      {
        success: id === undefined ? 'Redirect added' : 'Redirect saved',
        errorTitle: id === undefined ? 'Error adding redirect' : 'Error saving redirect',
      },
    );
  };

  const exportCsv = async () => {
    const result = await run(() => adminRead<{ csv: string }>('/api/admin/redirects/export'), {
      errorTitle: 'Error exporting redirects',
    });
    if (result.ok) saveText(result.data.csv, 'redirects.csv');
  };

  /**
   * Reads the file here and sends it in batches (`lib/redirects-csv.ts`), with the progress on
   * screen; a batch that fails stops the import and says where, the lines before it kept (an
   * import again updates them, it does not double them).
   */
  const importCsv = async (file: File | undefined) => {
    const reset = () => {
      if (fileRef.current) fileRef.current.value = '';
    };
    if (!file) return;
    const fail = (description: string) => {
      toast.error('Error importing redirects', { description });
      reset();
    };
    if (file.size > REDIRECT_IMPORT_MAX_BYTES) return fail('The file is too large (at most 8 MB).');
    const { parseRedirectsCsv, redirectImportBatches } = await import('@/lib/redirects-csv');
    const parsed = parseRedirectsCsv(await file.text());
    if (!parsed.ok) return fail(parsed.error);
    if (parsed.rows.length === 0) return fail('The file has no lines to import.');
    const total = parsed.rows.length;
    const sum: Report = { added: 0, updated: 0, errors: [] };
    let done = 0;
    setReport(null);
    setProgress({ done, total });
    for (const batch of redirectImportBatches(parsed.rows)) {
      const result = await importRedirectsAction({ rows: batch }).catch(() => null);
      if (!result?.ok) {
        const reason = result?.error ?? 'Could not reach the server.';
        sum.errors.push({
          line: batch[0]!.line,
          message: `The import stopped here: ${reason} The lines before were imported; import the file again to finish.`,
        });
        break;
      }
      sum.added += result.data.added;
      sum.updated += result.data.updated;
      sum.errors.push(...result.data.errors);
      done += batch.length;
      setProgress({ done, total });
    }
    setProgress(null);
    reset();
    setReport(sum);
    router.refresh();
    toast.success('Redirects imported', {
      description: `${sum.added} added, ${sum.updated} updated, ${sum.errors.length} errors`,
    });
  };

  return (
    <ToolSection
      id="redirects"
      ref={sectionRef}
      headingId="redirects-heading"
      className="mt-10 scroll-mt-6"
      title="Redirects"
      description={
        <>
          Old addresses sent to new ones (301 permanent, 302 temporary) or answered 410 Gone.
          Renaming a published article adds its 301 here by itself.
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => dialog.edit({ from_path: '', target: '', status: 301 })}>
            <Plus aria-hidden="true" /> Add redirect
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
          <Button
            variant="outline"
            disabled={progress !== null}
            onClick={() => fileRef.current?.click()}
          >
            <Upload aria-hidden="true" /> {progress ? 'Importing…' : 'Import CSV'}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file of redirects to import"
            tabIndex={-1}
            onChange={(e) => void importCsv(e.target.files?.[0])}
          />
        </div>
      }
    >
      <p className="mt-3 text-xs text-slate-600">
        CSV columns: <code>from</code>, <code>to</code>, <code>status</code> (301, 302 or 410). A
        rule for an existing from-path is replaced.
      </p>
      {progress ? (
        <div className="mt-4 max-w-md" data-testid="import-progress">
          <p className="text-sm text-slate-700" aria-live="polite">
            Importing… {progress.done.toLocaleString('en-US')} of{' '}
            {progress.total.toLocaleString('en-US')} lines
          </p>
          <progress
            className="mt-1 h-2 w-full accent-brand-600"
            max={progress.total}
            value={progress.done}
            aria-label="Import progress"
          />
        </div>
      ) : null}
      {report ? <ImportReport report={report} onClose={() => setReport(null)} /> : null}

      <div className="relative mt-5 max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label="Search redirects"
          placeholder="Search by path or target"
          className="pl-9"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600" aria-live="polite">
        {searching
          ? 'Searching…'
          : list.total > list.rows.length
            ? `Showing ${list.rows.length} of ${list.total} rules. Search to narrow the list.`
            : `${list.total} rule${list.total === 1 ? '' : 's'}`}
      </p>

      {list.rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={Waypoints} title={q ? 'No redirects match.' : 'No redirects yet.'} />
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="redirects-table">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                <ColumnHeaders
                  columns={['From', 'To', 'Status', 'Hits', 'Last hit', 'Actions']}
                  className="px-3 py-2 font-semibold"
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.rows.map((r) => (
                <tr key={r.id} data-testid="redirect-row">
                  <td className="px-3 py-2 font-mono text-xs break-all">
                    {r.from_path}
                    {r.source === 'auto' ? (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-sans text-[11px] text-slate-700">
                        slug change
                      </span>
                    ) : null}
                    {r.reserved ? (
                      <span
                        className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-[11px] font-medium text-amber-900"
                        title="The site answers this path itself (admin, API, health check, feed, sitemap…), so this redirect is never used. Delete it."
                      >
                        Ignored: reserved path
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{r.target ?? '—'}</td>
                  <td className="px-3 py-2">{r.status}</td>
                  <td className="px-3 py-2 tabular-nums">{r.hits}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.last_hit_at)}</td>
                  <td className="px-3 py-2">
                    <div className="flex gap-1">
                      <ActionButton
                        icon={Pencil}
                        text="Edit"
                        label={`Edit redirect from ${r.from_path}`}
                        onClick={() => dialog.edit(r)}
                      />
                      <DeleteButton
                        label={`Delete redirect from ${r.from_path}`}
                        title="Delete this redirect?"
                        description={`${r.from_path} will no longer be redirected.`}
                        onConfirm={() =>
                          run(() => deleteRedirectAction({ id: r.id }), {
                            success: 'Redirect deleted',
                            errorTitle: 'Error deleting redirect',
                          })
                        }
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RedirectDialog {...dialog.props} onSubmit={save} />
    </ToolSection>
  );
}

function ImportReport({ report, onClose }: { report: Report; onClose: () => void }) {
  return (
    <div
      role="status"
      data-testid="import-report"
      className="mt-4 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-4">
        <p className="font-medium text-navy-900">
          Import: {report.added} added, {report.updated} updated, {report.errors.length} errors.
        </p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Dismiss
        </Button>
      </div>
      {report.errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
          {report.errors.slice(0, 50).map((e) => (
            <li key={e.line}>
              Line {e.line}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
