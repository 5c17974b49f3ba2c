/**
 * The Newsletter section's server actions on both databases, beyond the engine
 * (newsletter-campaigns.test.ts): who may write and who may send (an Editor only while the
 * Newsletter setting allows it, refused before anything changes), malformed input answered 422
 * with the field's message, a locked or stale save refused 409, article campaigns only of
 * published posts, test copies through the outbox with the hourly limit's 429, the runner asked to
 * start or resume at once, and a bounced subscriber shown so in the lead inbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDbHandle } from '@/db/client';
import {
  blog_posts,
  jobs,
  mail_outbox,
  newsletter_campaigns,
  newsletter_subscribers,
} from '@/db/schema';
import { ROLE_REFUSED_MESSAGE, type StaffRole } from '@/lib/roles';
import { parseLeadInboxQuery } from '@/lib/validation/lead-inbox';
import type { CampaignInput } from '@/lib/validation/newsletter';
import { createConfirmedUser } from '@/server/admin/users';
import { listInbox } from '@/server/leads/inbox';
import { insertLead } from '@/server/leads/records';
import {
  campaignSegmentSizeAction,
  cancelCampaignAction,
  createArticleCampaignAction,
  createCampaignAction,
  deleteCampaignAction,
  pauseCampaignAction,
  previewCampaignAction,
  resumeCampaignAction,
  saveNewsletterSettingsAction,
  scheduleCampaignAction,
  sendTestCampaignAction,
  unscheduleCampaignAction,
  updateCampaignAction,
} from '@/server/newsletter/actions';
import { CAMPAIGN_LOCKED, startCampaign } from '@/server/newsletter/campaigns';
import { resetDbLimiters } from '@/server/rate-limit/store';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.BETTER_AUTH_SECRET ??= 'newsletter-admin-test-secret-0123456789';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-newsletter-admin-'));

// The signed-in person of each call (null: signed out), checked as the real guard does.
const session = vi.hoisted(() => ({
  user: null as null | { id: string; email: string; role: 'admin' | 'editor' },
}));
vi.mock('@/server/auth/guard', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/auth/guard')>();
  return {
    ...actual,
    requireRole: async (allowed: readonly StaffRole[]) => {
      const u = session.user;
      if (!u) throw new actual.AdminAuthError(401);
      if (!allowed.includes(u.role)) throw new actual.AdminAuthError(403, 'role');
      return { id: u.id, email: u.email, name: u.email, emailVerified: true, role: u.role };
    },
  };
});
// The runner's wake-ups, recorded (no runner runs here).
const kicks = vi.hoisted(() => [] as string[]);
vi.mock('@/server/newsletter/worker', () => ({
  kickNewsletter: () => kicks.push('newsletter'),
  kickCampaignStart: () => kicks.push('start'),
}));
vi.mock('@/server/mail/worker', () => ({ kickOutbox: () => kicks.push('outbox') }));

const ISSUE: CampaignInput = {
  kind: 'issue',
  subject: 'Spring news',
  preheader: 'Three things for your yard',
  body_html: '<p>Hello from the yard.</p>',
  from_name: 'Lizit',
  reply_to: '',
};

describe.each(dbTargets())('the Newsletter section on $name', ({ create }) => {
  let t: TestDatabase;
  let admin: { id: string; email: string; role: 'admin' };
  let editor: { id: string; email: string; role: 'editor' };
  const as = (who: typeof admin | typeof editor | null) => (session.user = who);

  /** A campaign's stored row. */
  const row = async (id: number) =>
    (await t.db.select().from(newsletter_campaigns).where(eq(newsletter_campaigns.id, id)))[0]!;

  /** An active subscriber with its newsletter lead. */
  async function subscriber(email: string) {
    const [s] = await t.db
      .insert(newsletter_subscribers)
      .values({ email, name: 'Sam', unsubscribe_token: email.replace(/\W/g, '').padEnd(32, 'x') })
      .returning({ id: newsletter_subscribers.id });
    await insertLead(t.db, {
      type: 'newsletter',
      submission: { newsletter_subscriber_id: s!.id },
      name: 'Sam',
      email,
      spam: false,
      attribution: { first: null, last: null },
    });
    return s!.id;
  }

  /** A new draft issue written by `who`; its id. */
  async function draft(who: typeof admin | typeof editor = admin) {
    as(who);
    const created = await createCampaignAction(ISSUE);
    if (!created.ok) throw new Error(created.error);
    return created.data.id;
  }

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetDbLimiters();
    admin = {
      id: await createConfirmedUser(t.db, 'nl.admin@lizit.com', 'Nl-pass-123', {
        name: 'A',
        admin: true,
      }),
      email: 'nl.admin@lizit.com',
      role: 'admin',
    };
    editor = {
      id: await createConfirmedUser(t.db, 'nl.editor@lizit.com', 'Nl-pass-123', {
        name: 'E',
        admin: true,
        role: 'editor',
      }),
      email: 'nl.editor@lizit.com',
      role: 'editor',
    };
    await subscriber('first.reader@yard.example');
  });
  afterAll(async () => {
    session.user = null;
    setDbHandle(undefined);
    resetDbLimiters();
    await t?.dispose();
  });
  beforeEach(async () => {
    kicks.length = 0;
    as(admin);
    expect(await saveNewsletterSettingsAction({ editorsMaySend: false })).toMatchObject({
      ok: true,
    });
  });

  it('an Editor writes campaigns, but with the setting off sends, schedules and holds none', async () => {
    const id = await draft(editor);
    const saved = await updateCampaignAction({
      id,
      version: 1,
      campaign: { ...ISSUE, subject: 'Spring news, edited' },
    });
    expect(saved).toEqual({ ok: true, data: { id, version: 2 } });
    const jobsBefore = (await t.db.select().from(jobs)).length;
    for (const call of [
      () => scheduleCampaignAction({ id, at: null }),
      () => scheduleCampaignAction({ id, at: '2099-01-01T09:00:00+01:00' }),
      () => unscheduleCampaignAction({ id }),
      () => pauseCampaignAction({ id }),
      () => resumeCampaignAction({ id }),
      () => cancelCampaignAction({ id }),
    ])
      expect(await call()).toEqual({ ok: false, error: ROLE_REFUSED_MESSAGE, status: 403 });
    // The Editor may not change the setting either.
    expect(await saveNewsletterSettingsAction({ editorsMaySend: true })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await row(id)).toMatchObject({ status: 'draft', subject: 'Spring news, edited' });
    expect((await t.db.select().from(jobs)).length).toBe(jobsBefore);
    expect(kicks).toEqual([]);
    // What an Editor writes, they may delete while it never went out.
    expect(await deleteCampaignAction({ id })).toEqual({ ok: true, data: { id } });
  });

  it('with the setting on, an Editor sends now (the start job runs at once), pauses, resumes and cancels', async () => {
    as(admin);
    expect(await saveNewsletterSettingsAction({ editorsMaySend: true })).toMatchObject({
      ok: true,
    });
    const id = await draft(editor);
    expect(await scheduleCampaignAction({ id, at: null })).toEqual({ ok: true, data: { id } });
    expect(kicks).toEqual(['start']);
    expect((await row(id)).status).toBe('scheduled');
    expect(await startCampaign(t.db, id)).toBe(1);
    expect(await pauseCampaignAction({ id })).toEqual({ ok: true, data: { id } });
    expect((await row(id)).status).toBe('paused');
    expect(await resumeCampaignAction({ id })).toEqual({ ok: true, data: { id } });
    expect(kicks).toEqual(['start', 'newsletter']);
    expect(await cancelCampaignAction({ id })).toEqual({ ok: true, data: { id } });
    expect((await row(id)).status).toBe('cancelled');
  });

  it('an admin schedules at a time and takes it back; a time in the past is refused', async () => {
    const id = await draft();
    expect(await scheduleCampaignAction({ id, at: '2001-01-01T09:00:00+01:00' })).toMatchObject({
      ok: false,
      status: 422,
      error: 'Choose a time in the future.',
    });
    expect(await scheduleCampaignAction({ id, at: '2099-05-01T09:30:00+02:00' })).toMatchObject({
      ok: true,
    });
    expect((await row(id)).scheduled_at?.toISOString()).toBe('2099-05-01T07:30:00.000Z');
    // Only "send now" wakes the runner; a scheduled one waits for its time.
    expect(kicks).toEqual([]);
    expect(await unscheduleCampaignAction({ id })).toEqual({ ok: true, data: { id } });
    expect(await row(id)).toMatchObject({ status: 'draft', scheduled_at: null });
  });

  it('refuses a signed-out call first, then malformed input with the field’s message (422)', async () => {
    const id = await draft();
    as(null);
    expect(await createCampaignAction({ ...ISSUE, subject: '' })).toMatchObject({
      ok: false,
      status: 401,
    });
    as(admin);
    expect(
      await createCampaignAction({ ...ISSUE, subject: 'Two\r\nBcc: x@evil.example' }),
    ).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { subject: 'Subject must be one line' },
    });
    expect(await createCampaignAction({ ...ISSUE, body_html: '<p> </p>' })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { body_html: 'Write the issue' },
    });
    expect(
      await updateCampaignAction({
        id,
        version: 1,
        campaign: {
          ...ISSUE,
          segment: { subscribedFrom: '2026-05-02', subscribedTo: '2026-05-01' },
        },
      }),
    ).toMatchObject({ ok: false, status: 422, fieldErrors: { segment: expect.any(String) } });
    expect(await sendTestCampaignAction({ id, to: 'not an address' })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { to: 'Enter an e-mail address' },
    });
    expect(await scheduleCampaignAction({ id, at: 'tomorrow' } as never)).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await pauseCampaignAction({ id: -1 })).toMatchObject({ ok: false, status: 422 });
    expect(await previewCampaignAction({ id: 2_000_000 })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('a stale save is an edit conflict carrying the campaign; one that started sending is locked', async () => {
    const id = await draft();
    expect(await updateCampaignAction({ id, version: 1, campaign: ISSUE })).toMatchObject({
      ok: true,
    });
    const stale = await updateCampaignAction({
      id,
      version: 1,
      campaign: { ...ISSUE, subject: 'Mine' },
    });
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: { id, version: 2 } });
    expect(await scheduleCampaignAction({ id, at: null })).toMatchObject({ ok: true });
    await startCampaign(t.db, id);
    expect(await updateCampaignAction({ id, version: 2, campaign: ISSUE })).toEqual({
      ok: false,
      error: CAMPAIGN_LOCKED,
      status: 409,
    });
    expect(await deleteCampaignAction({ id })).toMatchObject({ ok: false, status: 409 });
  });

  it('sends only published articles: "Send as newsletter" makes a draft of the post', async () => {
    const [published, draftPost] = await t.db
      .insert(blog_posts)
      .values([
        {
          title: 'Five ways to cut idle time',
          slug: 'five-ways-idle',
          content: '<p>Body</p>',
          excerpt: 'Idle machines\ncost money.',
          status: 'published',
          published_at: new Date(Date.now() - 60_000),
        },
        { title: 'Not yet', slug: 'not-yet-nl', content: '<p>Draft</p>', status: 'draft' },
      ])
      .returning({ id: blog_posts.id });
    as(editor);
    expect(await createArticleCampaignAction({ post_id: draftPost!.id })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { post_id: 'Choose an article that is published on the site.' },
    });
    expect(
      await createCampaignAction({ ...ISSUE, kind: 'article', post_id: draftPost!.id }),
    ).toMatchObject({ ok: false, status: 422, fieldErrors: { post_id: expect.any(String) } });
    const made = await createArticleCampaignAction({ post_id: published!.id });
    expect(made).toMatchObject({ ok: true });
    const id = (made as { data: { id: number } }).data.id;
    expect(await row(id)).toMatchObject({
      kind: 'article',
      post_id: published!.id,
      subject: 'Five ways to cut idle time',
      preheader: 'Idle machines cost money.',
      from_name: 'Lizit',
      article_full: false,
      segment: {},
      status: 'draft',
    });
    const preview = await previewCampaignAction({ id });
    expect(preview).toMatchObject({ ok: true, data: { subject: 'Five ways to cut idle time' } });
    // Unpublished since: the campaign may not go out.
    await t.db.update(blog_posts).set({ status: 'draft' }).where(eq(blog_posts.id, published!.id));
    as(admin);
    expect(await scheduleCampaignAction({ id, at: null })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect((await row(id)).status).toBe('draft');
  });

  it('a test copy goes through the outbox; past 20 an hour it is refused with 429', async () => {
    const id = await draft(editor);
    for (let i = 0; i < 20; i++)
      expect(await sendTestCampaignAction({ id, to: 'me@yard.example' })).toMatchObject({
        ok: true,
      });
    const refused = await sendTestCampaignAction({ id, to: 'me@yard.example' });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect((refused as { error: string }).error).toMatch(/^You sent 20 test copies this hour/);
    const mails = await t.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.kind, 'newsletter.test'));
    expect(mails.length).toBe(20);
    expect(mails[0]).toMatchObject({
      to_address: 'me@yard.example',
      subject: '[Test] Spring news',
    });
    expect(kicks.filter((k) => k === 'outbox').length).toBe(20);
  });

  it('counts a segment as it is typed', async () => {
    as(editor);
    const all = await campaignSegmentSizeAction({});
    expect(all).toMatchObject({ ok: true });
    expect((all as { data: { recipients: number } }).data.recipients).toBeGreaterThanOrEqual(1);
    expect(await campaignSegmentSizeAction({ source: 'nowhere-at-all' })).toEqual({
      ok: true,
      data: { recipients: 0 },
    });
    expect(await campaignSegmentSizeAction({ subscribedFrom: 'soon' })).toMatchObject({
      ok: false,
      status: 422,
    });
  });

  it('the lead inbox shows a bounced subscriber as bounced', async () => {
    const id = await subscriber('gone.away@yard.example');
    await t.db
      .update(newsletter_subscribers)
      .set({ bounced_at: new Date() })
      .where(eq(newsletter_subscribers.id, id));
    const page = await listInbox(t.db, parseLeadInboxQuery({ type: 'newsletter' }), {
      masked: false,
    });
    const byEmail = new Map(page.leads.map((l) => [l.email, l]));
    expect(byEmail.get('gone.away@yard.example')).toMatchObject({
      subscribed: true,
      bounced: true,
    });
    expect(byEmail.get('first.reader@yard.example')).toMatchObject({ bounced: false });
  });
});
