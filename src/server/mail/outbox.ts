import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { mail_outbox } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { fileFailedAttempt, startDrainPass, type RetryQueueOptions } from '../jobs/delivery-rows';
import { getLogger } from '../log';
import { getMailTransport, type MailTransport } from './transport';

/** What callers enqueue; `from` defaults to MAIL_FROM. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** What the message is, e.g. "notification.demo_request", "newsletter.welcome". */
  kind: string;
  /** The lead the message is about, if any (its history lists it; erasing the lead deletes it). */
  leadId?: number | null;
};

/** Anything that can insert: the database or an open transaction. */
type Inserter = Pick<Db, 'insert'>;

/**
 * Queues messages in the outbox. Call it inside the transaction that stores the submission, so
 * the row and its mail commit together (ARCHITECTURE.md "E-mail").
 */
export async function enqueueMail(db: Inserter, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mail_outbox).values(
    mails.map((m) => ({
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html ?? null,
      headers: m.headers ?? null,
      kind: m.kind,
      lead_id: m.leadId ?? null,
    })),
  );
}

export type DrainOptions = RetryQueueOptions & {
  transport?: MailTransport;
  from?: string;
};

export type DrainResult = { sent: number; retried: number; dead: number };

type ClaimedRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
};

/**
 * Sends the due messages of the outbox once: claims up to `batchSize` pending
 * rows whose time has come with `FOR UPDATE SKIP LOCKED` and a lease, so several server
 * instances never send one message twice; marks each sent, or schedules a retry with
 * exponential back-off keeping the last error, or marks it dead after `maxAttempts`.
 * @returns counts of this pass
 */
export async function drainOutbox(opts: DrainOptions): Promise<DrainResult> {
  const env = getEnv();
  const transport = opts.transport ?? getMailTransport();
  const from = opts.from ?? env.MAIL_FROM;
  const pass = startDrainPass(opts, {
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    leaseMs: 120_000,
  });

  const rows = await executeRows<ClaimedRow>(
    opts.db.execute(sql`
    update ${mail_outbox} set next_attempt_at = ${pass.leaseUntil}
    where id in (
      select id from ${mail_outbox}
      where status = 'pending' and next_attempt_at <= ${pass.started}
      order by id
      limit ${opts.batchSize ?? 20}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, headers, attempts`),
  );

  const result: DrainResult = { sent: 0, retried: 0, dead: 0 };
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
      });
      await opts.db.execute(
        sql`update ${mail_outbox} set status = 'sent', attempts = ${attempts}, sent_at = ${pass.now()}, last_error = null where id = ${row.id}`,
      );
      result.sent++;
    } catch (error) {
      const message = (error as Error)?.message?.slice(0, 500) ?? 'unknown error';
      const errorSet = sql`last_error = ${message}`;
      if (await fileFailedAttempt(opts.db, mail_outbox, row.id, attempts, pass, errorSet)) {
        result.retried++;
        getLogger().warn(
          { outboxId: row.id, attempts, err: message },
          'mail send failed; will retry',
        );
      } else {
        result.dead++;
        getLogger().error({ outboxId: row.id, attempts }, 'mail dead after max attempts');
      }
    }
  }
  return result;
}
