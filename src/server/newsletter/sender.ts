import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { newsletter_campaigns, newsletter_deliveries, newsletter_subscribers } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { fileFailedAttempt, startDrainPass, type RetryQueueOptions } from '../jobs/delivery-rows';
import { getLogger } from '../log';
import { getCampaignTransport, type MailTransport } from '../mail/transport';
import { campaignHeaders, personalise, unsubscribeLinks } from './render';
import { unsubscribeToken } from './service';

/**
 * The newsletter's sender: the copies of the campaigns that are sending, claimed under a lease
 * like the outbox's rows (`FOR UPDATE SKIP LOCKED`), sent through the pooled transport, and each
 * marked as it is accepted. A crash, a restart or a second instance never sends a copy twice nor
 * skips one: a copy is only ever claimed by one sender at a time, and one whose sender died is
 * claimed again once its lease ends (one that was accepted but not yet marked when its sender
 * died, within a millisecond, is the one copy sent twice; see docs/features/newsletter.md).
 */

export type NewsletterDrainOptions = RetryQueueOptions & {
  transport?: MailTransport;
  /** The From address (its name is the campaign's sender name): MAIL_FROM's address. */
  fromAddress?: string;
};

export type NewsletterDrainResult = {
  sent: number;
  retried: number;
  bounced: number;
  dead: number;
  skipped: number;
};

type ClaimedCopy = {
  id: number;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  attempts: number;
};

/**
 * How many copies a pass claims: at most 100, and no more than the rate sends in half a lease, so
 * the last of them still leaves well inside its claim (a copy whose claim ran out while it waited
 * in the pool could be claimed and sent by another process too).
 * @param rate - messages a second (NEWSLETTER_RATE)
 * @param leaseMs - how long a claim lasts (NEWSLETTER_LEASE_MS)
 */
export function claimSize(rate: number, leaseMs: number): number {
  return Math.max(1, Math.min(100, Math.floor((rate * leaseMs) / 2000)));
}

/** The address part of MAIL_FROM ("Lizit <no-reply@lizit.com>" → "no-reply@lizit.com"). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** A header-safe display name: quotes and backslashes escaped (it has no CR/LF by its schema). */
const displayName = (name: string) => `"${name.replace(/["\\]/g, '\\$&')}"`;

/** The SMTP reply code of a failed send, when the server gave one (nodemailer's `responseCode`). */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}

/**
 * Sends the due copies of the campaigns that are sending, once: claims up to `batchSize`
 * (default {@link claimSize}) under a lease (NEWSLETTER_LEASE_MS), sends them at once through
 * the pooled transport (which keeps to its rate and connections), and files each:
 * - accepted: `sent`;
 * - its subscriber unsubscribed or bounced since the sending started: `skipped`, not sent;
 * - a 5xx answer: `bounced`, and the subscriber's address is marked bounced (no more campaigns);
 * - a 4xx answer or no answer: retried with the outbox's back-off, `dead` after MAIL_MAX_ATTEMPTS,
 *   which counts as a soft bounce (two mark the address bounced).
 * A campaign whose copies are all filed is marked `sent`.
 * @returns the counts of this pass
 */
