import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import {
  blog_posts,
  leads,
  newsletter_campaigns,
  newsletter_deliveries,
  newsletter_links,
  newsletter_subscribers,
  type CampaignSegment,
  type CampaignStatus,
  type NewsletterCampaign,
} from '@/db/schema';
import { addDays } from '@/lib/analytics-range';
import { getSiteUrl } from '@/lib/env';
import { ROLE_REFUSED_MESSAGE, type StaffRole } from '@/lib/roles';
import type { CampaignData } from '@/lib/validation/newsletter';
import { slugify } from '@/lib/validation/posts';
import { ActionError, EditConflictError, notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { AppError } from '../errors';
import { cancelJob, enqueueJob } from '../jobs/runner';
import { enqueueMail } from '../mail/outbox';
import { publishedPostFilter } from '../posts/publication';
import { consumePoint, dbLimiter } from '../rate-limit/store';
import { readSetting } from '../settings/store';
import {
  composeCampaign,
  countedLinkUrl,
  personalise,
  type CampaignArticle,
  type ComposedCampaign,
} from './render';

/**
 * Newsletter campaigns (the Newsletter section): written as drafts, scheduled or sent now through
 * the background runner's `newsletter.start` job, which freezes the message and adds one delivery
 * row per recipient for the `newsletter.drain` job (server/newsletter/sender.ts) to send; paused,
 * resumed or cancelled while they go out; and their results.
 */

/** The one-off job that starts a campaign's sending at its time. */
export const CAMPAIGN_START_JOB = 'newsletter.start';
const startJobKey = (id: number) => `${CAMPAIGN_START_JOB}:${id}`;

/** The message of an edit of a campaign that has started sending. */
export const CAMPAIGN_LOCKED =
  'A campaign that is sending or sent cannot be edited. Duplicate it to write a new one.';

/** Test copies one person may send in an hour. */
export const TEST_SENDS_PER_HOUR = 20;

/**
 * The campaign with id `id`, or ActionError 404; with `lock`, locked for the caller's
 * transaction (a change of its state).
 */
async function campaignRow(db: Db, id: number, lock = false): Promise<NewsletterCampaign> {
  const query = db.select().from(newsletter_campaigns).where(eq(newsletter_campaigns.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Campaign');
  return row;
}

/** The columns a campaign's form writes. */
function formColumns(data: CampaignData) {
  const segment: CampaignSegment = Object.fromEntries(
    Object.entries(data.segment).filter(([, v]) => v !== ''),
  );
  return {
    kind: data.kind,
    subject: data.subject,
    preheader: data.preheader,
    body_html: data.kind === 'issue' ? data.body_html : '',
    post_id: data.kind === 'article' ? data.post_id : null,
    article_full: data.article_full,
    from_name: data.from_name,
    reply_to: data.reply_to,
    segment,
    track_clicks: data.track_clicks,
    web_noindex: data.web_noindex,
  };
}

/**
 * Creates a draft campaign. Its slug (its web address and its links' utm_campaign) comes from the
 * subject and its id ("spring-news-12"). Audited as `newsletter.create`.
 * @returns the new campaign's id and slug
 */
export async function createCampaign(
  db: Db,
  data: CampaignData,
  actorId: string,
): Promise<{ id: number; slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletter_campaigns)
      .values({
        ...formColumns(data),
        slug: `new-${crypto.randomUUID()}`,
        created_by: actorId,
        updated_by: actorId,
      })
      .returning({ id: newsletter_campaigns.id });
    const slug = `${slugify(data.subject).slice(0, 60).replace(/-+$/, '') || 'campaign'}-${row!.id}`;
    await tx.update(newsletter_campaigns).set({ slug }).where(eq(newsletter_campaigns.id, row!.id));
    await auditChange(tx, actorId, 'newsletter.create', row!.id, { subject: data.subject });
    return { id: row!.id, slug };
  });
}

/** The message of an article campaign whose post is not (or no longer) on the site. */
export const ARTICLE_NOT_PUBLISHED = 'Choose an article that is published on the site.';

