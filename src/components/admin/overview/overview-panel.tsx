import 'server-only';
import { CalendarClock, FileWarning, Inbox, PenLine } from 'lucide-react';
import Link from 'next/link';
import { LEAD_TYPE_LABELS } from '@/lib/leads';
import { NOTIFY_KIND_LABELS } from '@/lib/validation/settings';
import { loadOverview } from '@/server/admin/overview';

const when = (at: Date) => at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** One card of the overview: a title with its figure, what it lists, and where to go. */
function Card({
  icon: Icon,
  title,
  figure,
  testId,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  figure?: number;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid={testId}
    >
      <h3 className="flex items-center gap-2 font-semibold text-navy-900">
        <Icon aria-hidden className="size-5 text-brand-600" />
        {title}
        {figure !== undefined ? (
          <span className="ml-auto text-2xl font-bold" data-testid={`${testId}-count`}>
            {figure}
          </span>
        ) : null}
      </h3>
      <div className="mt-3 space-y-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The back office's landing page: what needs attention now (new leads, drafts and scheduled posts,
 * missing pages worth a redirect, and who is not being told about leads), each with the way to it.
 */
export async function OverviewPanel() {
  const o = await loadOverview();
  return (
    <div className="space-y-6">
      {!o.warnings.mailConfigured || o.warnings.silentKinds.length > 0 ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {!o.warnings.mailConfigured
            ? 'E-mail is not set up on this server: nobody receives the notifications of new leads. '
            : `Nobody is notified of ${o.warnings.silentKinds.map((k) => NOTIFY_KIND_LABELS[k].toLowerCase()).join(', ')}. `}
          Check the inbox until it is fixed.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card icon={Inbox} title="New leads" figure={o.newLeads.total} testId="overview-leads">
          {o.newLeads.latest.length === 0 ? (
            <p>No new leads: every lead has been looked at.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {o.newLeads.latest.map((l) => (
                <li key={l.id} className="py-1.5">
                  <span className="font-medium text-navy-900">
                    {l.company || 'No company given'}
                  </span>{' '}
                  · {LEAD_TYPE_LABELS[l.type]}
                  {l.booking_at ? ` booked for ${when(l.booking_at)}` : ''} · {l.source} ·{' '}
                  {when(l.created_at)}
                </li>
              ))}
            </ul>
          )}
          <Link href="/admin/leads?status=new" className={link}>
            Open the new leads
          </Link>
        </Card>
        <Card
          icon={CalendarClock}
          title="Scheduled posts"
          figure={o.scheduled.length}
          testId="overview-scheduled"
        >
          {o.scheduled.length === 0 ? (
            <p>Nothing is scheduled.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {o.scheduled.map((p) => (
                <li key={p.id} className="py-1.5">
                  <Link
                    href={`/admin/posts?edit=${p.id}`}
                    className="font-medium text-navy-900 hover:underline"
                  >
                    {p.title}
                  </Link>{' '}
                  · goes live {p.published_at ? when(p.published_at) : ''}
                </li>
              ))}
            </ul>
          )}
          <Link href="/admin/posts?status=scheduled" className={link}>
            All scheduled posts
          </Link>
        </Card>
        <Card icon={PenLine} title="Drafts" figure={o.drafts} testId="overview-drafts">
          <p>Posts saved but not published.</p>
          <Link href="/admin/posts?status=draft" className={link}>
            Open the drafts
          </Link>
        </Card>
        <Card icon={FileWarning} title="Missing pages worth a redirect" testId="overview-missing">
          {o.missing.length === 0 ? (
            <p>No missing page is asked for more than once.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {o.missing.map((m) => (
                <li key={m.path} className="flex flex-wrap items-center gap-2 py-1.5">
                  <code className="break-all text-navy-900">{m.path}</code>
                  <span>· {m.hits} visits</span>
                  <Link
                    href={`/admin/seo?redirect_from=${encodeURIComponent(m.path)}`}
                    className={`${link} ml-auto`}
                    aria-label={`Create a redirect from ${m.path}`}
                  >
                    Create redirect
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
