'use client';

import { Ban, Pause, Play, Send, Trash2, Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/post-state';
import {
  cancelCampaignAction,
  deleteCampaignAction,
  pauseCampaignAction,
  resumeCampaignAction,
  scheduleCampaignAction,
  unscheduleCampaignAction,
} from '@/server/newsletter/actions';
import type { EditorCampaign } from '@/server/newsletter/queries';
import { ScheduleDialog, type ScheduleTexts } from '../pages/schedule-dialog';
import { useAdminAction } from '../use-admin-action';

const SCHEDULE_TEXTS: ScheduleTexts = {
  title: 'Schedule the campaign',
  description:
    'It goes out by itself at this time, to the subscribers its recipients hold then. You can still edit it until then.',
  label: 'Send at',
  fieldId: 'campaign-send-at',
};

/** "3 subscribers", "1 subscriber". */
export function subscriberCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'subscriber' : 'subscribers'}`;
}

/**
 * What can be done with a saved campaign, by its state: a draft is sent now (after a confirmation
 * naming how many subscribers get it) or scheduled, or deleted; a scheduled one is taken back to a
 * draft or cancelled; a sending one paused or cancelled; a paused one resumed or cancelled. Only
 * people who may send see the sending controls; unsaved changes must be saved first.
 */
export function SendControls({
  campaign,
  recipients,
  maySend,
  unsaved,
}: {
  campaign: EditorCampaign;
  /** Subscribers its saved recipients hold now. */
  recipients: number;
  maySend: boolean;
  unsaved: boolean;
}) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const { id, status } = campaign;
  const busy = pending;

  const control = (
    action: (input: { id: number }) => ReturnType<typeof pauseCampaignAction>,
    success: string,
    errorTitle: string,
  ) => run(() => action({ id }), { success, errorTitle });

  const deleteButton =
    status === 'draft' || (status === 'cancelled' && campaign.started_at === null) ? (
      <ConfirmDialog
        trigger={
          <Button variant="ghost" disabled={busy}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        }
        title={`Delete "${campaign.subject}"?`}
        description="The campaign is deleted for good. It was never sent."
        onConfirm={async () => {
          const result = await control(
            deleteCampaignAction,
            'Campaign deleted',
            'Error deleting campaign',
          );
          if (result.ok) router.push('/admin/newsletter');
        }}
      />
    ) : null;

  const cancelButton = (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={busy}>
          <Ban aria-hidden="true" /> Cancel campaign
        </Button>
      }
      title="Cancel this campaign?"
      description={
        status === 'scheduled'
          ? 'It will not go out. This cannot be undone; you can duplicate it later.'
          : 'The copies not sent yet will not go out. Those sent stay in its results. This cannot be undone.'
      }
      confirmLabel="Cancel campaign"
      onConfirm={() => control(cancelCampaignAction, 'Campaign cancelled', 'Error cancelling')}
    />
  );

  let controls: React.ReactNode = null;
  if (status === 'draft')
    controls = (
      <>
        <ConfirmDialog
          trigger={
            <Button disabled={busy || unsaved}>
              <Send aria-hidden="true" /> Send now…
            </Button>
          }
          title="Send this campaign now?"
          description={`It goes to ${subscriberCount(recipients)} now. This cannot be undone.`}
          confirmLabel={`Send to ${subscriberCount(recipients)}`}
          tone="primary"
          onConfirm={() =>
            run(() => scheduleCampaignAction({ id, at: null }), {
              success: 'The campaign is going out',
              successDescription: 'Its results appear here as the copies are sent.',
              errorTitle: 'The campaign could not be sent',
            })
          }
        />
        <ScheduleDialog
          disabled={busy || unsaved}
          current={null}
          texts={SCHEDULE_TEXTS}
          onSchedule={async (at) =>
            (
              await run(() => scheduleCampaignAction({ id, at }), {
                success: `Scheduled for ${formatDateTime(at)}`,
                errorTitle: 'The campaign could not be scheduled',
              })
            ).ok
          }
        />
      </>
    );
  else if (status === 'scheduled')
    controls = (
      <>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            void control(unscheduleCampaignAction, 'Back to a draft', 'Error unscheduling')
          }
        >
          <Undo2 aria-hidden="true" /> Unschedule
        </Button>
        {cancelButton}
      </>
    );
  else if (status === 'sending')
    controls = (
      <>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            void control(pauseCampaignAction, 'Campaign paused', 'Error pausing campaign')
          }
        >
          <Pause aria-hidden="true" /> Pause
        </Button>
        {cancelButton}
      </>
    );
  else if (status === 'paused')
    controls = (
      <>
        <Button
          disabled={busy}
          onClick={() =>
            void control(resumeCampaignAction, 'Campaign resumed', 'Error resuming campaign')
          }
        >
          <Play aria-hidden="true" /> Resume
        </Button>
        {cancelButton}
      </>
    );

  const explain =
    status === 'draft'
      ? unsaved
        ? 'Save your changes before sending.'
        : `Its recipients hold ${subscriberCount(recipients)} now.`
      : status === 'scheduled'
        ? `Goes out ${formatDateTime(campaign.scheduled_at!)} to ${subscriberCount(recipients)} (as of now).`
        : status === 'paused'
          ? 'No more copies go out until you resume it.'
          : null;

  if (!controls && !deleteButton) return null;
  return (
    <section aria-labelledby="campaign-send" className="space-y-3">
      <h4 id="campaign-send" className="font-semibold text-navy-900">
        Send
      </h4>
      {explain ? (
        <p className="text-sm text-slate-700" suppressHydrationWarning>
          {explain}
        </p>
      ) : null}
      {controls && !maySend ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="may-not-send">
          You write campaigns; an admin sends, schedules, pauses and cancels them. An admin can let
          Editors send in the Newsletter section.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {maySend ? controls : null}
        {deleteButton}
      </div>
    </section>
  );
}