/**
 * The published post an article campaign sends (its title and excerpt), by id.
 * @throws ActionError 422 on `post_id` ({@link ARTICLE_NOT_PUBLISHED}) for a post that is a
 *   draft, scheduled, archived, in the Trash or gone: its link would lead nowhere
 */
export async function publishedArticle(
  db: Db,
  postId: number,
): Promise<{ id: number; title: string; excerpt: string | null }> {
  const [post] = await db
    .select({ id: blog_posts.id, title: blog_posts.title, excerpt: blog_posts.excerpt })
    .from(blog_posts)
    .where(and(eq(blog_posts.id, postId), publishedPostFilter()));
  if (!post) throw new ActionError(ARTICLE_NOT_PUBLISHED, 422, 'post_id');
  return post;
}

/**
 * "Send as newsletter" of a blog post: a draft article campaign of published post `postId`, its
 * subject the post's title and its preheader its excerpt, each on one line and cut to 150
 * characters; from the site's name, to every active subscriber, the excerpt with a link.
 * @returns the new campaign's id and slug
 * @throws ActionError 422 for a post that is not published ({@link publishedArticle})
 */
export async function createArticleCampaign(
  db: Db,
  postId: number,
  actorId: string,
): Promise<{ id: number; slug: string }> {
  const post = await publishedArticle(db, postId);
  const line = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150).trim();
  return createCampaign(
    db,
    {
      kind: 'article',
      subject: line(post.title) || 'Article',
      preheader: line(post.excerpt ?? ''),
      body_html: '',
      post_id: post.id,
      article_full: false,
      from_name: siteConfig.name,
      reply_to: null,
      segment: { subscribedFrom: '', subscribedTo: '', source: '', campaign: '' },
      track_clicks: true,
      web_noindex: true,
    },
    actorId,
  );
}

/**
 * Saves a campaign's form: only while it is a draft or scheduled (its message is frozen when it
 * starts sending).
 * @param expectedVersion - the version the editor has
 * @throws ActionError 409 {@link CAMPAIGN_LOCKED} once sending started; EditConflictError when stale
 */
export async function updateCampaign(
  db: Db,
  id: number,
  data: CampaignData,
  actorId: string,
  expectedVersion: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await campaignRow(tx, id, true);
    if (row.status !== 'draft' && row.status !== 'scheduled')
      throw new ActionError(CAMPAIGN_LOCKED, 409);
    if (row.version !== expectedVersion) throw new EditConflictError(row);
    await tx
      .update(newsletter_campaigns)
      .set({
        ...formColumns(data),
        updated_by: actorId,
        updated_at: new Date(),
        version: sql`${newsletter_campaigns.version} + 1`,
      })
      .where(eq(newsletter_campaigns.id, id));
    await auditChange(tx, actorId, 'newsletter.update', id);
  });
}

/**
 * Deletes a campaign that never went out (a draft, or cancelled before it started). Audited.
 * @throws ActionError 409 for a campaign that sent copies (its results are kept)
 */
export async function deleteCampaign(db: Db, id: number, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await campaignRow(tx, id, true);
    if (row.status !== 'draft' && !(row.status === 'cancelled' && row.started_at === null))
      throw new ActionError(
        'Only a draft can be deleted; a campaign that went out keeps its results.',
        409,
      );
    await cancelJob(tx, startJobKey(id));
    await tx.delete(newsletter_campaigns).where(eq(newsletter_campaigns.id, id));
    await auditChange(tx, actorId, 'newsletter.delete', id, { subject: row.subject });
  });
}

/**
 * Whether a person of `role` may send (or schedule) campaigns: an admin always; an Editor when the
 * Newsletter setting lets Editors send.
 * @throws AppError 403 otherwise
 */
export async function assertMaySend(db: Db, role: StaffRole): Promise<void> {
  if (role === 'admin') return;
  if ((await readSetting(db, 'newsletter')).editorsMaySend) return;
  throw new AppError(403, ROLE_REFUSED_MESSAGE);
}

