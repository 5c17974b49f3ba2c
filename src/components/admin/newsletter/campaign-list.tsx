'use client';

import { Mail, Plus } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { buttonVariants } from '@/components/ui/variants';
import type { StaffRole } from '@/lib/roles';
import { saveNewsletterSettingsAction } from '@/server/newsletter/actions';
import type { CampaignListItem } from '@/server/newsletter/campaigns';
import { EmptyState } from '../controls';
import { SettingSwitch } from '../setting-switch';
import { resultStats } from './campaign-results';
import { campaignTimeLine, KIND_LABELS, StatusBadge } from './campaign-status';
import { useRefreshWhile } from './use-refresh-while';

const newButton = (
  <Link href="/admin/newsletter/new" className={buttonVariants()}>
    <Plus aria-hidden="true" /> New campaign
  </Link>
);

/** One campaign of the list: subject (its editor's link), kind, status, time and results. */
function CampaignRow({ c }: { c: CampaignListItem }) {
  const started = c.started_at !== null;
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5" data-testid="campaign-row">
      <div className="flex flex-wrap items-start gap-3">
        <h3 className="min-w-0 flex-1 font-semibold break-words text-navy-900">
          <Link href={`/admin/newsletter/${c.id}`} className="hover:underline">
            {c.subject}
          </Link>
        </h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {KIND_LABELS[c.kind]}
        </span>
        <StatusBadge status={c.status} />
      </div>
      <p className="mt-1 text-xs text-slate-600" suppressHydrationWarning>
        {campaignTimeLine(c)}
      </p>
      {started ? (
        <dl
          className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm"
          aria-label={`Results of ${c.subject}`}
          data-testid="campaign-row-results"
        >
          {resultStats(c.results).map((s) => (
            <div key={s.label} className="flex gap-1.5">
              <dt className="text-slate-600">{s.label}</dt>
              <dd className="font-semibold text-navy-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** The admins' switch: whether Editors may send campaigns (they always write them). */
function SendSetting({ editorsMaySend }: { editorsMaySend: boolean }) {
  return (
    <SettingSwitch
      initial={editorsMaySend}
      save={(next) => saveNewsletterSettingsAction({ editorsMaySend: next })}
      saved={(next) => (next ? 'Editors may now send campaigns' : 'Only admins send campaigns now')}
      label="Editors may send campaigns"
      description="Editors always write campaigns and send tests. With this on they also send, schedule, pause, resume and cancel them; admins always may."
    />
  );
}

/**
 * The Newsletter section's list: each campaign with its kind, state, time and results (recipients,
 * sent, failed, bounced, unsubscribed, clicks, demo requests and contacts), newest first; "New
 * campaign"; the empty state; and, for admins, whether Editors may send. Refreshes itself while a
 * campaign is sending.
 */
export function CampaignList({
  campaigns,
  editorsMaySend,
  role,
}: {
  campaigns: CampaignListItem[];
  editorsMaySend: boolean;
  role: StaffRole;
}) {
  useRefreshWhile(campaigns.some((c) => c.status === 'sending'));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          Write an issue or send an article to the newsletter&apos;s subscribers, now or at a time
          you choose.{' '}
          {role === 'editor' && !editorsMaySend
            ? 'You write campaigns; an admin sends them.'
            : 'Each campaign shows its results here.'}
        </p>
        {campaigns.length > 0 ? newButton : null}
      </div>
      {campaigns.length === 0 ? (
        <EmptyState icon={Mail} title="No campaigns yet">
          <p className="mt-1 text-sm text-slate-600">
            Write your first issue, or send an article from Blog Posts.
          </p>
          <div className="mt-4">{newButton}</div>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Campaigns">
          {campaigns.map((c) => (
            <CampaignRow key={c.id} c={c} />
          ))}
        </ul>
      )}
      {role === 'admin' ? <SendSetting editorsMaySend={editorsMaySend} /> : null}
    </div>
  );
}
