import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhook_deliveries, webhook_endpoints, type WebhookEndpoint } from '@/db/schema';
import { getEnv } from '@/lib/env';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookFormat } from '@/lib/webhooks';
import { ActionError, notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { changeAudited, insertAudited } from '../audited-write';
import { enqueueTestEvent, newWebhookSecret } from './outbox';
import { targetUrlProblem, type TargetPolicy } from './targets';

/**
 * The Integrations tab's webhook endpoints and delivery log. Every write is
 * audited as `webhook.<verb>` in its transaction; the audit never holds the secret.
 */

/** What the Add / Edit form gives. */
export type WebhookEndpointInput = {
  name: string;
  url: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  is_active: boolean;
};

/** One delivery as the log shows it (no payload: it may hold personal data). */
export type WebhookDeliveryRow = {
  id: number;
  endpoint_id: number;
  endpoint_name: string;
  event_type: string;
  message_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
};

/** Rows per page of the delivery log. */
export const DELIVERY_PAGE_SIZE = 50;

/** The target policy of this server's environment. */
export function targetPolicy(): TargetPolicy {
  const env = getEnv();
  return {
    allowHttp: env.NODE_ENV !== 'production' || env.WEBHOOK_ALLOW_HTTP,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  };
}

function checkUrl(url: string, policy: TargetPolicy): void {
  const problem = targetUrlProblem(url, policy);
  if (problem) throw new ActionError(problem, 422, 'url');
}

/** What an audit entry keeps of an endpoint (never the secret). */
const auditView = (e: WebhookEndpointInput) => ({
  name: e.name,
  url: e.url.split('?')[0],
  events: e.events,
  format: e.format,
  is_active: e.is_active,
});

/**
 * The endpoints, oldest first (admins only: each carries its secret).
 * @returns the rows as stored
 */
export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return db.select().from(webhook_endpoints).orderBy(webhook_endpoints.id);
}

/**
 * Adds an endpoint with a new secret (audited `webhook.create`).
 * @param policy - the target rules (defaults to this server's environment)
 * @throws ActionError 422 on `url` when the target is refused
 */
export async function createWebhookEndpoint(
  db: Db,
  input: WebhookEndpointInput,
  actorId: string | null,
  policy: TargetPolicy = targetPolicy(),
): Promise<WebhookEndpoint> {
  checkUrl(input.url, policy);
  return insertAudited(
    db,
    actorId,
    'webhook.create',
    (tx) =>
      tx
        .insert(webhook_endpoints)
        .values({ ...input, secret: newWebhookSecret() })
        .returning(),
    () => auditView(input),
  );
}

/**
 * Sets `values` on endpoint `id` (and `updated_at`), auditing `action` with `details(row)` in
 * the same transaction.
 * @throws ActionError 404 when it is gone
 */
async function setEndpoint(
  db: Db,
  id: number,
  values: Partial<typeof webhook_endpoints.$inferInsert>,
  actorId: string | null,
  action: 'webhook.update' | 'webhook.rotate_secret',
  details: (row: WebhookEndpoint) => Record<string, unknown>,
): Promise<WebhookEndpoint> {
  return changeAudited(
    db,
    { id, what: 'Endpoint', action, actorUserId: actorId },
    (tx) =>
      tx
        .update(webhook_endpoints)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(webhook_endpoints.id, id))
        .returning(),
    details,
  );
}

/**
 * Changes an endpoint (audited `webhook.update`); its secret stays.
 * @throws ActionError 422 on `url`, 404 when it is gone
 */
export async function updateWebhookEndpoint(
  db: Db,
  id: number,
  input: WebhookEndpointInput,
  actorId: string | null,
  policy: TargetPolicy = targetPolicy(),
): Promise<WebhookEndpoint> {
  checkUrl(input.url, policy);
  return setEndpoint(db, id, input, actorId, 'webhook.update', () => auditView(input));
}

/**
 * Gives an endpoint a new secret (audited `webhook.rotate_secret`, without the secret); the next
 * attempts, retries included, are signed with it.
 * @returns the endpoint with its new secret
 * @throws ActionError 404 when it is gone
 */
export async function rotateWebhookSecret(
  db: Db,
  id: number,
  actorId: string | null,
): Promise<WebhookEndpoint> {
  return setEndpoint(
    db,
    id,
    { secret: newWebhookSecret() },
    actorId,
    'webhook.rotate_secret',
    (row) => ({
      name: row.name,
    }),
  );
}