/**
 * Schedules a draft to go out at `at`, or now (null): the runner's `newsletter.start` job starts
 * its sending then. Audited as `newsletter.schedule`.
 * @throws ActionError 409 when it is not a draft; 422 for a time in the past
 */
export async function scheduleCampaign(
  db: Db,
  id: number,
  at: Date | null,
  actorId: string,
  now: Date = new Date(),
): Promise<void> {
  if (at && at.getTime() < now.getTime() - 60_000)
    throw new ActionError('Choose a time in the future.', 422);
  await db.transaction(async (tx) => {
    const row = await campaignRow(tx, id, true);
    if (row.status !== 'draft')
      throw new ActionError('Only a draft can be sent or scheduled.', 409);
    if (row.kind === 'article' && row.post_id === null)
      throw new ActionError('Choose the article to send.', 422);
    const runAt = at ?? now;
    await tx
      .update(newsletter_campaigns)
      .set({ status: 'scheduled', scheduled_at: runAt, updated_at: now })
      .where(eq(newsletter_campaigns.id, id));
    await enqueueJob(tx, CAMPAIGN_START_JOB, { id }, { runAt, key: startJobKey(id) });
    await auditChange(tx, actorId, 'newsletter.schedule', id, { at: runAt.toISOString() });
  });
}

/** Moves a campaign from `from` to `to`, or answers 409 with `refusal`. */
async function move(
  db: Db,
  id: number,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  refusal: string,
  actorId: string,
  extra?: (tx: Db, row: NewsletterCampaign) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await campaignRow(tx, id, true);
    if (!from.includes(row.status)) throw new ActionError(refusal, 409);
    await tx
      .update(newsletter_campaigns)
      .set({
        status: to,
        updated_at: new Date(),
        ...(to === 'draft' ? { scheduled_at: null } : {}),
        ...(to === 'cancelled' ? { finished_at: new Date() } : {}),
      })
      .where(eq(newsletter_campaigns.id, id));
    await extra?.(tx, row);
    await auditChange(tx, actorId, `newsletter.${to === 'draft' ? 'unschedule' : to}`, id);
  });
}

/** Takes a scheduled campaign back to a draft (its start job withdrawn). */
export function unscheduleCampaign(db: Db, id: number, actorId: string): Promise<void> {
  return move(
    db,
    id,
    ['scheduled'],
    'draft',
    'Only a scheduled campaign can be taken back.',
    actorId,
    (tx) => cancelJob(tx, startJobKey(id)),
  );
}

/** Holds a sending campaign: no more copies go out until it is resumed. */
export function pauseCampaign(db: Db, id: number, actorId: string): Promise<void> {
  return move(
    db,
    id,
    ['sending'],
    'paused',
    'Only a campaign that is sending can be paused.',
    actorId,
  );
}

/** Resumes a paused campaign where it stopped. */
export function resumeCampaign(db: Db, id: number, actorId: string): Promise<void> {
  return move(db, id, ['paused'], 'sending', 'Only a paused campaign can be resumed.', actorId);
}

/**
 * Stops a campaign for good: scheduled (its start withdrawn), sending or paused (the copies not
 * sent yet are skipped; those sent stay in its results).
 */
export function cancelCampaign(db: Db, id: number, actorId: string): Promise<void> {
  return move(
    db,
    id,
    ['scheduled', 'sending', 'paused'],
    'cancelled',
    'This campaign can no longer be cancelled.',
    actorId,
    async (tx) => {
      await cancelJob(tx, startJobKey(id));
      await tx
        .update(newsletter_deliveries)
        .set({ status: 'skipped', last_error: 'cancelled' })
        .where(
          and(
            eq(newsletter_deliveries.campaign_id, id),
            eq(newsletter_deliveries.status, 'pending'),
          ),
        );
    },
  );
}

/**
 * The article a campaign sends, as the blog has it now (null for an issue, or a post no longer
 * published).
 */
