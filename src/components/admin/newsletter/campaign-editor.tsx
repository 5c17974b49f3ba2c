'use client';

import { ArrowLeft, Copy, ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/variants';
import { createCampaignAction } from '@/server/newsletter/actions';
import type { CampaignEditorData, EditorCampaign } from '@/server/newsletter/queries';
import { useAdminAction } from '../use-admin-action';
import { CampaignForm } from './campaign-form';
import { CampaignPreview, TestSend } from './campaign-preview';
import { CampaignResultsView } from './campaign-results';
import { campaignTimeLine, KIND_LABELS, StatusBadge } from './campaign-status';
import { SendControls, subscriberCount } from './send-controls';
import { useRefreshWhile } from './use-refresh-while';

/** Whether a campaign's form can still be saved (its message is frozen once it starts). */
const editable = (c: EditorCampaign | null) =>
  c === null || c.status === 'draft' || c.status === 'scheduled';

/** Whether a campaign has a web version (/newsletter/{slug}): once it started going out. */
const hasWebVersion = (c: EditorCampaign) =>
  c.status === 'sending' || c.status === 'paused' || c.status === 'sent';

/** Who a campaign goes to, in words. */
function recipientsText(c: EditorCampaign): string {
  const s = c.segment;
  const parts = [
    s.subscribedFrom ? `subscribed from ${s.subscribedFrom}` : null,
    s.subscribedTo ? `subscribed until ${s.subscribedTo}` : null,
    s.source ? `signup source "${s.source}"` : null,
    s.campaign ? `signup campaign "${s.campaign}"` : null,
  ].filter(Boolean);
  return parts.length ? `Active subscribers ${parts.join(', ')}` : 'Every active subscriber';
}

/** A campaign that can no longer be edited, as it went out. */
function CampaignSummary({
  campaign,
  articleTitle,
}: {
  campaign: EditorCampaign;
  articleTitle: string | null;
}) {
  const rows: [string, string][] = [
    ['What', campaign.kind === 'article' ? `Article: ${articleTitle ?? '(removed)'}` : 'Issue'],
    ['Subject', campaign.subject],
    ['Preheader', campaign.preheader || '—'],
    ['Sender name', campaign.from_name],
    ['Reply-to', campaign.reply_to ?? '—'],
    ['Recipients', recipientsText(campaign)],
    ['Link clicks', campaign.track_clicks ? 'Counted' : 'Not counted'],
    ['Web version', campaign.web_noindex ? 'Hidden from search engines' : 'Open to search engines'],
  ];
  return (
    <dl className="grid max-w-3xl gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <React.Fragment key={label}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-navy-900">{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/**
 * "Duplicate": a new draft with this campaign's content and recipients, opened in the editor
 * (a campaign that went out cannot be edited).
 */
function DuplicateButton({ campaign }: { campaign: EditorCampaign }) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  async function duplicate() {
    const result = await run(
      () =>
        createCampaignAction({
          kind: campaign.kind,
          subject: campaign.subject,
          preheader: campaign.preheader,
          body_html: campaign.body_html,
          post_id: campaign.post_id,
          article_full: campaign.article_full,
          from_name: campaign.from_name,
          reply_to: campaign.reply_to ?? '',
          segment: {
            subscribedFrom: campaign.segment.subscribedFrom ?? '',
            subscribedTo: campaign.segment.subscribedTo ?? '',
            source: campaign.segment.source ?? '',
            campaign: campaign.segment.campaign ?? '',
          },
          track_clicks: campaign.track_clicks,
          web_noindex: campaign.web_noindex,
        }),
      { success: 'A copy of the campaign was made', errorTitle: 'Error duplicating campaign' },
    );
    if (result.ok) router.push(`/admin/newsletter/${result.data.id}`);
  }
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void duplicate()}>
      <Copy aria-hidden="true" /> Duplicate
    </Button>
  );
}

/**
 * A campaign's page (/admin/newsletter/{id}, or /new): its form while it is a draft or scheduled,
 * what it was once it started going out, with its results and its web version; the preview as
 * desktop, phone and plain text; a test to any address; and the send controls its state allows.
 * Reads itself again while the campaign goes out.
 */
export function CampaignEditor({
  campaign,
  results,
  recipients,
  choices,
  maySend,
}: CampaignEditorData & { maySend: boolean }) {
  const [unsaved, setUnsaved] = React.useState(false);
  useRefreshWhile(
    campaign?.status === 'sending' || campaign?.status === 'scheduled',
    campaign?.status === 'scheduled' ? campaign.scheduled_at : null,
  );
  const title = campaign === null ? 'New campaign' : campaign.subject;
  const articleTitle =
    campaign?.post_id != null
      ? (choices.articles.find((a) => a.id === campaign.post_id)?.title ?? null)
      : null;
  return (
    <div className="space-y-8">
      <div>
        <Link
          href="/admin/newsletter"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" /> Back to campaigns
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h3 className="min-w-0 text-2xl font-bold break-words text-navy-900">{title}</h3>
          {campaign ? <StatusBadge status={campaign.status} /> : null}
          {campaign ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {KIND_LABELS[campaign.kind]}
            </span>
          ) : null}
        </div>
        {campaign ? (
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span suppressHydrationWarning>{campaignTimeLine(campaign)}</span>
            {hasWebVersion(campaign) ? (
              <a
                href={`/newsletter/${campaign.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
              >
                Web version <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : null}
            {!editable(campaign) ? <DuplicateButton campaign={campaign} /> : null}
          </div>
        ) : null}
      </div>

      {editable(campaign) ? (
        <CampaignForm
          campaign={campaign}
          recipients={recipients}
          choices={choices}
          onDirtyChange={setUnsaved}
        />
      ) : (
        <>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            A campaign that is sending or went out cannot be edited. Duplicate it to write a new
            one.
          </p>
          <CampaignSummary campaign={campaign!} articleTitle={articleTitle} />
        </>
      )}

      {results ? <CampaignResultsView results={results} /> : null}

      {campaign ? (
        <>
          <CampaignPreview
            id={campaign.id}
            revision={`${campaign.version}-${campaign.status}`}
            unsaved={unsaved}
          />
          <TestSend id={campaign.id} unsaved={unsaved} />
          <SendControls
            campaign={campaign}
            recipients={recipients}
            maySend={maySend}
            unsaved={unsaved}
          />
        </>
      ) : (
        <p className="text-sm text-slate-600">
          Save the campaign to preview it, send a test and send it to {subscriberCount(recipients)}.
        </p>
      )}
    </div>
  );
}
