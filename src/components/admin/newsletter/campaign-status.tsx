import type { CampaignKind, CampaignStatus } from '@/db/schema/newsletter';
import { formatDateTime } from '@/lib/post-state';
import { cn } from '@/lib/utils';

/** What each campaign status is called. */
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

const STATUS_STYLE: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  paused: 'bg-orange-100 text-orange-900',
  sent: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** What each kind of campaign is called. */
export const KIND_LABELS: Record<CampaignKind, string> = {
  issue: 'Issue',
  article: 'Article',
};

/** A campaign's status as a coloured badge. */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLE[status],
      )}
      data-testid="campaign-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

type Times = {
  status: CampaignStatus;
  scheduled_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
};

/** When a campaign went out or goes out, as a line: "Sent Dec 15, 2026, 9:00 AM". */
export function campaignTimeLine(c: Times): string {
  switch (c.status) {
    case 'draft':
      return `Edited ${formatDateTime(c.updated_at)}`;
    case 'scheduled':
      return `Goes out ${formatDateTime(c.scheduled_at ?? c.updated_at)}`;
    case 'sending':
      return `Sending since ${formatDateTime(c.started_at ?? c.updated_at)}`;
    case 'paused':
      return `Paused (started ${formatDateTime(c.started_at ?? c.updated_at)})`;
    case 'sent':
      return `Sent ${formatDateTime(c.finished_at ?? c.started_at ?? c.updated_at)}`;
    case 'cancelled':
      return `Cancelled ${formatDateTime(c.finished_at ?? c.updated_at)}`;
  }
}
