'use client';

import { ChevronLeft, ChevronRight, Download, ShieldAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { buttonVariants } from '@/components/ui/variants';
import { cn } from '@/lib/utils';
import {
  leadInboxHref,
  type LeadInboxQuery,
  type LeadTypeFilter,
} from '@/lib/validation/lead-inbox';
import { listLeadsUnmaskedAction } from '@/server/leads/actions';
import type { InboxPage } from '@/server/leads/inbox';
import { saveBlob } from '../download';
import { PanelSkeleton } from '../panel-skeleton';
import { AccessLog, type AccessEntry } from './access-log';
import { InboxFilters, StatusFilter, type InboxChoices } from './inbox-filters';
import { LeadCard } from './lead-card';
import { LeadDialog } from './lead-dialog';

const TABS: { id: LeadTypeFilter; label: string }[] = [
  { id: 'leads', label: 'All leads' },
  { id: 'demo_request', label: 'Demo Requests' },
  { id: 'contact', label: 'Inquiries' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'form', label: 'Landing Page Forms' },
];

/**
 * The Customer Data tab as a lead inbox (back-office.md §2, §4, §6, §8): masked
 * by default, the switch loads the same page unmasked from the server (each unmasked read is
 * audited) and back; sub-tabs with counts (All leads, Demo Requests, Inquiries, Newsletter,
 * Landing Page Forms); status filter with counts, Spam being the quarantine; search and filters
 * in the URL; cards with Masked / Truncated badges; a detail dialog with status, owner, notes and
 * history; CSV export under the same switch and filters; the access log. Without `canUnmask` (an
 * editor) the inbox stays masked: no switch, no export, no access log.
 */
export function CustomersManager({
  canUnmask,
  query,
  page,
  typeCounts,
  choices,
  accessLog,
}: {
  canUnmask: boolean;
  query: LeadInboxQuery;
  page: InboxPage;
  typeCounts: Record<LeadTypeFilter, number>;
  choices: InboxChoices;
  accessLog: AccessEntry[];
}) {
  const router = useRouter();
  const [navigating, startNavigation] = React.useTransition();
  const [full, setFull] = React.useState(false);
  // The unmasked page and the view it was read for (a new view is read again, audited).
  const [unmasked, setUnmasked] = React.useState<{
    key: string;
    page?: InboxPage;
    error?: string;
  } | null>(null);
  const [exporting, setExporting] = React.useState(false);
  const [openLead, setOpenLead] = React.useState<number | null>(null);

  // The view being navigated to: a second change before the first arrives adds to it.
  const latest = React.useRef(query);
  React.useEffect(() => {
    latest.current = query;
  }, [query]);
  const navigate = (change: Partial<LeadInboxQuery>) => {
    latest.current = { ...latest.current, ...change };
    const href = leadInboxHref(latest.current);
    startNavigation(() => router.push(href, { scroll: false }));
  };

  const queryKey = JSON.stringify(query);
  // Full data on and a view not read unmasked yet: read it (audited).
  const current = full && unmasked?.key === queryKey ? unmasked : null;
  const needsRead = full && !current;
  React.useEffect(() => {
    if (!needsRead) return;
    let live = true;
    listLeadsUnmaskedAction(query)
      .catch(() => ({ ok: false as const, error: 'Could not reach the server.' }))
      .then((result) => {
        if (!live) return;
        setUnmasked(
          result.ok ? { key: queryKey, page: result.data } : { key: queryKey, error: result.error },
        );
        // The read was audited: show it in the access log now.
        if (result.ok) router.refresh();
      });
    return () => {
      live = false;
    };
  }, [needsRead, query, queryKey, router]);

  function toggle(next: boolean) {
    setFull(next);
    setUnmasked(null);
    if (next) toast.info('Full data access enabled - this action is logged for security audit');
    else toast.info('Data masking enabled for privacy protection');
  }

  /**
   * Downloads the export with the page's own request (the form's POST is the fallback without
   * script), then refreshes the access log, where an unmasked export shows at once.
   */
  async function exportCsv(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exporting) return;
    setExporting(true);
    try {
      const res = await fetch(event.currentTarget.action, {
        method: 'POST',
        body: new FormData(event.currentTarget),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
      saveBlob(await res.blob(), name);
      if (full) router.refresh();
    } catch {
      toast.error('Export failed', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  }

  const shown = full ? (current?.page ?? null) : page;
  const error = full ? (current?.error ?? null) : null;
  const busy = navigating || (full && !current);

  return (
    <div className="space-y-6">
      {canUnmask ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {/* One control that says what it shows: two choices, the one on screen selected. */}
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="sr-only">Customer data shown</legend>
            <div className="inline-flex rounded-lg bg-slate-100 p-1 text-sm font-medium">
              {(
                [
                  { value: false, label: 'Masked' },
                  { value: true, label: 'Showing full data' },
                ] as const
              ).map((choice) => (
                <label
                  key={choice.label}
                  className={cn(
                    'relative cursor-pointer rounded-md px-3 py-1.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    full === choice.value
                      ? 'bg-white text-navy-900 shadow-sm'
                      : 'text-slate-600 hover:text-navy-900',
                  )}
                >
                  <input
                    type="radio"
                    name="mask"
                    className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                    checked={full === choice.value}
                    onChange={() => toggle(choice.value)}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            <span id="mask-state" className="text-sm text-slate-600">
              {full ? 'Full Data Visible' : 'Data Masked for Privacy'}
            </span>
          </fieldset>
          {/* A POST form: the file downloads, the page stays; another site
            cannot send it, as the server refuses cross-origin writes. */}
          <form
            method="post"
            action="/api/admin/leads/export"
            data-testid="export-form"
            onSubmit={exportCsv}
          >
            {Object.entries(query).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={String(v)} />
            ))}
            <input type="hidden" name="mask" value={full ? '0' : '1'} />
            <button
              type="submit"
              disabled={exporting}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          </form>
        </div>
      ) : (
        <p
          className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700"
          data-testid="masked-only"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Data Masked for Privacy. Your role shows customer data masked; an admin can see full data
          and export it.
        </p>
      )}
      {full ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Full data access enabled. All access is logged for security audit purposes.
        </p>
      ) : null}

      <div
        role="tablist"
        aria-label="Customer lists"
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={query.type === t.id}
            onClick={() => navigate({ type: t.id, page: 1 })}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              query.type === t.id
                ? 'border-brand-600 text-navy-900'
                : 'border-transparent text-slate-600',
            )}
          >
            {t.label} ({typeCounts[t.id]})
          </button>
        ))}
      </div>

      <StatusFilter
        status={query.status}
        counts={page.statusCounts}
        onChange={(status) => navigate({ status, page: 1 })}
      />
      {query.status === 'spam' ? (
        <p className="text-sm text-slate-600">
          Suspected spam: sent faster than a person fills in the form (or without the form&apos;s
          timing), or marked as spam. Kept, but not notified and not counted. Open one to mark it
          Not spam (it is then notified) or delete it.
        </p>
      ) : null}
      <InboxFilters
        key={queryKey}
        query={query}
        choices={choices}
        masked={!full}
        onApply={navigate}
      />

      <div role="tabpanel" aria-label={TABS.find((t) => t.id === query.type)!.label}>
        {busy ? (
          <PanelSkeleton label="customer data" />
        ) : error ? (
          <p role="alert" className="text-sm text-red-700">
            Error loading data: {error}
          </p>
        ) : !shown || shown.leads.length === 0 ? (
          <p className="text-sm text-slate-600">No data available</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" data-testid="lead-total">
              {shown.total.toLocaleString('en-US')} {shown.total === 1 ? 'lead' : 'leads'}
            </p>
            <ul className="grid gap-3 md:grid-cols-2" data-testid="customer-records">
              {shown.leads.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  masked={!full}
                  onOpen={() => setOpenLead(lead.id)}
                />
              ))}
            </ul>
            {shown.pageCount > 1 ? (
              <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={shown.page <= 1}
                  onClick={() => navigate({ page: shown.page - 1 })}
                >
                  <ChevronLeft aria-hidden="true" /> Previous
                </Button>
                <span className="text-sm text-slate-600">
                  Page {shown.page} of {shown.pageCount}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={shown.page >= shown.pageCount}
                  onClick={() => navigate({ page: shown.page + 1 })}
                >
                  Next <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>

      {canUnmask ? <AccessLog entries={accessLog} /> : null}

      {openLead !== null ? (
        <LeadDialog
          key={`${openLead}-${full}`}
          id={openLead}
          full={full}
          canDelete={canUnmask}
          owners={choices.owners}
          onClose={() => setOpenLead(null)}
          onChanged={() => {
            router.refresh();
            // Read the unmasked page again (audited).
            if (full) setUnmasked(null);
          }}
        />
      ) : null}
    </div>
  );
}
