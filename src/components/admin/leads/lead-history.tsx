import { LEAD_STATUS_LABELS, type LeadStatus } from '@/lib/leads';
import type { LeadHistoryEntry } from '@/server/leads/history';

/** What the outbox's message kinds are, for people. */
const MAIL_LABELS: Record<string, string> = {
  'notification.demo_request': 'Demo request notification',
  'notification.general_inquiry': 'Contact message notification',
  'notification.newsletter_signup': 'Newsletter sign-up notification',
  'newsletter.welcome': 'Welcome e-mail',
  'confirmation.demo_request': 'Confirmation e-mail',
  'confirmation.general_inquiry': 'Confirmation e-mail',
};

const when = (v: unknown) =>
  typeof v === 'string'
    ? new Date(v).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : '';

const MAIL_STATUS: Record<string, string> = {
  pending: 'queued',
  sent: 'sent',
  dead: 'failed',
};

const status = (v: unknown) =>
  typeof v === 'string' && v in LEAD_STATUS_LABELS ? LEAD_STATUS_LABELS[v as LeadStatus] : '—';

/** One history entry as a sentence. */
function describe(e: LeadHistoryEntry): string {
  if (e.kind === 'email') {
    return `${MAIL_LABELS[e.mail] ?? e.mail} to ${e.to}: ${MAIL_STATUS[e.status] ?? e.status}`;
  }
  const d = e.data ?? {};
  switch (e.type) {
    case 'submitted':
      return d.suspected_spam ? 'Submitted, held as suspected spam' : 'Submitted';
    case 'status_changed':
      return `Status: ${status(d.from)} → ${status(d.to)}`;
    case 'not_spam':
      return 'Marked not spam: moved to New and notified';
    case 'owner_changed':
      return d.to
        ? `Assigned to ${typeof d.to_name === 'string' ? d.to_name : 'a team member'}`
        : 'Unassigned';
    case 'note':
      return 'Note';
    case 'unmasked':
      return 'Full data viewed';
    case 'resubmitted':
      return 'Signed up again';
    case 'unsubscribed':
      return 'Unsubscribed from the newsletter';
    case 'booking':
      return d.action === 'cancelled'
        ? 'Booked demo cancelled'
        : d.action === 'rescheduled'
          ? `Booked demo moved to ${when(d.at)}`
          : `Demo booked for ${when(d.at)}`;
  }
}

/**
 * A lead's whole history, oldest first: submission, status changes, assignments,
 * notes (with their text), e-mails and unmask events, each with its time and author.
 */
export function LeadHistory({ entries }: { entries: LeadHistoryEntry[] }) {
  return (
    <section aria-labelledby="lead-history-title">
      <h3 id="lead-history-title" className="text-sm font-semibold text-navy-900">
        History
      </h3>
      <ol className="mt-2 space-y-2 border-l border-slate-200 pl-4" data-testid="lead-history">
        {entries.map((e) => (
          <li key={e.id} className="text-sm">
            <p className="text-navy-900">{describe(e)}</p>
            {e.kind === 'event' && e.body ? (
              <p className="mt-1 rounded-md bg-slate-50 p-2 whitespace-pre-wrap text-slate-800">
                {e.body}
              </p>
            ) : null}
            <p className="text-xs text-slate-600">
              {new Date(e.at).toLocaleString('en-US')}
              {e.kind === 'event' && e.actor ? ` · ${e.actor}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