export async function drainNewsletter(
  opts: NewsletterDrainOptions,
): Promise<NewsletterDrainResult> {
  const env = getEnv();
  const transport = opts.transport ?? getCampaignTransport();
  const fromAddress = opts.fromAddress ?? addressOf(env.MAIL_FROM);
  const pass = startDrainPass(opts, {
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    leaseMs: env.NEWSLETTER_LEASE_MS,
  });
  const d = newsletter_deliveries;
  const copies = await executeRows<ClaimedCopy>(
    opts.db.execute(sql`
    update ${d} set next_attempt_at = ${pass.leaseUntil}
    where id in (
      select ${d.id} from ${d}
        join ${newsletter_campaigns} c on c.id = ${d.campaign_id}
      where ${d.status} = 'pending' and ${d.next_attempt_at} <= ${pass.started}
        and c.status = 'sending'
      order by ${d.id}
      limit ${opts.batchSize ?? claimSize(env.NEWSLETTER_RATE, env.NEWSLETTER_LEASE_MS)}
      for update of ${d} skip locked
    )
    returning id, campaign_id, subscriber_id, email, attempts`),
  );
  const result: NewsletterDrainResult = { sent: 0, retried: 0, bounced: 0, dead: 0, skipped: 0 };
  if (copies.length === 0) return result;

  const campaignIds = [...new Set(copies.map((c) => c.campaign_id))];
  const campaigns = new Map(
    (
      await opts.db
        .select({
          id: newsletter_campaigns.id,
          subject: newsletter_campaigns.subject,
          from_name: newsletter_campaigns.from_name,
          reply_to: newsletter_campaigns.reply_to,
          html: newsletter_campaigns.sent_html,
          text: newsletter_campaigns.sent_text,
        })
        .from(newsletter_campaigns)
        .where(inArray(newsletter_campaigns.id, campaignIds))
    ).map((c) => [c.id, c]),
  );
  const subscribers = new Map(
    (
      await opts.db
        .select({
          id: newsletter_subscribers.id,
          secret: newsletter_subscribers.unsubscribe_token,
          active: newsletter_subscribers.is_active,
          bounced: sql<boolean>`${newsletter_subscribers.bounced_at} is not null`,
        })
        .from(newsletter_subscribers)
        .where(
          inArray(
            newsletter_subscribers.id,
            copies.map((c) => c.subscriber_id),
          ),
        )
    ).map((s) => [s.id, s]),
  );

  const file = (id: number, set: SqlSet) =>
    opts.db
      .update(d)
      .set(set)
      .where(and(eq(d.id, id), eq(d.status, 'pending')));

  await Promise.all(
    copies.map(async (copy) => {
      const campaign = campaigns.get(copy.campaign_id);
      const subscriber = subscribers.get(copy.subscriber_id);
      // Unsubscribed (or bounced) after the campaign was scheduled: this copy is not sent.
      if (!campaign?.html || !campaign.text || !subscriber?.active || subscriber.bounced) {
        await file(copy.id, { status: 'skipped' });
        result.skipped++;
        return;
      }
      const attempts = copy.attempts + 1;
      const links = unsubscribeLinks(
        unsubscribeToken(subscriber.id, subscriber.secret),
        campaign.id,
      );
      const body = personalise({ html: campaign.html, text: campaign.text }, links);
      try {
        await transport.send({
          from: `${displayName(campaign.from_name)} <${fromAddress}>`,
          replyTo: campaign.reply_to,
          to: copy.email,
          subject: campaign.subject,
          html: body.html,
          text: body.text,
          headers: campaignHeaders(links),
        });
        await file(copy.id, {
          status: 'sent',
          attempts,
          sent_at: pass.now(),
          last_error: null,
        });
        result.sent++;
      } catch (error) {
        const message = (error as Error)?.message?.slice(0, 500) ?? 'unknown error';
        const code = replyCode(error);
        if (code !== null && code >= 500) {
          await opts.db.transaction(async (tx) => {
            await tx
              .update(d)
              .set({ status: 'bounced', attempts, last_error: message })
              .where(eq(d.id, copy.id));
            await tx
              .update(newsletter_subscribers)
              .set({ bounced_at: pass.now() })
              .where(eq(newsletter_subscribers.id, copy.subscriber_id));
          });
          result.bounced++;
          return;
        }
        const errorSet = sql`last_error = ${message}`;
        if (await fileFailedAttempt(opts.db, d, copy.id, attempts, pass, errorSet)) {
          result.retried++;
          getLogger().warn(
            { deliveryId: copy.id, attempts, err: message },
            'newsletter copy failed; will retry',
          );
        } else {
          // Given up after its retries: a soft bounce; a second one stops the address.
          await opts.db.execute(sql`update ${newsletter_subscribers}
            set soft_bounces = soft_bounces + 1,
              bounced_at = case when soft_bounces + 1 >= 2 then ${pass.now()} else bounced_at end
            where id = ${copy.subscriber_id}`);
          result.dead++;
        }
      }
    }),
  );
  await finishCampaigns(opts.db, campaignIds, pass.now());
  return result;
}

type SqlSet = Partial<typeof newsletter_deliveries.$inferInsert>;

/** Marks `sent` each of the campaigns that are sending and have no copy left to send. */
async function finishCampaigns(db: Db, ids: readonly number[], now: Date): Promise<void> {
  const c = newsletter_campaigns;
  await db
    .update(c)
    .set({ status: 'sent', finished_at: now, updated_at: now })
    .where(
      and(
        inArray(c.id, [...ids]),
        eq(c.status, 'sending'),
        sql`not exists (select 1 from ${newsletter_deliveries} d
          where d.campaign_id = ${c.id} and d.status = 'pending')`,
      ),
    );
}
