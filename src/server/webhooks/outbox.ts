import crypto from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhook_deliveries, webhook_endpoints, type WebhookPayload } from '@/db/schema';
import type { WebhookEventType } from '@/lib/webhooks';

/**
 * The webhook outbox: events become one delivery row per subscribed endpoint, in
 * the transaction of the change that caused them, so an event commits with its row and is never
 * lost on a crash; the drainer (./drain.ts) sends them.
 */

/** One event as callers raise it. */
export type WebhookEvent = {
  type: WebhookEventType;
  /**
   * The event's data (the `data` of the Standard Webhooks body); JSON-serialisable. A function is
   * called only when some endpoint wants the event (its reads are skipped otherwise); null from
   * it queues nothing.
   */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown> | null>);
  /** The lead the data is about, so a privacy erase can remove its deliveries. */
  leadId?: number | null;
};

/** Anything that can read and write: the database or an open transaction. */
type Executor = Pick<Db, 'insert' | 'select' | 'delete'>;

/** A new `webhook-id`: "msg_" and 22 random base64url characters (128 bits). */
export function newMessageId(): string {
  return `msg_${crypto.randomBytes(16).toString('base64url')}`;
}

/** A new Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/** The stored body of an event: `{ type, timestamp, data }`. */
function payloadOf(type: string, data: Record<string, unknown>, at: Date): WebhookPayload {
  return { type, timestamp: at.toISOString(), data };
}

/**
 * Queues an event for every active endpoint subscribed to its type. Call it inside
 * the transaction that stores the change (as `enqueueMail`), then `kickOutbox()` after commit.
 * Each delivery gets its own message id (`webhook-id`).
 * @param db - the database or an open transaction
 * @param event - type, data and the lead it concerns (if any)
 * @param now - the event's time (tests move it)
 * @returns how many deliveries were queued (0 when no endpoint wants the event)
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function enqueueWebhookEvent(
  db: Executor,
  event: WebhookEvent,
  now: Date = new Date(),
): Promise<number> {
  const endpoints = await db
    .select({ id: webhook_endpoints.id })
    .from(webhook_endpoints)
    .where(
      and(
        eq(webhook_endpoints.is_active, true),
        arrayContains(webhook_endpoints.events, [event.type]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const data = typeof event.data === 'function' ? await event.data() : event.data;
  if (data === null) return 0;
  const payload = payloadOf(event.type, data, now);
  await db.insert(webhook_deliveries).values(
    endpoints.map((e) => ({
      endpoint_id: e.id,
      event_type: event.type,
      message_id: newMessageId(),
      payload,
      lead_id: event.leadId ?? null,
      next_attempt_at: now,
      created_at: now,
    })),
  );
  return endpoints.length;
}

/**
 * Queues a `webhook.test` event for one endpoint only, whatever it subscribes to ("Send test").
 * @returns the delivery's id
 */
export async function enqueueTestEvent(
  db: Executor,
  endpointId: number,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(webhook_deliveries)
    .values({
      endpoint_id: endpointId,
      event_type: 'webhook.test',
      message_id: newMessageId(),
      payload: payloadOf(
        'webhook.test',
        { message: 'A test event from the Lizit admin.', endpoint_id: endpointId },
        now,
      ),
      next_attempt_at: now,
      created_at: now,
    })
    .returning({ id: webhook_deliveries.id });
  return row!.id;
}

/**
 * Removes every webhook delivery that carries one of these leads (a privacy erase):
 * pending ones are never sent, and no logged payload keeps their data. A delivery being sent
 * at this moment may still arrive; its outcome is then not recorded.
 * @param db - the database or the erase's transaction
 * @param leadIds - the leads' ids
 * @returns how many deliveries were removed
 */
export async function deleteWebhookDeliveriesForLeads(
  db: Executor,
  leadIds: number[],
): Promise<number> {
  if (leadIds.length === 0) return 0;
  const removed = await db
    .delete(webhook_deliveries)
    .where(inArray(webhook_deliveries.lead_id, [...new Set(leadIds)]))
    .returning({ id: webhook_deliveries.id });
  return removed.length;
}
