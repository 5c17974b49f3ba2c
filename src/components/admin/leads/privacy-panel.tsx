'use client';

import { Download, Search } from 'lucide-react';
import * as React from 'react';
import { DeleteButton, ToolbarInput } from '@/components/admin/controls';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/action-result';
import { LEAD_TYPE_LABELS, type LeadType } from '@/lib/leads';
import {
  eraseByEmailAction,
  exportByEmailAction,
  findByEmailAction,
  setLeadRetentionAction,
} from '@/server/privacy/actions';
import type { ErasureCounts, PrivacyFindings } from '@/server/privacy/service';
import { adminRead } from '../admin-read';
import { saveBlob } from '../download';

/** A labelled count line of the findings. */
function Count({ label, n }: { label: string; n: number }) {
  return (
    <li className="flex justify-between gap-4 border-b border-slate-100 py-1 text-sm">
      <span className="text-slate-700">{label}</span>
      <span className="font-semibold text-navy-900">{n}</span>
    </li>
  );
}

/**
 * Privacy requests: "Find by e-mail" lists everything held about an address;
 * Export gives it as JSON (right of access and portability); Erase deletes or anonymises it all
 * after a confirmation, keeping an audit record without the address. Every step is audited.
 */
function PrivacyRequests() {
  const { run } = useAdminAction();
  const [email, setEmail] = React.useState('');
  const [findings, setFindings] = React.useState<PrivacyFindings | null>(null);
  const [erased, setErased] = React.useState<ErasureCounts | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function find(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErased(null);
    const result = await run(() => findByEmailAction({ email }), {
      errorTitle: 'Could not search',
    });
    setBusy(false);
    if (result.ok) {
      setFindings(result.data);
      setError(null);
    } else {
      setFindings(null);
      setError(result.error);
    }
  }

  /** Runs a request on the address found (export, erase); then `done` with its data. */
  async function onFound<T>(
    action: (input: { email: string }) => Promise<ActionResult<T>>,
    messages: { success: string; errorTitle: string },
    done: (data: T) => void,
  ) {
    if (!findings) return;
    const result = await run(() => action({ email: findings.email }), messages);
    if (result.ok) done(result.data);
  }

  const exportJson = () =>
    onFound(
      exportByEmailAction,
      { success: 'Export ready', errorTitle: 'Export failed' },
      (data) => {
        const date = new Date().toISOString().slice(0, 10);
        saveBlob(
          new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
          `privacy-export-${date}.json`,
        );
      },
    );

  const erase = () =>
    onFound(
      eraseByEmailAction,
      { success: 'Everything about this address was erased', errorTitle: 'Erase failed' },
      (data) => {
        setErased(data);
        setFindings(null);
      },
    );

  const total = findings
    ? findings.leads.length +
      findings.demo_requests.length +
      findings.general_inquiries.length +
      findings.newsletter_subscribers.length +
      findings.form_submissions.length +
      findings.history.length +
      findings.emails.length +
      findings.audit.length +
      findings.not_found.length
    : 0;

  return (
    <section aria-labelledby="privacy-title" className="space-y-4">
      <div>
        <h3 id="privacy-title" className="text-lg font-semibold text-navy-900">
          Privacy requests
        </h3>
        <p className="text-sm text-slate-600">
          Find everything held about an e-mail address, export it as JSON, or erase it. Each search,
          export and erase is recorded in the audit log; an erase record keeps no address.
        </p>
      </div>
      <form onSubmit={find} className="flex flex-wrap items-end gap-2" aria-label="Find by e-mail">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium text-navy-900">
          E-mail address
          <ToolbarInput
            type="email"
            value={email}
            required
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'privacy-error' : undefined}
          />
        </label>
        <Button type="submit" disabled={busy || email.trim() === ''} className="h-10">
          <Search aria-hidden="true" /> {busy ? 'Searching…' : 'Find by e-mail'}
        </Button>
      </form>
      {error ? (
        <p id="privacy-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {erased ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          Erased {erased.leads} leads, {erased.emails} e-mails and {erased.webhooks} webhook
          deliveries; the address was removed from {erased.notes_anonymised} notes and{' '}
          {erased.audit_anonymised} audit entries.
        </p>
      ) : null}
      {findings ? (
        <div
          className="space-y-4 rounded-xl border border-slate-200 p-4"
          data-testid="privacy-findings"
        >
          <p className="text-sm text-navy-900">
            {total === 0
              ? `Nothing is held about ${findings.email}.`
              : `Held about ${findings.email}:`}
          </p>
          {total > 0 ? (
            <>
              <ul>
                <Count label="Leads" n={findings.leads.length} />
                <Count label="Demo requests" n={findings.demo_requests.length} />
                <Count label="Contact messages" n={findings.general_inquiries.length} />
                <Count
                  label="Newsletter subscriptions"
                  n={findings.newsletter_subscribers.length}
                />
                <Count label="Landing page form submissions" n={findings.form_submissions.length} />
                <Count label="History entries and notes" n={findings.history.length} />
                <Count label="E-mails" n={findings.emails.length} />
                <Count label="Audit entries naming it" n={findings.audit.length} />
                <Count label="Missing pages (404s) naming it" n={findings.not_found.length} />
              </ul>
              {findings.leads.length > 0 ? (
                <ul className="space-y-1 text-sm text-slate-700">
                  {findings.leads.map((l) => (
                    <li key={l.id}>
                      {LEAD_TYPE_LABELS[l.type as LeadType] ?? l.type} ·{' '}
                      {new Date(l.created_at).toLocaleDateString('en-US')} · {l.name}
                      {l.company ? ` · ${l.company}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={exportJson}>
                  <Download aria-hidden="true" /> Export JSON
                </Button>
                <DeleteButton
                  label="Erase everything"
                  text="Erase everything"
                  title={`Erase everything about ${findings.email}?`}
                  description="Its submissions, leads, notes, e-mails and webhook deliveries are deleted, and the address is removed from notes and audit entries. This cannot be undone."
                  onConfirm={erase}
                />
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The retention setting: off by default; a period in months is saved only after a
 * dry run has counted the leads it would delete now.
 */
function Retention({ months: saved }: { months: number | null }) {
  const { run } = useAdminAction();
  const [months, setMonths] = React.useState(String(saved ?? 24));
  const [counted, setCounted] = React.useState<{ months: number; count: number } | null>(null);
  const value = Number(months);
  const valid = Number.isInteger(value) && value >= 1 && value <= 120;

  async function dryRun() {
    const result = await run(
      () => adminRead<{ count: number }>('/api/admin/leads/retention-preview', { months: value }),
      {
        errorTitle: 'Could not count',
      },
    );
    if (result.ok) setCounted({ months: value, count: result.data.count });
  }

  async function save(next: number | null) {
    const result = await run(() => setLeadRetentionAction({ months: next }), {
      success: next === null ? 'Retention turned off' : `Leads are kept ${next} months`,
      errorTitle: 'Could not save the retention',
    });
    if (result.ok) setCounted(null);
  }

  return (
    <section aria-labelledby="retention-title" className="space-y-3">
      <h3 id="retention-title" className="text-lg font-semibold text-navy-900">
        Retention
      </h3>
      <p className="text-sm text-slate-600" data-testid="retention-state">
        {saved === null
          ? 'Off: leads are kept until someone deletes them.'
          : `On: leads older than ${saved} months are deleted every day.`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
          Keep leads for (months)
          <ToolbarInput
            type="number"
            min={1}
            max={120}
            value={months}
            onChange={(e) => {
              setMonths(e.target.value);
              setCounted(null);
            }}
            aria-invalid={!valid || undefined}
            className="w-32"
          />
        </label>
        <Button variant="outline" className="h-10" disabled={!valid} onClick={dryRun}>
          Count leads it would delete
        </Button>
        <Button
          className="h-10"
          disabled={!valid || counted?.months !== value}
          onClick={() => save(value)}
        >
          Save retention
        </Button>
        {saved !== null ? (
          <Button variant="outline" className="h-10" onClick={() => save(null)}>
            Turn off
          </Button>
        ) : null}
      </div>
      {!valid ? <p className="text-sm text-red-700">Enter 1 to 120 months.</p> : null}
      {counted ? (
        <p role="status" className="text-sm text-navy-900">
          {counted.count === 0
            ? `No lead is older than ${counted.months} months now.`
            : `${counted.count} ${counted.count === 1 ? 'lead is' : 'leads are'} older than ${counted.months} months and would be deleted.`}
        </p>
      ) : null}
    </section>
  );
}

/** The Privacy view of the Customer Data tab: requests and retention. */
export function PrivacyPanel({ retentionMonths }: { retentionMonths: number | null }) {
  return (
    <div className="space-y-10">
      <PrivacyRequests />
      <Retention months={retentionMonths} />
    </div>
  );
}
