import 'server-only';
import Link from 'next/link';
import { can } from '@/lib/roles';
import { cn } from '@/lib/utils';
import { parseLeadInboxQuery } from '@/lib/validation/lead-inbox';
import { NOTIFY_KIND_LABELS, type NotifyKind } from '@/lib/validation/settings';
import type { StaffUser } from '@/server/auth/guard';
import { loadLeadInbox, loadLeadRetention, loadLeadSources } from '@/server/leads/queries';
import { loadNotificationSettings, loadNotificationWarnings } from '@/server/settings/queries';
import { CustomersManager } from './customers-manager';
import { NotificationsView } from './notifications-view';
import { PrivacyPanel } from './privacy-panel';
import { SourcesView } from './sources-view';

type Params = Record<string, string | string[] | undefined>;

/** The views of the tab: the inbox, the Sources view, and (admins) Privacy. */
const VIEWS = [
  { id: 'inbox', label: 'Inbox', full: false },
  { id: 'sources', label: 'Sources', full: false },
  { id: 'privacy', label: 'Privacy', full: true },
  { id: 'notifications', label: 'Notifications', full: true },
] as const;

/** The tab's view switch: links, so each view has its own URL. */
function ViewNav({ current, full }: { current: string; full: boolean }) {
  return (
    <nav aria-label="Customer Data views" className="flex gap-2">
      {VIEWS.filter((v) => full || !v.full).map((v) => (
        <Link
          key={v.id}
          href={v.id === 'inbox' ? '/admin/leads' : `/admin/leads?view=${v.id}`}
          aria-current={current === v.id ? 'page' : undefined}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium',
            current === v.id ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The inbox's warnings that leads may go unnoticed: e-mail not set up, or a lead kind whose
 * notification reaches nobody; admins get the link to the Notifications view.
 */
function NotificationWarnings({
  mailConfigured,
  silentKinds,
  full,
}: {
  mailConfigured: boolean;
  silentKinds: NotifyKind[];
  full: boolean;
}) {
  if (mailConfigured && silentKinds.length === 0) return null;
  return (
    <div role="alert" className="space-y-1 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
      {!mailConfigured ? (
        <p>
          E-mail is not set up on this server: nobody receives the notifications of new leads. Check
          the inbox here until it is.
        </p>
      ) : null}
      {silentKinds.map((k) => (
        <p key={k}>Nobody is notified of {NOTIFY_KIND_LABELS[k].toLowerCase()}.</p>
      ))}
      {full ? (
        <p>
          <Link href="/admin/leads?view=notifications" className="font-semibold underline">
            Choose who is notified
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Server part of the Customer Data tab (back-office.md §2): the lead inbox (the page of
 * leads the URL's view names, masked — a masked read is not audited and carries no raw value, so
 * the page payload has none either — counts per type and status, filter choices, access log), the
 * Sources view, and for admins the Privacy view. An editor gets the masked inbox and
 * Sources only: no unmask switch, no export, no access log, no privacy requests.
 */
export async function CustomersPanel({ member, params }: { member: StaffUser; params: Params }) {
  const full = can(member.role, 'leads.full');
  const raw = Array.isArray(params.view) ? params.view[0] : params.view;
  const view =
    raw === 'sources' || ((raw === 'privacy' || raw === 'notifications') && full) ? raw : 'inbox';
  const nav = <ViewNav current={view} full={full} />;
  if (view === 'sources') {
    const { from, to } = parseLeadInboxQuery(params);
    const data = await loadLeadSources({ from, to });
    return (
      <div className="space-y-6">
        {nav}
        <SourcesView range={{ from, to }} {...data} />
      </div>
    );
  }
  if (view === 'privacy') {
    return (
      <div className="space-y-6">
        {nav}
        <PrivacyPanel retentionMonths={await loadLeadRetention()} />
      </div>
    );
  }
  if (view === 'notifications') {
    const data = await loadNotificationSettings();
    return (
      <div className="space-y-6">
        {nav}
        <NotificationsView {...data} />
      </div>
    );
  }
  const query = parseLeadInboxQuery(params);
  const [data, warnings] = await Promise.all([
    loadLeadInbox(query, { accessLog: full }),
    loadNotificationWarnings(),
  ]);
  return (
    <div className="space-y-6">
      {nav}
      <NotificationWarnings {...warnings} full={full} />
      <CustomersManager
        canUnmask={full}
        query={query}
        page={data.page}
        typeCounts={data.typeCounts}
        choices={data.choices}
        accessLog={data.accessLog.map((e) => ({
          id: e.id,
          at: e.created_at.toISOString(),
          email: e.actor_email,
          table: e.table,
          count: e.count,
          action: e.action,
          ip: e.ip,
        }))}
      />
    </div>
  );
}
