'use client';

import { Download, ShieldAlert } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { CustomerRecord, CustomerRecordMap, CustomerTable } from '@/lib/customer-data/mask';
import { cn } from '@/lib/utils';
import { loadCustomerDataAction } from '@/server/customer-data/actions';
import { PanelSkeleton } from '../panel-skeleton';

type Lists = { [T in CustomerTable]: CustomerRecordMap[T][] };
type AccessEntry = {
  id: number;
  at: string;
  email: string | null;
  table: string | null;
  count: number | null;
  action: string;
  ip: string | null;
};

const TABS: { id: CustomerTable; label: string }[] = [
  { id: 'demo_requests', label: 'Demo Requests' },
  { id: 'general_inquiries', label: 'Inquiries' },
  { id: 'newsletter_subscribers', label: 'Newsletter' },
];

/** What each stored spam reason means, for admins. */
const SPAM_REASON_LABELS: Record<string, string> = {
  too_fast: 'sent too fast after the form appeared',
  fill_time_missing: 'sent without the form’s timing',
};

function Badge({
  children,
  tone = 'slate',
}: {
  children: React.ReactNode;
  tone?: 'slate' | 'amber';
}) {
  return (
    <span
      className={cn(
        'ml-2 rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'amber' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="text-navy-900">{children}</dd>
    </div>
  );
}

/**
 * Secure Customer Data (back-office.md §2, §4, §6, §8): masked by default; the switch loads the
 * full data from the server (each unmasked read is audited) and back; three sub-tabs with counts;
 * a Suspected spam filter per sub-tab (issue #18 item 10); cards with Masked / Truncated badges;
 * CSV export under the same switch and filter; the access log. Without `canUnmask` (an editor,
 * issue #21) the lists stay masked: no switch, no export, no access log.
 */
export function CustomersManager({
  canUnmask,
  counts,
  spamCounts,
  masked,
  maskedSpam,
  accessLog,
}: {
  canUnmask: boolean;
  counts: Record<CustomerTable, number>;
  spamCounts: Record<CustomerTable, number>;
  masked: Lists;
  maskedSpam: Lists;
  accessLog: AccessEntry[];
}) {
  const [full, setFull] = React.useState(false);
  const [tab, setTab] = React.useState<CustomerTable>('demo_requests');
  // The Suspected spam filter (issue #18 item 10): kept submissions, never notified or counted.
  const [spam, setSpam] = React.useState(false);
  const [unmasked, setUnmasked] = React.useState<Partial<Record<string, CustomerRecord[]>>>({});
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [exporting, setExporting] = React.useState(false);
  const router = useRouter();
  const key = (table: CustomerTable, suspected: boolean) => (suspected ? `spam:${table}` : table);

  async function load(table: CustomerTable, suspected: boolean = spam) {
    setLoading(true);
    setError(null);
    try {
      const result = await loadCustomerDataAction({ table, mask: false, spam: suspected });
      if (!result.ok) throw new Error(result.error);
      setUnmasked((u) => ({ ...u, [key(table, suspected)]: result.data }));
      // The read was audited: show it in the access log now (issue #20 item 10).
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Please try again.');
    } finally {
      setLoading(false);
    }
  }

  async function toggle(next: boolean) {
    setFull(next);
    setUnmasked({});
    if (next) {
      toast.info('Full data access enabled - this action is logged for security audit');
      await load(tab);
    } else {
      toast.info('Data masking enabled for privacy protection');
      setError(null);
    }
  }

  async function choose(table: CustomerTable) {
    setTab(table);
    if (full && !unmasked[key(table, spam)]) await load(table);
  }

  async function showSpam(next: boolean) {
    setSpam(next);
    if (full && !unmasked[key(tab, next)]) await load(tab, next);
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
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'customer-data.csv';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      if (full) router.refresh();
    } catch {
      toast.error('Export failed', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  }

  const rows: CustomerRecord[] =
    (full ? unmasked[key(tab, spam)] : (spam ? maskedSpam : masked)[tab]) ?? [];

  return (
    <div className="space-y-6">
      {canUnmask ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <label className="inline-flex items-center gap-3 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              role="switch"
              checked={full}
              onChange={(e) => toggle(e.target.checked)}
              className="size-5 accent-brand-600"
              aria-describedby="mask-state"
            />
            <span id="mask-state">{full ? 'Full Data Visible' : 'Data Masked for Privacy'}</span>
          </label>
          {/* A POST form (issue #18 item 6): the file downloads, the page stays; another site
            cannot send it, as the server refuses cross-origin writes. */}
          <form
            method="post"
            action="/api/admin/customer-data/export"
            data-testid="export-form"
            onSubmit={exportCsv}
          >
            <input type="hidden" name="table" value={tab} />
            <input type="hidden" name="mask" value={full ? '0' : '1'} />
            <input type="hidden" name="spam" value={spam ? '1' : '0'} />
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
            aria-selected={tab === t.id}
            onClick={() => choose(t.id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              tab === t.id ? 'border-brand-600 text-navy-900' : 'border-transparent text-slate-600',
            )}
          >
            {t.label} ({counts[t.id]})
          </button>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-navy-900">
          <input
            type="checkbox"
            checked={spam}
            onChange={(e) => showSpam(e.target.checked)}
            className="size-4 accent-amber-600"
          />
          Suspected spam ({spamCounts[tab]})
        </label>
        {spam ? (
          <p className="text-sm text-slate-600">
            Sent faster than a person fills in the form (or without the form&apos;s timing): kept,
            but not notified and not counted.
          </p>
        ) : null}
      </div>

      <div role="tabpanel" aria-label={TABS.find((t) => t.id === tab)!.label}>
        {loading ? (
          <PanelSkeleton label="customer data" />
        ) : error ? (
          <p role="alert" className="text-sm text-red-700">
            Error loading data: {error}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">No data available</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="customer-records">
            {rows.map((r) => {
              const rec = r as Partial<
                CustomerRecordMap['general_inquiries'] & CustomerRecordMap['demo_requests']
              >;
              const text = rec.message ?? rec.notes ?? null;
              const preview = rec.message_preview ?? rec.notes_preview ?? null;
              return (
                <li
                  key={r.id}
                  className="rounded-xl border border-slate-200 p-4"
                  data-testid="customer-record"
                >
                  <dl className="space-y-1">
                    <Field label="Name">{r.name ?? '—'}</Field>
                    <Field label="Email">
                      {r.email}
                      {!full ? <Badge>Masked</Badge> : null}
                    </Field>
                    {rec.phone ? (
                      <Field label="Phone">
                        {rec.phone}
                        {!full ? <Badge>Masked</Badge> : null}
                      </Field>
                    ) : null}
                    {rec.company ? <Field label="Company">{rec.company}</Field> : null}
                    {tab === 'newsletter_subscribers' ? (
                      <Field label="Status">
                        {(r as CustomerRecordMap['newsletter_subscribers']).is_active ? (
                          <span className="font-semibold text-emerald-700">Active</span>
                        ) : (
                          <span className="font-semibold text-slate-600">Unsubscribed</span>
                        )}
                      </Field>
                    ) : null}
                    <Field label="Date">{new Date(r.created_at).toLocaleDateString('en-US')}</Field>
                    {r.spam_reason ? (
                      <Field label="Suspected spam">
                        {SPAM_REASON_LABELS[r.spam_reason] ?? r.spam_reason}
                      </Field>
                    ) : null}
                    {text ? (
                      <Field label={tab === 'demo_requests' ? 'Notes' : 'Message'}>{text}</Field>
                    ) : preview ? (
                      <Field label={tab === 'demo_requests' ? 'Notes' : 'Message'}>
                        {preview}
                        <Badge tone="amber">Truncated</Badge>
                      </Field>
                    ) : null}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {canUnmask ? (
        <section
          aria-labelledby="access-log-title"
          className="rounded-xl border border-slate-200 p-4"
        >
          <h4 id="access-log-title" className="font-semibold text-navy-900">
            Access Log
          </h4>
          {accessLog.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No unmasked access yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="access-log">
              {accessLog.map((e) => (
                <li key={e.id} className="py-2 text-slate-700">
                  {new Date(e.at).toLocaleString('en-US')} · {e.email ?? 'unknown'} ·{' '}
                  {e.action === 'customer_data.exported_unmasked' ? 'exported' : 'viewed'}{' '}
                  {e.count ?? 0} {e.table ?? ''} records · {e.ip ?? ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
