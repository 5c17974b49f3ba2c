/**
 * The newsletter campaign engine on both databases: a campaign starts with one delivery row per
 * subscriber of its segment and a frozen message; the drain sends each copy once with its own
 * unsubscribe links and headers, skips those who left meanwhile, files bounces and retries, obeys
 * pause, resume and cancel, and two drains at once never share a copy. Its counted links, web
 * version, unsubscribes and results.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import {
  blog_posts,
  jobs,
  leads,
  newsletter_campaigns,
  newsletter_deliveries,
  newsletter_links,
  newsletter_subscribers,
} from '@/db/schema';
import { campaignSchema, type CampaignInput } from '@/lib/validation/newsletter';
import { createConfirmedUser } from '@/server/admin/users';
import { insertLead } from '@/server/leads/records';
import type { MailMessage, MailTransport } from '@/server/mail/transport';
import {
  assertMaySend,
  campaignResults,
  cancelCampaign,
  createCampaign,
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  segmentSize,
  startCampaign,
  updateCampaign,
} from '@/server/newsletter/campaigns';
import {
  handleCampaignLink,
  handleUnsubscribePost,
  handleWebVersion,
} from '@/server/newsletter/http';
import { drainNewsletter } from '@/server/newsletter/sender';
import { writeSetting } from '@/server/settings/store';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.MAIL_MAX_ATTEMPTS = '2';
process.env.BETTER_AUTH_SECRET ??= 'newsletter-test-secret-0123456789abcdef';
process.env.MAIL_RETRY_BASE_MS = '0';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-newsletter-test-'));

/** A transport that keeps what it is given, and fails for the addresses `fail` names. */
function sink(fail: Record<string, number> = {}) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    async send(m) {
      const code = fail[m.to];
      if (code) throw Object.assign(new Error(`${code} refused`), { responseCode: code });
      sent.push(m);
    },
  };
  return { sent, transport };
}

const ISSUE: CampaignInput = {
  kind: 'issue',
  subject: 'Spring news',
  preheader: 'Three things for your yard',
  body_html:
    '<p>Hello!</p><p><a href="/product">See the product</a> and <a href="https://example.com/guide">a guide</a>.</p><script>alert(1)</script>',
  from_name: 'Lizit Team',
  reply_to: 'team@lizit.com',
};

