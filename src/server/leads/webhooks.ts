import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leads } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { LEAD_TYPE_LABELS } from '@/lib/leads';
import type { WebhookEventType } from '@/lib/webhooks';
import { enqueueWebhookEvent } from '../webhooks/outbox';
import { readInboxLead } from './inbox';

/**
 * The lead events sent to webhook endpoints: `lead.created`,
 * `lead.status_changed`, `newsletter.subscribed` and `newsletter.unsubscribed`, queued in the
 * transaction of the change (the webhook outbox), each carrying the lead.
 */

/**
 * The `data` of a lead's webhook event: `{ lead: {...} }` with the lead as sales works it —
 * id, type (and its label as `kind`), status, owner, name, e-mail, phone, company, message,
 * source, medium, campaign, landing page, first and last touch, time and its admin link, and for
 * a landing page form's lead `form: { page_path, page_title, form_name, answers: [{ label, type,
 * value }] }` — plus `extra` (e.g. `previous_status`). Unmasked: an endpoint is the team's own
 * system; the Slack format reads only name, company, kind, source, campaign and status from it.
 * @returns the data, or null when the lead is gone
 */
export async function leadEventData(
  db: Db,
  leadId: number,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown> | null> {
  const lead = await readInboxLead(db, leadId, { masked: false });
  if (!lead) return null;
  const [touch] = await db
    .select({ first: leads.first_touch, last: leads.last_touch })
    .from(leads)
    .where(eq(leads.id, leadId));
  return {
    lead: {
      id: lead.id,
      type: lead.type,
      kind: LEAD_TYPE_LABELS[lead.type],
      status: lead.status,
      owner: lead.owner?.name ?? null,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      message: lead.message,
      source: lead.source,
      medium: lead.medium,
      campaign: lead.campaign,
      landing_page: lead.landing_page,
      first_touch: touch?.first ?? null,
      last_touch: touch?.last ?? null,
      created_at: lead.created_at.toISOString(),
      admin_url: `${getSiteUrl()}/admin/leads?q=${encodeURIComponent(lead.email)}`,
      ...(lead.form
        ? {
            form: {
              page_path: lead.form.page_path,
              page_title: lead.form.page_title,
              form_name: lead.form.form_name,
              answers: lead.form.answers.map((a) => ({
                label: a.label,
                type: a.type,
                value: a.value,
              })),
            },
          }
        : {}),
    },
    ...extra,
  };
}

/**
 * Queues a lead's webhook event for every endpoint subscribed to `type`. Call it in
 * the transaction of the change, then wake the sender (`kickOutbox`) after the commit.
 * @param db - the change's transaction
 * @param type - the event
 * @param leadId - the lead it is about
 * @param extra - more event data, e.g. `{ previous_status }`
 * @returns how many deliveries were queued
 * @throws the database error when a read or the insert fails
 */
export async function queueLeadEvent(
  db: Db,
  type: WebhookEventType,
  leadId: number,
  extra: Record<string, unknown> = {},
): Promise<number> {
  // The lead is read only when an endpoint wants the event.
  return enqueueWebhookEvent(db, { type, data: () => leadEventData(db, leadId, extra), leadId });
}
