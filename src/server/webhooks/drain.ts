import { sql } from 'drizzle-orm';
import { executeRows } from '@/db/rows';
import { webhook_deliveries, webhook_endpoints, type WebhookPayload } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import type { WebhookFormat } from '@/lib/webhooks';
import { fileFailedAttempt, startDrainPass, type RetryQueueOptions } from '../jobs/delivery-rows';
import { getLogger } from '../log';
import { buildWebhookRequest } from './message';
import { postWebhook, type PostOptions, type WebhookResponse } from './send';

/** Sends one request; tests pass a fake. */
export type WebhookPoster = (
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: PostOptions,
) => Promise<WebhookResponse>;

export type WebhookDrainOptions = RetryQueueOptions & {
  /** Requests in flight at once; one endpoint gets at most half of them (at least 1). */
  concurrency?: number;
  /** Per-request time limit. */
  timeoutMs?: number;
  allowPrivate?: boolean;
  siteUrl?: string;
  post?: WebhookPoster;
};

export type WebhookDrainResult = { delivered: number; retried: number; dead: number };

type Claimed = {
  id: number;
  endpoint_id: number;
  message_id: string;
  payload: WebhookPayload;
  attempts: number;
  url: string;
  secret: string;
  format: WebhookFormat;
};

const ERROR_MAX = 500;

/** The error text kept in the log: at most 500 characters, the target's query string removed. */
function errorText(error: unknown, url: string): string {
  let message = error instanceof Error ? error.message : String(error);
  const q = url.indexOf('?');
  if (q > 0) message = message.split(url.slice(q)).join('?…');
  return message.slice(0, ERROR_MAX) || 'unknown error';
}

/** Runs `jobs` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends the due webhook deliveries once, as `drainOutbox` does for mail: claims up
 * to `batchSize` pending deliveries of active endpoints whose time has come with `FOR UPDATE SKIP
 * LOCKED` and a lease (so several instances never send one twice; a crash mid-send only delays it
 * until the lease ends), at most half of `concurrency` per endpoint, and posts them `concurrency`
 * at a time, each within `timeoutMs`. A 2xx answer marks a delivery delivered; anything else
 * (another status, a refused address, a timeout) keeps the status code and the error (500
 * characters) and schedules a retry with the mail outbox's back-off, or marks it dead after
 * `maxAttempts`. Secrets and bodies are never logged.
 * @returns counts of this pass
 */
export async function drainWebhooks(opts: WebhookDrainOptions): Promise<WebhookDrainResult> {
  const env = getEnv();
  const concurrency = opts.concurrency ?? env.WEBHOOK_CONCURRENCY;
  const perEndpoint = Math.max(1, Math.floor(concurrency / 2));
  const postOptions: PostOptions = {
    timeoutMs: opts.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS,
    allowPrivate: opts.allowPrivate ?? env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  };
  const siteUrl = opts.siteUrl ?? getSiteUrl();
  const post = opts.post ?? postWebhook;
  const pass = startDrainPass(opts, {
    maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
    retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    leaseMs: Math.max(120_000, postOptions.timeoutMs * 3),
  });
  const batchSize = opts.batchSize ?? concurrency * 4;

  // Due deliveries of active endpoints, locked, then at most `perEndpoint` of each endpoint.
  const rows = await executeRows<Claimed>(
    opts.db.execute(sql`
    with due as (
      select d.id, d.endpoint_id from ${webhook_deliveries} d
      where d.status = 'pending' and d.next_attempt_at <= ${pass.started}
        and d.endpoint_id in (select id from ${webhook_endpoints} where is_active)
      order by d.id
      limit ${batchSize * 4}
      for update of d skip locked
    ), picked as (
      select id from (
        select id, row_number() over (partition by endpoint_id order by id) as n from due
      ) r where n <= ${perEndpoint} order by id limit ${batchSize}
    )
    update ${webhook_deliveries} w set next_attempt_at = ${pass.leaseUntil}
    from ${webhook_endpoints} e
    where w.id in (select id from picked) and e.id = w.endpoint_id
    returning w.id, w.endpoint_id, w.message_id, w.payload, w.attempts, e.url, e.secret, e.format`),
  );

  const result: WebhookDrainResult = { delivered: 0, retried: 0, dead: 0 };
  await pool(rows, concurrency, async (row) => {
    const attempts = row.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const request = buildWebhookRequest(
        row.format,
        row.secret,
        row.message_id,
        row.payload,
        siteUrl,
        pass.now(),
      );
      const answer = await post(row.url, request.body, request.headers, postOptions);
      status = answer.status;
      if (status < 200 || status > 299) {
        error = `HTTP ${status}${answer.snippet ? `: ${answer.snippet}` : ''}`.slice(0, ERROR_MAX);
      }
    } catch (e) {
      error = errorText(e, row.url);
    }
    const id = Number(row.id);
    if (error === null) {
      await opts.db.execute(sql`
        update ${webhook_deliveries} set status = 'delivered', attempts = ${attempts},
          last_status_code = ${status}, last_error = null, delivered_at = ${pass.now()}
        where id = ${id}`);
      result.delivered++;
      return;
    }
    const errorSet = sql`last_status_code = ${status}, last_error = ${error}`;
    const retried = await fileFailedAttempt(
      opts.db,
      webhook_deliveries,
      id,
      attempts,
      pass,
      errorSet,
    );
    const logged = { webhookDeliveryId: id, endpointId: row.endpoint_id, attempts, status };
    if (retried) {
      result.retried++;
      getLogger().warn(logged, 'webhook delivery failed; will retry');
    } else {
      result.dead++;
      getLogger().error(logged, 'webhook dead after max attempts');
    }
  });
  return result;
}
