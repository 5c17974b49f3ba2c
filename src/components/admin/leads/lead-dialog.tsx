'use client';

import * as React from 'react';
import { DeleteButton } from '@/components/admin/controls';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { fieldControlClass } from '@/components/ui/variants';
import type { ActionResult } from '@/lib/action-result';
import type { Touch } from '@/lib/attribution';
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_TYPE_LABELS,
  MAX_LEAD_NOTE,
  type LeadStatus,
} from '@/lib/leads';
import { cn } from '@/lib/utils';
import {
  addLeadNoteAction,
  assignLeadAction,
  deleteSpamLeadAction,
  leadDetailAction,
  leadDetailUnmaskedAction,
  markNotSpamAction,
  setLeadStatusAction,
} from '@/server/leads/actions';
import type { LeadDetail } from '@/server/leads/history';
import { PanelSkeleton } from '../panel-skeleton';
import { Field, FormAnswers, LeadFields, StatusPill } from './lead-card';
import { LeadHistory } from './lead-history';

/** A touch as a few lines: landing page, referrer, UTM values, click id, time. */
function TouchView({ label, touch }: { label: string; touch: Touch | null }) {
  if (!touch) return null;
  const utm = (
    ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
  ).filter((k) => touch[k]);
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <dl className="mt-1 space-y-0.5">
        {touch.landing_page ? <Field label="Landing page">{touch.landing_page}</Field> : null}
        {touch.referrer_host ? (
          <Field label="Referrer">
            {touch.referrer_host}
            {touch.referrer_path ?? ''}
          </Field>
        ) : null}
        {utm.map((k) => (
          <Field key={k} label={k}>
            {touch[k]}
          </Field>
        ))}
        {touch.click_id ? <Field label="Ad click">{touch.click_id} present</Field> : null}
        {touch.at ? <Field label="When">{new Date(touch.at).toLocaleString('en-US')}</Field> : null}
      </dl>
    </div>
  );
}

/**
 * A lead's detail view: its fields (masked unless full data is on, an unmasked
 * view audited; a landing page form's page, form, answers and consent), type, source and
 * attribution, status and owner (changed at once), a note form,
 * "Not spam" and Delete for a lead in Spam, and its whole history. Mounted per lead (keyed by
 * id), so a new lead starts empty.
 */
export function LeadDialog({
  id,
  full,
  canDelete,
  owners,
  onClose,
  onChanged,
}: {
  id: number;
  full: boolean;
  canDelete: boolean;
  owners: { id: string; name: string }[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const { run } = useAdminAction();
  const [detail, setDetail] = React.useState<LeadDetail | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [note, setNote] = React.useState('');
  const [saving, setSaving] = React.useState(false);

  // Raised after each change, to read the lead again.
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    (full ? leadDetailUnmaskedAction : leadDetailAction)({ id })
      .catch(() => ({ ok: false as const, error: 'Could not reach the server.' }))
      .then((result) => {
        if (!live) return;
        if (!result.ok) setError(result.error);
        else if (!result.data) setError('This lead no longer exists.');
        else {
          setError(null);
          setDetail(result.data);
        }
      });
    return () => {
      live = false;
    };
  }, [id, full, version]);

  async function change<T>(call: () => Promise<ActionResult<T>>, success: string) {
    setSaving(true);
    try {
      const result = await run(call, { success, errorTitle: 'Could not update the lead' });
      if (result.ok) {
        onChanged();
        setVersion((v) => v + 1);
      }
      return result;
    } finally {
      setSaving(false);
    }
  }

  const lead = detail?.lead;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{lead ? lead.name || 'Lead' : 'Lead'}</DialogTitle>
          {lead ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {LEAD_TYPE_LABELS[lead.type]} · <StatusPill status={lead.status} />
            </p>
          ) : null}
        </DialogHeader>
        {error ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            Error loading data: {error}
          </p>
        ) : !lead || !detail ? (
          <div className="mt-4">
            <PanelSkeleton label="lead" />
          </div>
        ) : (
          <div className="mt-4 space-y-5">
            <dl className="space-y-1">
              <LeadFields lead={lead} masked={!full} />
              <Field label="Source">
                {lead.source} / {lead.medium}
                {lead.campaign ? ` · campaign ${lead.campaign}` : ''}
              </Field>
            </dl>
            {lead.form ? <FormAnswers form={lead.form} /> : null}
            <div className="grid gap-3 sm:grid-cols-2" data-testid="lead-attribution">
              <TouchView label="First touch" touch={detail.first} />
              <TouchView label="Last touch" touch={detail.last} />
            </div>

            <div className="grid gap-3 sm:grid-cols-2">
              <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
                Status
                <Select
                  value={lead.status}
                  disabled={saving}
                  onChange={(e) =>
                    void change(
                      () =>
                        setLeadStatusAction({ id: lead.id, status: e.target.value as LeadStatus }),
                      `Status set to ${LEAD_STATUS_LABELS[e.target.value as LeadStatus]}`,
                    )
                  }
                  options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium text-navy-900">
                Owner
                <Select
                  value={lead.owner?.id ?? ''}
                  disabled={saving}
                  placeholder="Unassigned"
                  onChange={(e) =>
                    void change(
                      () => assignLeadAction({ id: lead.id, owner: e.target.value || null }),
                      e.target.value ? 'Lead assigned' : 'Lead unassigned',
                    )
                  }
                >
                  {owners.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </Select>
              </label>
            </div>

            {lead.status === 'spam' ? (
              <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3">
                <p className="flex-1 text-sm text-amber-900">
                  Held as suspected spam: nobody was notified.
                </p>
                <Button
                  size="sm"
                  disabled={saving}
                  onClick={() =>
                    void change(
                      () => markNotSpamAction({ id: lead.id }),
                      'Moved to New and notified',
                    )
                  }
                >
                  Not spam
                </Button>
                {canDelete ? (
                  <DeleteButton
                    label="Delete"
                    text="Delete"
                    title="Delete this submission?"
                    description="The submission, its lead and its history are deleted. This cannot be undone."
                    onConfirm={async () => {
                      const result = await change(
                        () => deleteSpamLeadAction({ id: lead.id }),
                        'Spam deleted',
                      );
                      if (result.ok) onClose();
                    }}
                  />
                ) : null}
              </div>
            ) : null}

            <form
              className="space-y-2"
              onSubmit={async (e) => {
                e.preventDefault();
                const body = note.trim();
                if (!body) return;
                const result = await change(
                  () => addLeadNoteAction({ id: lead.id, body }),
                  'Note added',
                );
                if (result.ok) setNote('');
              }}
            >
              <label htmlFor="lead-note" className="text-sm font-medium text-navy-900">
                Add a note
              </label>
              <textarea
                id="lead-note"
                value={note}
                maxLength={MAX_LEAD_NOTE}
                rows={3}
                onChange={(e) => setNote(e.target.value)}
                className={cn(fieldControlClass, 'resize-y')}
              />
              <Button type="submit" size="sm" disabled={saving || note.trim() === ''}>
                Add note
              </Button>
            </form>

            <LeadHistory entries={detail.history} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