async function campaignArticle(db: Db, row: NewsletterCampaign): Promise<CampaignArticle | null> {
  if (row.kind !== 'article' || row.post_id === null) return null;
  const [post] = await db
    .select({
      title: blog_posts.title,
      slug: blog_posts.slug,
      excerpt: blog_posts.excerpt,
      content: blog_posts.content,
      featured_image_url: blog_posts.featured_image_url,
    })
    .from(blog_posts)
    .where(and(eq(blog_posts.id, row.post_id), publishedPostFilter()));
  return post ?? null;
}

/** The SQL condition of the subscribers a segment holds (active, never bounced, not spam). */
function segmentCondition(segment: CampaignSegment): SQL {
  const s = newsletter_subscribers;
  const parts: SQL[] = [
    sql`${s.is_active}`,
    sql`${s.bounced_at} is null`,
    sql`${s.spam_reason} is null`,
  ];
  if (segment.subscribedFrom)
    parts.push(sql`${s.subscribed_at} >= ${`${segment.subscribedFrom}T00:00:00Z`}::timestamptz`);
  if (segment.subscribedTo)
    parts.push(
      sql`${s.subscribed_at} < ${`${addDays(segment.subscribedTo, 1)}T00:00:00Z`}::timestamptz`,
    );
  if (segment.source) parts.push(sql`l.source = ${segment.source}`);
  if (segment.campaign) parts.push(sql`l.campaign = ${segment.campaign}`);
  return sql.join(parts, sql` and `);
}

/**
 * How many subscribers a segment holds now (the editor shows it beside the segment's fields).
 */
export async function segmentSize(db: Db, segment: CampaignSegment): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db.execute(sql`select count(*)::int as n from ${newsletter_subscribers}
      left join ${leads} l on l.newsletter_subscriber_id = ${newsletter_subscribers.id}
      where ${segmentCondition(segment)}`),
  );
  return row?.n ?? 0;
}

/**
 * Composes a campaign's message as its copies carry it. With `count`, each link becomes a row of
 * newsletter_links (in the caller's transaction) and goes through its counting redirect.
 */
async function composeFor(
  db: Db,
  row: NewsletterCampaign,
  count: boolean,
): Promise<ComposedCampaign> {
  const article = await campaignArticle(db, row);
  const plain = composeCampaign(row, article);
  if (!count || !row.track_clicks || plain.links.length === 0) return plain;
  await db
    .insert(newsletter_links)
    .values(plain.links.map((url) => ({ campaign_id: row.id, url })))
    .onConflictDoNothing();
  const ids = new Map(
    (
      await db
        .select({ id: newsletter_links.id, url: newsletter_links.url })
        .from(newsletter_links)
        .where(
          and(eq(newsletter_links.campaign_id, row.id), inArray(newsletter_links.url, plain.links)),
        )
    ).map((l) => [l.url, l.id]),
  );
  return composeCampaign(row, article, (url) => {
    const id = ids.get(url);
    return id === undefined ? url : countedLinkUrl(id);
  });
}

/**
 * The `newsletter.start` job: starts a scheduled campaign's sending. In one transaction it freezes
 * the message (`sent_html`, `sent_text`; links counted when the campaign counts them), adds one
 * pending delivery per subscriber of its segment at this moment, and marks it `sending` (or `sent`
 * at once when the segment is empty). A campaign unscheduled or cancelled meanwhile starts nothing;
 * one whose article is no longer published goes back to a draft.
 * @returns the number of recipients, or null when nothing started
 */
