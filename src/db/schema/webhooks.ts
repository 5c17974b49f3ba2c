import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_FORMATS } from '../../lib/webhooks';
import {
  bigserialId,
  createdAt,
  deliveryState,
  isActive,
  outboxConstraints,
  parentId,
  serialId,
  timestamps,
  tstz,
} from './columns';

/**
 * Webhook endpoints: where events are posted, which ones, and how (Standard
 * Webhooks JSON signed with `secret`, or a Slack message). The secret is a Standard Webhooks
 * `whsec_` base64 key made by the server; only admins see it.
 */
export const webhook_endpoints = pgTable(
  'webhook_endpoints',
  {
    ...serialId(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    format: text('format', { enum: WEBHOOK_FORMATS }).notNull().default('standard'),
    ...isActive(),
    ...timestamps(),
  },
  (t) => [check('webhook_endpoints_format_check', sql`${t.format} in ('standard', 'slack')`)],
);

/**
 * The webhook outbox and delivery log: one row per event and endpoint, written in
 * the transaction of the change that caused it, drained like the mail outbox (pending →
 * delivered | dead, retries with back-off). `lead_id` (no foreign key) lets a privacy erase
 * remove every delivery that carries a lead's data.
 */
export const webhook_deliveries = pgTable(
  'webhook_deliveries',
  {
    ...bigserialId(),
    endpoint_id: parentId('endpoint_id', () => webhook_endpoints.id),
    event_type: text('event_type').notNull(),
    /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
    message_id: text('message_id').notNull(),
    /** The Standard Webhooks body: `{ type, timestamp, data }`. */
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    lead_id: integer('lead_id'),
    ...deliveryState(WEBHOOK_DELIVERY_STATUSES),
    last_status_code: integer('last_status_code'),
    ...createdAt(),
    delivered_at: tstz('delivered_at'),
  },
  (t) => [
    ...outboxConstraints('webhook_deliveries', WEBHOOK_DELIVERY_STATUSES, t),
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
  ],
);

/** The JSON a Standard Webhooks delivery posts. */
export type WebhookPayload = {
  type: string;
  /** ISO 8601 time of the event. */
  timestamp: string;
  data: Record<string, unknown>;
};

export type WebhookEndpoint = typeof webhook_endpoints.$inferSelect;
export type WebhookDelivery = typeof webhook_deliveries.$inferSelect;
