'use client';

import { answerText, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, type LeadStatus } from '@/lib/leads';
import { cn } from '@/lib/utils';
import type { InboxForm, InboxLead } from '@/server/leads/inbox';

/** What each stored spam reason means, for admins. */
export const SPAM_REASON_LABELS: Record<string, string> = {
  too_fast: 'sent too fast after the form appeared',
  fill_time_missing: 'sent without the form’s timing',
  marked_by_admin: 'marked as spam by the team',
};

const STATUS_TONES: Record<LeadStatus, string> = {
  new: 'bg-brand-50 text-brand-800 ring-brand-200',
  contacted: 'bg-sky-50 text-sky-800 ring-sky-200',
  qualified: 'bg-violet-50 text-violet-800 ring-violet-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-200',
  spam: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** A lead's status as a coloured pill. */
export function StatusPill({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_TONES[status],
      )}
      data-testid="lead-status"
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

/** A small badge after a value ("Masked", "Truncated"). */
export function Badge({
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

/** One labelled value of a lead card or the lead dialog. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="min-w-0 break-words text-navy-900">{children}</dd>
    </div>
  );
}

/**
 * A landing page form lead's page (its title, and its address linked, opening the public page)
 * and form.
 */
function FormSource({ form }: { form: InboxForm }) {
  // A stored page address always starts with one "/"; anything else is shown, not linked.
  const linkable = /^\/(?![/\\])/.test(form.page_path);
  return (
    <>
      <Field label="Landing page">
        <span data-testid="lead-form-page">
          {form.page_title} (
          {linkable ? (
            <a
              href={form.page_path}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {form.page_path}
            </a>
          ) : (
            form.page_path
          )}
          )
        </span>
      </Field>
      <Field label="Form">{form.form_name}</Field>
    </>
  );
}

/**
 * A landing page form lead's answers to the form's own questions, each under its label as asked
 * (masked: hidden, as the message is), and the consent text the person agreed to.
 */
export function FormAnswers({ form }: { form: InboxForm }) {
  if (form.answers.length === 0 && !form.consent_text) return null;
  return (
    <div className="rounded-lg bg-slate-50 p-3" data-testid="lead-answers">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Answers</p>
      <dl className="mt-1 space-y-2">
        {form.answers.map((a, i) => (
          <div key={i} className="text-sm">
            <dt className="font-medium text-slate-600">{a.label}</dt>
            <dd className="break-words whitespace-pre-line text-navy-900">
              {a.value !== null ? (
                <>
                  {answerText(a.value)}
                  {a.truncated ? <Badge tone="amber">Truncated</Badge> : null}
                </>
              ) : a.truncated ? (
                <span className="text-slate-600 italic">Hidden while data is masked</span>
              ) : (
                <span className="text-slate-600">Not answered</span>
              )}
            </dd>
          </div>
        ))}
        {form.consent_text ? (
          <div className="text-sm">
            <dt className="font-medium text-slate-600">Consent agreed to</dt>
            <dd className="break-words whitespace-pre-line text-navy-900">{form.consent_text}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** The contact fields of a lead (back-office.md §2 cards), masked badges when masked. */
export function LeadFields({ lead, masked }: { lead: InboxLead; masked: boolean }) {
  const textLabel = lead.type === 'demo_request' ? 'Notes' : 'Message';
  return (
    <>
      {lead.form ? <FormSource form={lead.form} /> : null}
      <Field label="Name">{lead.name || '—'}</Field>
      <Field label="Email">
        {lead.email}
        {masked ? <Badge>Masked</Badge> : null}
      </Field>
      {lead.phone ? (
        <Field label="Phone">
          {lead.phone}
          {masked ? <Badge>Masked</Badge> : null}
        </Field>
      ) : null}
      {lead.company ? <Field label="Company">{lead.company}</Field> : null}
      {lead.type === 'newsletter' ? (
        <Field label="Status">
          {!lead.subscribed ? (
            <span className="font-semibold text-slate-600">Unsubscribed</span>
          ) : lead.bounced ? (
            <span className="font-semibold text-slate-600">Receives no campaigns</span>
          ) : (
            <span className="font-semibold text-emerald-700">Active</span>
          )}
          {lead.bounced ? <Badge tone="amber">Bounced</Badge> : null}
        </Field>
      ) : null}
      <Field label="Date">{new Date(lead.created_at).toLocaleDateString('en-US')}</Field>
      {lead.booking_at ? (
        <Field label="Demo booked for">
          <span data-testid="lead-booking">
            {new Date(lead.booking_at).toLocaleString('en-US', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </span>
          {lead.booking_status === 'cancelled' ? <Badge tone="amber">Cancelled</Badge> : null}
        </Field>
      ) : null}
      {lead.spam_reason ? (
        <Field label="Suspected spam">
          {SPAM_REASON_LABELS[lead.spam_reason] ?? lead.spam_reason}
        </Field>
      ) : null}
      {lead.message ? (
        <Field label={textLabel}>
          {lead.message}
          {lead.truncated ? <Badge tone="amber">Truncated</Badge> : null}
        </Field>
      ) : lead.truncated ? (
        <Field label={textLabel}>
          <span className="text-slate-600 italic">Hidden while data is masked</span>
        </Field>
      ) : null}
    </>
  );
}

/**
 * A lead in the inbox (back-office.md §2 cards): type, status, owner and source,
 * the contact fields, and an Open button for the detail view.
 */
export function LeadCard({
  lead,
  masked,
  onOpen,
}: {
  lead: InboxLead;
  masked: boolean;
  onOpen: () => void;
}) {
  const source = `${lead.source} / ${lead.medium}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid="customer-record"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold tracking-wide text-slate-600 uppercase">
          {LEAD_TYPE_LABELS[lead.type]}
        </span>
        <StatusPill status={lead.status} />
        {lead.booking_status === 'booked' ? (
          <span
            className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800"
            data-testid="lead-booked"
          >
            Booked
          </span>
        ) : null}
        <span className="text-slate-600">
          {lead.owner ? `Owner: ${lead.owner.name}` : 'Unassigned'}
        </span>
      </div>
      <dl className="space-y-1">
        <LeadFields lead={lead} masked={masked} />
        <Field label="Source">
          <span data-testid="lead-source">{source}</span>
          {lead.campaign ? (
            <span className="text-slate-600"> · campaign {lead.campaign}</span>
          ) : null}
        </Field>
      </dl>
      <div className="mt-auto">
        <button
          type="button"
          onClick={onOpen}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Open lead ${lead.name || lead.id}`}
        >
          Open
        </button>
      </div>
    </li>
  );
}
