'use client';

import { CheckCircle2, FileSpreadsheet, Loader2, Sparkles, Trash2, XCircle } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  BULK_MESSAGES,
  isCsvFile,
  parseBulkCsv,
  previewRows,
  type BulkRow,
  type BulkToast,
} from '@/lib/bulk/csv';
import { runBulkGeneration, sendBulkBatch, type BulkResult } from '@/lib/bulk/run';
import { cn } from '@/lib/utils';

/** Largest CSV accepted (10,000 rows of title and keyword take well under 1 MB). */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

const showError = (t: BulkToast) => toast.error(t.title, { description: t.description });

/**
 * The Bulk Article Creator (back-office.md §2 "Bulk Creator tab", §4 "Bulk generation", §5
 * "Bulk CSV", §8 "Bulk", §9): a single .csv dropped or chosen, parsed in the browser with
 * papaparse; the first 10 rows listed; Generate Articles sends batches of 5 to the server, one at
 * a time, with a progress bar, and stops at the first failed call; every article's outcome in
 * Generation Results; Clear All resets everything. The drafts land in the Blog Posts tab.
 */
export function BulkCreator() {
  const router = useRouter();
  const [rows, setRows] = React.useState<BulkRow[]>([]);
  const [fileName, setFileName] = React.useState<string | null>(null);
  const [results, setResults] = React.useState<BulkResult[]>([]);
  const [progress, setProgress] = React.useState<number | null>(null);
  const [running, setRunning] = React.useState(false);
  const [reading, setReading] = React.useState(false);

  // Leaving the page mid-run would stop the remaining batches: ask first.
  React.useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  async function readFile(file: File) {
    if (!isCsvFile(file)) {
      showError(BULK_MESSAGES.invalidType);
      return;
    }
    setReading(true);
    try {
      const parsed = parseBulkCsv(await file.text());
      if (!parsed.ok) {
        showError(BULK_MESSAGES.invalidFormat);
        return;
      }
      setRows(parsed.rows);
      setFileName(file.name);
      setResults([]);
      setProgress(null);
      const done = BULK_MESSAGES.uploaded(parsed.rows.length);
      toast.success(done.title, { description: done.description });
    } catch (error) {
      console.error('reading the CSV failed', error);
      toast.error('Could not read the file', { description: 'Please choose the file again.' });
    } finally {
      setReading(false);
    }
  }

  function onDrop(accepted: File[], rejected: FileRejection[]) {
    const code = rejected[0]?.errors[0]?.code;
    if (code === 'too-many-files') {
      toast.error('One file at a time', { description: 'Please upload a single CSV file' });
    } else if (code === 'file-too-large') {
      toast.error('File too large', { description: 'Please upload a CSV file smaller than 5MB' });
    } else if (accepted[0]) {
      void readFile(accepted[0]);
    }
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    maxFiles: 1,
    maxSize: MAX_CSV_BYTES,
    disabled: running,
    // The type is checked by isCsvFile, so a wrong file gets the spec's own message.
    noClick: true,
    noKeyboard: true,
  });

  async function generate() {
    if (rows.length === 0 || running) return;
    setRunning(true);
    setResults([]);
    setProgress(0);
    let created = false;
    try {
      const outcome = await runBulkGeneration(
        rows,
        (batch) => sendBulkBatch(batch),
        (r, p) => {
          setResults(r);
          setProgress(p);
        },
      );
      setResults(outcome.results);
      created = outcome.results.some((r) => r.success);
      if (outcome.stoppedWith !== null) {
        toast.error(BULK_MESSAGES.generationFailed, { description: outcome.stoppedWith });
      } else {
        const ok = outcome.results.filter((r) => r.success).length;
        const done = BULK_MESSAGES.completed(ok, outcome.results.length - ok);
        toast.success(done.title, { description: done.description });
      }
    } finally {
      setRunning(false);
      // The dashboard's post count and the Blog Posts tab show the new drafts.
      if (created) router.refresh();
    }
  }

  function clearAll() {
    setRows([]);
    setFileName(null);
    setResults([]);
    setProgress(null);
  }

  const { shown, more } = previewRows(rows);
  const succeeded = results.filter((r) => r.success).length;

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <Sparkles aria-hidden="true" className="size-8 text-brand-600" />
        <div>
          <h3 className="text-lg font-semibold text-navy-900">Bulk Article Creator</h3>
          <p className="text-sm text-slate-600">
            Turn a list of titles and keywords into draft articles to review and publish.
          </p>
        </div>
      </div>

      <div
        {...getRootProps({
          className: cn(
            'rounded-xl border-2 border-dashed p-8 text-center transition-colors',
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
            running && 'opacity-60',
          ),
        })}
        data-testid="csv-dropzone"
      >
        <input {...getInputProps({ accept: '.csv,text/csv', 'aria-label': 'CSV file' })} />
        <FileSpreadsheet aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-medium text-navy-900">Upload CSV File</p>
        <p className="mt-1 text-sm text-slate-600">
          {isDragActive
            ? 'Drop the file here'
            : "Drag a .csv file here or choose one. The CSV should contain 'title' and 'keyword' columns."}
        </p>
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          onClick={open}
          disabled={running || reading}
        >
          {reading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Choose CSV File
        </Button>
        {fileName ? (
          <p className="mt-2 text-xs text-slate-600" data-testid="csv-file-name">
            {fileName}
          </p>
        ) : null}
      </div>

      {rows.length > 0 ? (
        <section aria-labelledby="bulk-list" className="rounded-xl border border-slate-200 p-5">
          <h4 id="bulk-list" className="text-base font-semibold text-navy-900">
            Articles to Generate ({rows.length})
          </h4>
          <ol className="mt-3 divide-y divide-slate-100" data-testid="bulk-preview">
            {shown.map((row, i) => (
              <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm text-navy-900">{row.title}</span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {row.keyword}
                </span>
              </li>
            ))}
          </ol>
          {more > 0 ? (
            <p className="mt-2 text-sm text-slate-600">...and {more} more articles</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={generate} disabled={running}>
              {running ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {running ? 'Generating...' : 'Generate Articles'}
            </Button>
            <Button variant="outline" onClick={clearAll} disabled={running}>
              <Trash2 aria-hidden="true" /> Clear All
            </Button>
          </div>
        </section>
      ) : null}

      {progress !== null ? (
        <div>
          <div className="flex justify-between text-sm text-slate-700">
            <span id="bulk-progress-label">Generation progress</span>
            <span data-testid="bulk-progress-value">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="bulk-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      ) : null}

      {results.length > 0 ? (
        <section aria-labelledby="bulk-results" className="rounded-xl border border-slate-200 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id="bulk-results" className="text-base font-semibold text-navy-900">
              Generation Results
            </h4>
            {succeeded > 0 && !running ? (
              <Link
                href="/admin/posts"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Review the drafts in Blog Posts
              </Link>
            ) : null}
          </div>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="bulk-results">
            {results.map((r, i) => (
              <li key={i} className="flex items-start gap-3 py-2" data-success={r.success}>
                {r.success ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 text-green-600" />
                ) : (
                  <XCircle aria-hidden="true" className="mt-0.5 size-5 text-red-600" />
                )}
                <span className="sr-only">{r.success ? 'Generated:' : 'Failed:'}</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-navy-900">{r.title}</p>
                  <p className="text-xs text-slate-600">Keyword: {r.keyword}</p>
                  {r.error ? <p className="text-xs text-red-700">{r.error}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