export async function startCampaign(
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id))
      .for('update');
    if (!row || row.status !== 'scheduled') return null;
    // Its article was unpublished since it was scheduled: its link would lead nowhere. Back to
    // a draft, which the list shows; nothing is sent.
    if (row.kind === 'article' && !(await campaignArticle(tx, row))) {
      await tx
        .update(newsletter_campaigns)
        .set({ status: 'draft', scheduled_at: null, updated_at: now })
        .where(eq(newsletter_campaigns.id, id));
      return null;
    }
    const composed = await composeFor(tx, row, true);
    const s = newsletter_subscribers;
    const inserted = await executeRows<{ id: number }>(
      tx.execute(sql`insert into ${newsletter_deliveries} (campaign_id, subscriber_id, email)
        select ${id}, ${s.id}, ${s.email} from ${s}
          left join ${leads} l on l.newsletter_subscriber_id = ${s.id}
        where ${segmentCondition(row.segment)}
        on conflict do nothing
        returning id`),
    );
    await tx
      .update(newsletter_campaigns)
      .set({
        status: inserted.length > 0 ? 'sending' : 'sent',
        started_at: now,
        finished_at: inserted.length > 0 ? null : now,
        sent_html: composed.html,
        sent_text: composed.text,
        updated_at: now,
      })
      .where(eq(newsletter_campaigns.id, id));
    return inserted.length;
  });
}

/**
 * The preview of a campaign's message as a recipient gets it (desktop, phone and plain text in
 * the editor): the saved campaign, its links direct, a stand-in unsubscribe link.
 */
export async function previewCampaign(
  db: Db,
  id: number,
): Promise<{ html: string; text: string; subject: string }> {
  const row = await campaignRow(db, id);
  const composed =
    row.sent_html && row.sent_text
      ? { html: row.sent_html, text: row.sent_text }
      : await composeFor(db, row, false);
  const page = `${getSiteUrl()}/unsubscribe/preview`;
  return { ...personalise(composed, { page, oneClick: page }), subject: row.subject };
}

/**
 * Sends a test copy of the saved campaign to `to` through the outbox (its subject marked
 * "[Test]"), at most {@link TEST_SENDS_PER_HOUR} an hour per person.
 * @throws AppError 429 past the limit
 */
export async function sendTestCopy(db: Db, id: number, to: string, actorId: string): Promise<void> {
  const limit = await consumePoint(
    dbLimiter({ keyPrefix: 'newsletter_test', points: TEST_SENDS_PER_HOUR, duration: 3600 }),
    actorId,
  );
  if (!limit.allowed)
    throw new AppError(
      429,
      `You sent ${TEST_SENDS_PER_HOUR} test copies this hour. Try again in ${Math.ceil(limit.retryAfterSec / 60)} minutes.`,
    );
  const preview = await previewCampaign(db, id);
  await enqueueMail(db, [
    {
      to,
      subject: `[Test] ${preview.subject}`,
      html: preview.html,
      text: preview.text,
      kind: 'newsletter.test',
    },
  ]);
  await auditChange(db, actorId, 'newsletter.test', id, { to });
}

/** A campaign's results: its copies by what became of them, unsubscribes, clicks and leads. */
export type CampaignResults = {
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
  bounced: number;
  skipped: number;
  unsubscribed: number;
  clicks: number;
  /** Demo requests and contact messages whose first or last touch names the campaign. */
  demoRequests: number;
  contacts: number;
  links: { url: string; clicks: number }[];
};

/** The results of campaign `id` (see {@link CampaignResults}). */
export async function campaignResults(
  db: Db,
  row: Pick<NewsletterCampaign, 'id' | 'slug'>,
): Promise<CampaignResults> {
  const d = newsletter_deliveries;
  const [counts] = await executeRows<Record<string, number>>(
    db.execute(sql`select count(*)::int as recipients,
      count(*) filter (where ${d.status} = 'sent')::int as sent,
      count(*) filter (where ${d.status} = 'pending')::int as pending,
      count(*) filter (where ${d.status} = 'dead')::int as failed,
      count(*) filter (where ${d.status} = 'bounced')::int as bounced,
      count(*) filter (where ${d.status} = 'skipped')::int as skipped,
      count(${d.unsubscribed_at})::int as unsubscribed
      from ${d} where ${d.campaign_id} = ${row.id}`),
  );
  const links = await db
    .select({ url: newsletter_links.url, clicks: newsletter_links.clicks })
    .from(newsletter_links)
    .where(eq(newsletter_links.campaign_id, row.id))
    .orderBy(desc(newsletter_links.clicks), newsletter_links.id);
  const [attributed] = await executeRows<{ demo: number; contact: number }>(
    db.execute(sql`select count(*) filter (where type = 'demo_request')::int as demo,
        count(*) filter (where type = 'contact')::int as contact
      from ${leads} where status <> 'spam' and (campaign = ${row.slug}
        or last_touch->>'utm_campaign' = ${row.slug})`),
  );
  return {
    recipients: counts?.recipients ?? 0,
    sent: counts?.sent ?? 0,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
    bounced: counts?.bounced ?? 0,
    skipped: counts?.skipped ?? 0,
    unsubscribed: counts?.unsubscribed ?? 0,
    clicks: links.reduce((n, l) => n + l.clicks, 0),
    demoRequests: attributed?.demo ?? 0,
    contacts: attributed?.contact ?? 0,
    links,
  };
}