/**
 * Deletes an endpoint and its deliveries (audited `webhook.delete`).
 * @throws ActionError 404 when it is already gone
 */
export async function deleteWebhookEndpoint(
  db: Db,
  id: number,
  actorId: string | null,
): Promise<void> {
  await changeAudited(
    db,
    { id, what: 'Endpoint', action: 'webhook.delete', actorUserId: actorId },
    (tx) =>
      tx
        .delete(webhook_endpoints)
        .where(eq(webhook_endpoints.id, id))
        .returning({ name: webhook_endpoints.name }),
    (row) => ({ name: row.name }),
  );
}

/**
 * Queues a `webhook.test` delivery to one active endpoint ("Send test", audited `webhook.test`);
 * the caller kicks the sender.
 * @returns the delivery's id
 * @throws ActionError 404 when the endpoint is gone, 409 when it is turned off
 */
export async function sendWebhookTest(
  db: Db,
  id: number,
  actorId: string | null,
): Promise<{ deliveryId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ is_active: webhook_endpoints.is_active })
      .from(webhook_endpoints)
      .where(eq(webhook_endpoints.id, id));
    if (!row) throw notFound('Endpoint');
    if (!row.is_active)
      throw new ActionError('This endpoint is turned off. Turn it on to send a test.', 409);
    const deliveryId = await enqueueTestEvent(tx, id);
    await auditChange(tx, actorId, 'webhook.test', id, { deliveryId });
    return { deliveryId };
  });
}

/**
 * Sends a delivery again now ("Retry", audited `webhook.retry`): a dead one gets one more
 * attempt, a waiting one goes now instead of at its back-off time. A delivered one is refused.
 * @throws ActionError 404 when it is gone, 409 when it was delivered
 */
export async function retryWebhookDelivery(
  db: Db,
  id: number,
  actorId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: webhook_deliveries.status, endpoint_id: webhook_deliveries.endpoint_id })
      .from(webhook_deliveries)
      .where(eq(webhook_deliveries.id, id))
      .for('update');
    if (!row) throw notFound('Delivery');
    if (row.status === 'delivered') throw new ActionError('This delivery already arrived.', 409);
    await tx
      .update(webhook_deliveries)
      .set({ status: 'pending', next_attempt_at: sql`now()` })
      .where(eq(webhook_deliveries.id, id));
    await auditChange(tx, actorId, 'webhook.retry', row.endpoint_id, { deliveryId: id });
  });
}

/**
 * The delivery log, newest first: one endpoint's or all, {@link DELIVERY_PAGE_SIZE} per page.
 * @param before - only deliveries with a smaller id (the next page)
 * @returns the rows and whether more are older
 */
export async function listWebhookDeliveries(
  db: Db,
  opts: { endpointId?: number; before?: number } = {},
): Promise<{ rows: WebhookDeliveryRow[]; more: boolean }> {
  const where = and(
    opts.endpointId !== undefined ? eq(webhook_deliveries.endpoint_id, opts.endpointId) : undefined,
    opts.before !== undefined ? lt(webhook_deliveries.id, opts.before) : undefined,
  );
  const rows = await db
    .select({
      id: webhook_deliveries.id,
      endpoint_id: webhook_deliveries.endpoint_id,
      endpoint_name: webhook_endpoints.name,
      event_type: webhook_deliveries.event_type,
      message_id: webhook_deliveries.message_id,
      status: webhook_deliveries.status,
      attempts: webhook_deliveries.attempts,
      last_status_code: webhook_deliveries.last_status_code,
      last_error: webhook_deliveries.last_error,
      created_at: webhook_deliveries.created_at,
      next_attempt_at: webhook_deliveries.next_attempt_at,
      delivered_at: webhook_deliveries.delivered_at,
    })
    .from(webhook_deliveries)
    .innerJoin(webhook_endpoints, eq(webhook_endpoints.id, webhook_deliveries.endpoint_id))
    .where(where)
    .orderBy(desc(webhook_deliveries.id))
    .limit(DELIVERY_PAGE_SIZE + 1);
  return { rows: rows.slice(0, DELIVERY_PAGE_SIZE), more: rows.length > DELIVERY_PAGE_SIZE };
}