describe.each(dbTargets())('newsletter campaigns on $name', ({ create }) => {
  let t: TestDatabase;
  let admin: string;
  let editor: string;

  /** A subscriber (with its newsletter lead, first-touch `campaign`), active unless told. */
  async function subscriber(
    email: string,
    opts: { active?: boolean; spam?: boolean; campaign?: string } = {},
  ) {
    const [row] = await t.db
      .insert(newsletter_subscribers)
      .values({
        email,
        name: email.split('@')[0],
        unsubscribe_token: `${email.replace(/\W/g, '').padEnd(32, 'x').slice(0, 32)}`,
        is_active: opts.active ?? true,
        spam_reason: opts.spam ? 'too_fast' : null,
      })
      .returning({ id: newsletter_subscribers.id });
    await insertLead(t.db, {
      type: 'newsletter',
      submission: { newsletter_subscriber_id: row!.id },
      name: email,
      email,
      spam: opts.spam ?? false,
      attribution: {
        first: opts.campaign
          ? ({ utm_source: 'linkedin', utm_campaign: opts.campaign } as never)
          : null,
        last: null,
      },
    });
    return row!.id;
  }

  /** Creates `input` as a campaign, schedules it now and starts it; returns its id and slug. */
  async function started(input: CampaignInput = ISSUE) {
    const created = await createCampaign(t.db, campaignSchema.parse(input), admin);
    await scheduleCampaign(t.db, created.id, null, admin);
    const recipients = await startCampaign(t.db, created.id);
    return { ...created, recipients };
  }

  const deliveries = (campaignId: number) =>
    t.db
      .select()
      .from(newsletter_deliveries)
      .where(eq(newsletter_deliveries.campaign_id, campaignId));

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    admin = await createConfirmedUser(t.db, 'news@lizit.com', 'News-pass-1', {
      name: 'N',
      admin: true,
    });
    editor = await createConfirmedUser(t.db, 'news.editor@lizit.com', 'News-pass-1', {
      name: 'E',
      admin: true,
      role: 'editor',
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(newsletter_campaigns);
    await t.db.delete(blog_posts);
    await t.db.delete(leads);
    await t.db.delete(newsletter_subscribers);
    await t.db.delete(jobs);
  });

  it('sends each subscriber of the segment one copy with their own unsubscribe links and headers, then marks the campaign sent', async () => {
    const ana = await subscriber('ana@yard.example');
    await subscriber('ben@yard.example');
    await subscriber('gone@yard.example', { active: false });
    await subscriber('bot@yard.example', { spam: true });
    const { id, slug, recipients } = await started();
    expect(recipients).toBe(2);
    const [campaign] = await t.db
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id));
    expect(campaign).toMatchObject({ status: 'sending' });
    // The message is frozen, sanitised, and its links are counted (one row each).
    expect(campaign!.sent_html).not.toContain('<script');
    const links = await t.db
      .select()
      .from(newsletter_links)
      .where(eq(newsletter_links.campaign_id, id));
    expect(links.map((l) => l.url).sort()).toEqual([
      expect.stringMatching(
        new RegExp(`/product\\?utm_source=newsletter&utm_medium=email&utm_campaign=${slug}$`),
      ),
      'https://example.com/guide',
    ]);
    expect(campaign!.sent_html).toContain('/newsletter/l/');
    expect(campaign!.sent_html).not.toContain('https://example.com/guide');

    const { sent, transport } = sink();
    const first = await drainNewsletter({ db: t.db, transport });
    expect(first).toMatchObject({ sent: 2, skipped: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual(['ana@yard.example', 'ben@yard.example']);
    const toAna = sent.find((m) => m.to === 'ana@yard.example')!;
    const token = encodeURIComponent(`${ana}.${'anayardexample'.padEnd(32, 'x')}`);
    expect(toAna.headers).toEqual({
      'List-Unsubscribe': expect.stringContaining(
        `/api/unsubscribe?token=${token}&campaign=${id}>`,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    });
    expect(toAna.html).toContain(`/unsubscribe/${token}?campaign=${id}`);
    expect(toAna.text).toContain(`/unsubscribe/${token}?campaign=${id}`);
    expect(toAna.text).toContain('Hello!');
    expect(toAna).toMatchObject({
      subject: 'Spring news',
      from: expect.stringMatching(/^"Lizit Team" </),
      replyTo: 'team@lizit.com',
    });
    // Nothing is sent twice: the campaign is done.
    expect(await drainNewsletter({ db: t.db, transport })).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(2);
    const [done] = await t.db
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id));
    expect(done!.status).toBe('sent');
    expect((await deliveries(id)).every((d) => d.status === 'sent')).toBe(true);
  });

  it('skips a subscriber who left after the start; files a 5xx as a bounce and a 4xx as retries, two given up stopping the address', async () => {
    await subscriber('stays@yard.example');
    const leaves = await subscriber('leaves@yard.example');
    await subscriber('hard@yard.example');
    const soft = await subscriber('soft@yard.example');
    const { id } = await started();
    await t.db
      .update(newsletter_subscribers)
      .set({ is_active: false })
      .where(eq(newsletter_subscribers.id, leaves));

    const { sent, transport } = sink({ 'hard@yard.example': 550, 'soft@yard.example': 451 });
    expect(await drainNewsletter({ db: t.db, transport })).toMatchObject({
      sent: 1,
      skipped: 1,
      bounced: 1,
      retried: 1,
    });
    // The retry comes (the back-off is 0 here) and is the last attempt: given up.
    expect(await drainNewsletter({ db: t.db, transport })).toMatchObject({ dead: 1 });
    expect(sent.map((m) => m.to)).toEqual(['stays@yard.example']);
    const byEmail = Object.fromEntries((await deliveries(id)).map((d) => [d.email, d.status]));
    expect(byEmail).toEqual({
      'stays@yard.example': 'sent',
      'leaves@yard.example': 'skipped',
      'hard@yard.example': 'bounced',
      'soft@yard.example': 'dead',
    });
    const subs = Object.fromEntries(
      (await t.db.select().from(newsletter_subscribers)).map((s) => [s.email, s]),
    );
    expect(subs['hard@yard.example']!.bounced_at).not.toBeNull();
    expect(subs['soft@yard.example']).toMatchObject({ soft_bounces: 1, bounced_at: null });
    // A second campaign: the hard bounce is no recipient, the soft one gives up again and stops.
    const second = await started({ ...ISSUE, subject: 'Summer news' });
    expect(second.recipients).toBe(2);
    await drainNewsletter({ db: t.db, transport });
    await drainNewsletter({ db: t.db, transport });
    const [after] = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.id, soft));
    expect(after).toMatchObject({ soft_bounces: 2 });
    expect(after!.bounced_at).not.toBeNull();
    expect(await segmentSize(t.db, {})).toBe(1);
  });

  it('pause holds the copies, resume sends them, cancel skips the rest; a started campaign cannot be edited', async () => {
    for (const n of [1, 2, 3]) await subscriber(`p${n}@yard.example`);
    const { id } = await started();
    await expect(
      updateCampaign(t.db, id, campaignSchema.parse(ISSUE), admin, 1),
    ).rejects.toMatchObject({ status: 409 });
    await pauseCampaign(t.db, id, admin);
    const { sent, transport } = sink();
    expect(await drainNewsletter({ db: t.db, transport })).toMatchObject({ sent: 0 });
    await resumeCampaign(t.db, id, admin);
    expect(await drainNewsletter({ db: t.db, transport, batchSize: 1 })).toMatchObject({ sent: 1 });
    await cancelCampaign(t.db, id, admin);
    expect(await drainNewsletter({ db: t.db, transport })).toMatchObject({ sent: 0 });
    expect((await deliveries(id)).map((d) => d.status).sort()).toEqual([
      'sent',
      'skipped',
      'skipped',
    ]);
    expect(sent).toHaveLength(1);
    await expect(resumeCampaign(t.db, id, admin)).rejects.toMatchObject({ status: 409 });
  });

  it('two drains at once never send a copy twice', async () => {
    for (let n = 0; n < 40; n++) await subscriber(`c${n}@yard.example`);
    const { id } = await started();
    const { sent, transport } = sink();
    const slow: MailTransport = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 2));
        await transport.send(m);
      },
    };
    await Promise.all([
      drainNewsletter({ db: t.db, transport: slow, batchSize: 15 }),
      drainNewsletter({ db: t.db, transport: slow, batchSize: 15 }),
      drainNewsletter({ db: t.db, transport: slow, batchSize: 15 }),
    ]);
    while ((await drainNewsletter({ db: t.db, transport: slow })).sent > 0);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((m) => m.to)).size).toBe(40);
    expect((await deliveries(id)).every((d) => d.status === 'sent')).toBe(true);
  });

  it('segments by signup campaign and date; counts clicks, unsubscribes and attributed leads; serves the web version', async () => {
    const ana = await subscriber('ana@yard.example', { campaign: 'fair-2026' });
    await subscriber('ben@yard.example');
    expect(await segmentSize(t.db, { campaign: 'fair-2026' })).toBe(1);
    expect(await segmentSize(t.db, { source: 'linkedin' })).toBe(1);
    expect(
      await segmentSize(t.db, { subscribedFrom: '2000-01-01', subscribedTo: '2000-01-02' }),
    ).toBe(0);
    const { id, slug, recipients } = await started({
      ...ISSUE,
      segment: { campaign: 'fair-2026' },
    });
    expect(recipients).toBe(1);
    await drainNewsletter({ db: t.db, transport: sink().transport });

    // A counted link: 302 to the stored URL, one click, nothing per person.
    const [campaign] = await t.db
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id));
    const counted = /\/newsletter\/l\/([^"]+)"/.exec(campaign!.sent_html!)![1]!;
    const res = await handleCampaignLink(counted);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http/);
    // A forged or walked id is no redirect.
    expect((await handleCampaignLink(counted.replace(/\.(.)/, '.A'))).status).toBe(404);
    expect((await handleCampaignLink('1.x')).status).toBe(404);

    // One-click unsubscribe through the copy counts in the results.
    const token = `${ana}.${'anayardexample'.padEnd(32, 'x')}`;
    const unsub = await handleUnsubscribePost(
      new Request(
        `http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}&campaign=${id}`,
        {
          method: 'POST',
        },
      ),
    );
    expect(unsub.status).toBe(200);
    // A demo request whose last touch names the campaign.
    await t.db.insert(leads).values({
      type: 'demo_request',
      name: 'D',
      email: 'd@yard.example',
      last_touch: { utm_campaign: slug } as never,
    });
    expect(await campaignResults(t.db, { id, slug })).toMatchObject({
      recipients: 1,
      sent: 1,
      unsubscribed: 1,
      clicks: 1,
      demoRequests: 1,
      contacts: 0,
    });

    const web = await handleWebVersion(slug);
    expect(web.status).toBe(200);
    expect(web.headers.get('x-robots-tag')).toBe('noindex');
    const html = await web.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('UNSUBSCRIBE');
    expect(html).not.toContain('Unsubscribe');
    expect((await handleWebVersion('no-such-campaign')).status).toBe(404);
  });

  it('sends an article as its title, cover, excerpt and link; one unpublished meanwhile is not sent', async () => {
    await subscriber('reader@yard.example');
    const [post] = await t.db
      .insert(blog_posts)
      .values({
        title: 'Five ways to cut idle time',
        slug: 'cut-idle-time',
        excerpt: 'Idle machines cost money.',
        content: '<p>The whole text.</p>',
        status: 'published',
        published_at: new Date('2026-01-01T00:00:00Z'),
        featured_image_url: 'https://cdn.example/cover.jpg',
      })
      .returning({ id: blog_posts.id });
    const article: CampaignInput = { ...ISSUE, kind: 'article', body_html: '', post_id: post!.id };
    const { id, slug } = await started(article);
    const [sent] = await t.db
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id));
    expect(sent!.sent_html).toContain('Five ways to cut idle time');
    expect(sent!.sent_html).toContain('Idle machines cost money.');
    expect(sent!.sent_html).not.toContain('The whole text.');
    expect(sent!.sent_html).toContain('https://cdn.example/cover.jpg');
    const links = await t.db
      .select()
      .from(newsletter_links)
      .where(eq(newsletter_links.campaign_id, id));
    expect(links.map((l) => l.url)).toEqual([
      expect.stringContaining(
        `/resources/cut-idle-time?utm_source=newsletter&utm_medium=email&utm_campaign=${slug}`,
      ),
    ]);

    // Scheduled, then its article is unpublished: it goes back to a draft and sends nothing.
    const later = await createCampaign(t.db, campaignSchema.parse(article), admin);
    await scheduleCampaign(t.db, later.id, null, admin);
    await t.db.update(blog_posts).set({ status: 'draft' }).where(eq(blog_posts.id, post!.id));
    expect(await startCampaign(t.db, later.id)).toBeNull();
    const [back] = await t.db
      .select()
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, later.id));
    expect(back).toMatchObject({ status: 'draft', scheduled_at: null });
    expect(await deliveries(later.id)).toEqual([]);
  });

  it('refuses header injection and lets an Editor send only when the setting says so', async () => {
    const bad = campaignSchema.safeParse({ ...ISSUE, subject: 'Hi\r\nBcc: all@evil.example' });
    expect(bad.success).toBe(false);
    expect(campaignSchema.safeParse({ ...ISSUE, from_name: 'A\nB' }).success).toBe(false);
    expect(campaignSchema.safeParse({ ...ISSUE, reply_to: 'not an address' }).success).toBe(false);
    await expect(assertMaySend(t.db, 'editor')).rejects.toMatchObject({ status: 403 });
    await writeSetting(t.db, 'newsletter', { editorsMaySend: true }, admin);
    await expect(assertMaySend(t.db, 'editor')).resolves.toBeUndefined();
    await writeSetting(t.db, 'newsletter', { editorsMaySend: false }, admin);
    expect(editor).toBeTruthy();
  });
});