/** A campaign as the list shows it, with its results. */
export type CampaignListItem = Pick<
  NewsletterCampaign,
  | 'id'
  | 'slug'
  | 'subject'
  | 'kind'
  | 'status'
  | 'scheduled_at'
  | 'started_at'
  | 'finished_at'
  | 'updated_at'
> & { results: CampaignResults };

/** Every campaign, newest first, with its results. */
export async function listCampaigns(db: Db): Promise<CampaignListItem[]> {
  const rows = await db
    .select({
      id: newsletter_campaigns.id,
      slug: newsletter_campaigns.slug,
      subject: newsletter_campaigns.subject,
      kind: newsletter_campaigns.kind,
      status: newsletter_campaigns.status,
      scheduled_at: newsletter_campaigns.scheduled_at,
      started_at: newsletter_campaigns.started_at,
      finished_at: newsletter_campaigns.finished_at,
      updated_at: newsletter_campaigns.updated_at,
    })
    .from(newsletter_campaigns)
    .orderBy(desc(newsletter_campaigns.created_at), desc(newsletter_campaigns.id));
  return Promise.all(rows.map(async (r) => ({ ...r, results: await campaignResults(db, r) })));
}

/** A campaign as its editor opens it. @throws ActionError 404 */
export function loadCampaign(db: Db, id: number): Promise<NewsletterCampaign> {
  return campaignRow(db, id);
}

/**
 * Counts a click of a campaign's link and gives its URL (the counting redirect): nothing about
 * who clicked is kept.
 * @returns the link's URL, or null for a link of no campaign
 */
export async function followCampaignLink(db: Db, linkId: number): Promise<string | null> {
  const [row] = await db
    .update(newsletter_links)
    .set({ clicks: sql`${newsletter_links.clicks} + 1` })
    .where(eq(newsletter_links.id, linkId))
    .returning({ url: newsletter_links.url });
  return row?.url ?? null;
}

/**
 * Records that subscriber `subscriberId` unsubscribed through campaign `campaignId`'s link (its
 * results count it). A campaign the person was not sent is ignored.
 */
export async function recordCampaignUnsubscribe(
  db: Db,
  subscriberId: number,
  campaignId: number,
): Promise<void> {
  await db
    .update(newsletter_deliveries)
    .set({ unsubscribed_at: new Date() })
    .where(
      and(
        eq(newsletter_deliveries.campaign_id, campaignId),
        eq(newsletter_deliveries.subscriber_id, subscriberId),
        sql`${newsletter_deliveries.unsubscribed_at} is null`,
      ),
    );
}

/** A sent campaign's web version by its slug: its frozen message, and whether it is noindex. */
export async function sentCampaignBySlug(
  db: Db,
  slug: string,
): Promise<{ html: string; noindex: boolean } | null> {
  const [row] = await db
    .select({ html: newsletter_campaigns.sent_html, noindex: newsletter_campaigns.web_noindex })
    .from(newsletter_campaigns)
    .where(
      and(
        eq(newsletter_campaigns.slug, slug),
        inArray(newsletter_campaigns.status, ['sending', 'paused', 'sent']),
      ),
    );
  return row?.html ? { html: row.html, noindex: row.noindex } : null;
}
