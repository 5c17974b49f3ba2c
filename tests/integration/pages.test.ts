/**
 * The marketing pages' words on PGlite and PostgreSQL: the shipped copy until a publication, a
 * shared draft that changes nothing public, publication as a revision with field diffs, restore as
 * the draft, a stale edit version refused with the page as stored, and content the schema refuses
 * answered with the field's own message.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { app_settings, audit_log, jobs, mail_outbox, pages, redirects } from '@/db/schema';
import { HOME_DEFAULTS, type HomeContent } from '@/lib/pages/home';
import type { LandingContent } from '@/lib/pages/landing';
import { PRIVACY_DEFAULTS } from '@/lib/pages/privacy';
import type { PageContent } from '@/lib/pages/registry';
import { SITE_DEFAULTS } from '@/lib/pages/site';
import { WHY_DEFAULTS, type WhyContent } from '@/lib/pages/why';
import { REVIEW_REQUIRED_MESSAGE } from '@/lib/roles';
import { EditConflictError } from '@/server/actions/errors';
import { createConfirmedUser } from '@/server/admin/users';
import { clearCache } from '@/server/cache';
import { AppError } from '@/server/errors';
import {
  expiryOf,
  getIndexableLandingPages,
  getLandingPage,
  getPageContent,
  getSiteSettings,
} from '@/server/pages/queries';
import {
  assertMayPublish,
  cancelPageSchedule,
  createLandingPage,
  diffPageRevisions,
  discardPageDraft,
  landingPathProblem,
  listPageRevisions,
  listPages,
  loadPageForEditor,
  publishPage,
  publishScheduledPage,
  requestPageReview,
  restorePageRevision,
  savePageDraft,
  schedulePagePublish,
  sendBackPage,
  trashLandingPage,
} from '@/server/pages/service';
import { writeSetting } from '@/server/settings/store';
import { restoreFromTrash } from '@/server/trash/service';
import { dbTargets, type TestDatabase } from './helpers/db';

/** The home page's content of a page state (these tests edit the home page). */
const home = (content: PageContent | null) => content as HomeContent | null;

const withTitle = (title: string): HomeContent => ({
  ...HOME_DEFAULTS,
  hero: { ...HOME_DEFAULTS.hero, title },
});

describe.each(dbTargets())('editable pages on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let editor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'pages@lizit.com', 'Pages-pass-1', {
      name: 'P',
      admin: true,
    });
    editor = await createConfirmedUser(t.db, 'pages.editor@lizit.com', 'Pages-pass-1', {
      name: 'E',
      admin: true,
      role: 'editor',
    });
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(pages);
    await t.db.delete(jobs);
    clearCache();
  });

  it('shows the shipped copy until something is published; a draft changes nothing public', async () => {
    expect(await getPageContent('home')).toEqual(HOME_DEFAULTS);
    const fresh = await loadPageForEditor(t.db, 'home');
    expect(fresh).toMatchObject({ id: null, version: 0, draft: null, publishedAt: null });

    const saved = await savePageDraft(t.db, 'home', withTitle('  Draft headline  '), actor, 0);
    expect(saved.version).toBe(1);
    expect(home(saved.draft)?.hero.title).toBe('Draft headline'); // trimmed by the schema
    expect(saved.draftBy).toBe('pages@lizit.com');
    clearCache();
    expect((await getPageContent('home')).hero.title).toBe(HOME_DEFAULTS.hero.title);

    // A draft equal to the published words is no draft.
    const back = await savePageDraft(t.db, 'home', HOME_DEFAULTS, actor, 1);
    expect(back.draft).toBeNull();
    expect((await listPages(t.db))[0]).toMatchObject({ key: 'home', hasDraft: false });
  });

  it('publishes as a revision, lists and diffs publications, restores one as the draft', async () => {
    const first = await publishPage(t.db, 'home', withTitle('First headline'), actor, 0);
    expect(first).toMatchObject({ draft: null, publishedBy: 'pages@lizit.com', version: 1 });
    clearCache();
    expect((await getPageContent('home')).hero.title).toBe('First headline');

    const stats = HOME_DEFAULTS.hero.stats.map((s, i) => (i === 1 ? { ...s, value: '9k+' } : s));
    const second = await publishPage(
      t.db,
      'home',
      { ...withTitle('Second headline'), hero: { ...withTitle('Second headline').hero, stats } },
      actor,
      1,
    );
    const history = await listPageRevisions(t.db, second.id!);
    expect(history.map((r) => r.title)).toEqual(['Published', 'Published']);
    const diff = await diffPageRevisions(t.db, history[1]!.id, history[0]!.id);
    expect(diff.map((d) => d.label)).toEqual(['Hero › Title', 'Hero › Stats › 2 › Value']);
    expect(diff[0]!.parts).toEqual(
      expect.arrayContaining([
        { text: 'First', op: 'del' },
        { text: 'Second', op: 'ins' },
      ]),
    );

    const restored = await restorePageRevision(t.db, 'home', history[1]!.id, actor, 2);
    expect(home(restored.draft)?.hero.title).toBe('First headline');
    expect(home(restored.content)?.hero.title).toBe('Second headline');
    const actions = await t.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.resource_type, 'pages'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['page.publish', 'page.restore_revision']),
    );

    const discarded = await discardPageDraft(t.db, 'home', actor, restored.version);
    expect(discarded.draft).toBeNull();
  });

  it('refuses a stale edit version with the page as stored, and content the layout cannot hold', async () => {
    await savePageDraft(t.db, 'home', withTitle('Mine'), actor, 0);
    const stale = await savePageDraft(t.db, 'home', withTitle('Theirs'), actor, 0).catch((e) => e);
    expect(stale).toBeInstanceOf(EditConflictError);
    expect((stale as EditConflictError).status).toBe(409);

    const long = await savePageDraft(t.db, 'home', withTitle('x'.repeat(101)), actor, 1).catch(
      (e) => e,
    );
    expect(long).toBeInstanceOf(AppError);
    expect(long).toMatchObject({ status: 422 });
    expect((long as AppError).message).toBe(
      'Hero › Title: At most 100 characters: the layout holds no more',
    );
    const tooFew = { ...HOME_DEFAULTS, hero: { ...HOME_DEFAULTS.hero, claims: ['Only one'] } };
    await expect(savePageDraft(t.db, 'home', tooFew, actor, 1)).rejects.toMatchObject({
      status: 422,
      message: 'Hero › Claims: This list takes 3 to 5 items',
    });
    const badIcon = structuredClone(HOME_DEFAULTS);
    (badIcon.challenges.cards[0] as { icon: string }).icon = 'Skull';
    await expect(savePageDraft(t.db, 'home', badIcon, actor, 1)).rejects.toMatchObject({
      status: 422,
    });
    // Nothing of the refused writes was stored.
    expect(home((await loadPageForEditor(t.db, 'home')).draft)?.hero.title).toBe('Mine');
  });

  it('publishes a scheduled draft at its time through one job, which a new schedule, a cancel or a publication withdraws', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const at = new Date('2026-11-29T10:01:00Z');
    await expect(
      schedulePagePublish(t.db, 'home', withTitle('Later'), now, actor, 0, now),
    ).rejects.toMatchObject({ status: 422, message: 'Choose a time in the future' });

    const scheduled = await schedulePagePublish(
      t.db,
      'home',
      withTitle('Later'),
      at,
      actor,
      0,
      now,
    );
    expect(scheduled.publishAt).toEqual(at);
    const jobRows = () => t.db.select().from(jobs).where(eq(jobs.name, 'pages.publish'));
    expect(await jobRows()).toMatchObject([{ run_at: at, payload: { key: 'home', by: actor } }]);
    // Moved: still one job, at the new time.
    const later = new Date('2026-11-29T10:05:00Z');
    const moved = await schedulePagePublish(t.db, 'home', withTitle('Later'), later, actor, 1, now);
    expect((await jobRows()).map((j) => j.run_at)).toEqual([later]);

    // Not before its time; then the draft is published, in the name of who scheduled it.
    expect(await publishScheduledPage(t.db, 'home', actor, at)).toBe(false);
    expect(await publishScheduledPage(t.db, 'home', actor, later)).toBe(true);
    clearCache();
    expect((await getPageContent('home')).hero.title).toBe('Later');
    const page = await loadPageForEditor(t.db, 'home');
    expect(page).toMatchObject({ draft: null, publishAt: null, publishedBy: 'pages@lizit.com' });
    expect(page.version).toBe(moved.version + 1);
    expect(await listPageRevisions(t.db, page.id!)).toHaveLength(1);
    // Run twice (a retry): nothing more happens.
    expect(await publishScheduledPage(t.db, 'home', actor, later)).toBe(false);

    // A cancel, and a publication by hand, each withdraw the schedule's job.
    const again = await schedulePagePublish(
      t.db,
      'home',
      withTitle('Again'),
      later,
      actor,
      page.version,
      now,
    );
    const cancelled = await cancelPageSchedule(t.db, 'home', actor, again.version);
    expect(cancelled).toMatchObject({ publishAt: null });
    expect(home(cancelled.draft)?.hero.title).toBe('Again');
    expect(await jobRows()).toEqual([]);
    expect(await publishScheduledPage(t.db, 'home', actor, later)).toBe(false);
    const third = await schedulePagePublish(
      t.db,
      'home',
      withTitle('Third'),
      later,
      actor,
      cancelled.version,
      now,
    );
    await publishPage(t.db, 'home', withTitle('By hand'), actor, third.version);
    expect(await jobRows()).toEqual([]);
  });

  it("holds an Editor's changes for an admin's review while the setting is on, by default", async () => {
    await t.db.delete(app_settings);
    await t.db.delete(mail_outbox);
    await expect(assertMayPublish(t.db, 'editor')).rejects.toMatchObject({
      status: 403,
      message: REVIEW_REQUIRED_MESSAGE,
    });
    await expect(assertMayPublish(t.db, 'admin')).resolves.toBeUndefined();

    await expect(requestPageReview(t.db, 'home', editor, 0)).rejects.toMatchObject({
      status: 422,
    });
    const draft = await savePageDraft(t.db, 'home', withTitle('For review'), editor, 0);
    const requested = await requestPageReview(t.db, 'home', editor, draft.version);
    expect(requested).toMatchObject({ reviewRequestedBy: 'pages.editor@lizit.com' });
    expect((await listPages(t.db))[0]!.reviewRequestedBy).toBe('pages.editor@lizit.com');
    // Every active admin is told, not the Editor.
    const asked = await t.db.select().from(mail_outbox);
    expect(asked.map((m) => m.to_address)).toEqual(['pages@lizit.com']);
    expect(asked[0]!.subject).toBe('Review requested: the Home page');
    expect(asked[0]!.text_body).toContain('/admin/pages/home');

    // Sent back with a note: the request closes, the draft stays, the Editor is told.
    const back = await sendBackPage(t.db, 'home', 'Shorter, please', actor, requested.version);
    expect(back).toMatchObject({
      reviewRequestedAt: null,
      reviewNote: 'Shorter, please',
      reviewNoteBy: 'pages@lizit.com',
    });
    expect(home(back.draft)?.hero.title).toBe('For review');
    const told = await t.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_address, 'pages.editor@lizit.com'));
    expect(told[0]!.text_body).toContain('Shorter, please');
    await expect(sendBackPage(t.db, 'home', 'Again', actor, back.version)).rejects.toMatchObject({
      status: 422,
    });

    // Asked again, then approved: an admin's publication closes the request and the note.
    const again = await requestPageReview(t.db, 'home', editor, back.version);
    expect(again.reviewNote).toBeNull();
    const approved = await publishPage(t.db, 'home', again.draft, actor, again.version);
    expect(approved).toMatchObject({ reviewRequestedAt: null, reviewNote: null, draft: null });
    const [audit] = await t.db
      .select({ details: audit_log.details })
      .from(audit_log)
      .where(eq(audit_log.action, 'page.publish'))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ approvedReview: true });

    // Off: Editors publish directly.
    await writeSetting(t.db, 'page_review', { required: false }, actor);
    await expect(assertMayPublish(t.db, 'editor')).resolves.toBeUndefined();
  });

  it('site settings: what every page reads, published like a page; a bad link is refused by name', async () => {
    expect(await getSiteSettings()).toEqual(SITE_DEFAULTS);
    const site = structuredClone(SITE_DEFAULTS);
    site.links.freeGuide = 'javascript:alert(1)';
    await expect(savePageDraft(t.db, 'site', site, actor, 0)).rejects.toMatchObject({
      status: 422,
      message: 'Links › Free guide: A web address (https://…) or a path on this site (/contact)',
    });
    site.links.freeGuide = '/resources';
    site.contact.email = 'sales@lizit.example';
    await publishPage(t.db, 'site', site, actor, 0);
    clearCache();
    expect(await getSiteSettings()).toMatchObject({
      contact: { email: 'sales@lizit.example' },
      links: { freeGuide: '/resources' },
    });
  });

  it('landing pages: created at a free address, composed of blocks, served only once published', async () => {
    await t.db.insert(redirects).values({ from_path: '/old-offer', target: '/contact' });
    for (const [path, message] of [
      ['/contact', "/contact belongs to the site's own pages"],
      ['/admin/x', "/admin/x belongs to the site's own pages"],
      ['/old-offer', "/old-offer is a redirect's source: remove the redirect first"],
    ] as const)
      await expect(createLandingPage(t.db, { title: 'Offer', path }, actor)).rejects.toMatchObject({
        status: 422,
        message,
      });

    const created = await createLandingPage(
      t.db,
      { title: 'Spring show', path: '/spring-show' },
      actor,
    );
    expect(created.key).toMatch(/^landing-\d+$/);
    expect(created).toMatchObject({ label: 'Spring show', path: '/spring-show', version: 1 });
    const draft = created.draft as LandingContent;
    expect(draft.blocks.map((b) => b.type)).toEqual(['hero', 'cta']);
    await expect(
      createLandingPage(t.db, { title: 'Again', path: '/spring-show' }, actor),
    ).rejects.toMatchObject({ message: "/spring-show is already another landing page's address" });
    expect(await listPages(t.db)).toContainEqual(
      expect.objectContaining({ key: created.key, label: 'Spring show', publishedAt: null }),
    );

    // Never published: not served.
    expect(await getLandingPage('/spring-show')).toBeNull();

    // A block the palette does not have is refused; a checklist is added and published.
    const bad = { ...draft, blocks: [...draft.blocks, { type: 'iframe', src: 'x' }] };
    await expect(
      savePageDraft(t.db, created.key, bad, actor, created.version),
    ).rejects.toMatchObject({ status: 422 });
    const withList: LandingContent = {
      ...draft,
      blocks: [
        ...draft.blocks,
        { type: 'checklist', title: 'Why now', items: ['Booth 12', 'Show price'] },
      ],
    };
    const published = await publishPage(t.db, created.key, withList, actor, created.version);
    clearCache();
    const served = await getLandingPage('/spring-show');
    expect(served?.key).toBe(created.key);
    expect(served?.content.blocks.map((b) => b.type)).toEqual(['hero', 'cta', 'checklist']);
    expect(published.label).toBe('Spring show');
    // Listed in the sitemap while search engines may index it.
    expect(await getIndexableLandingPages()).toEqual([
      { path: '/spring-show', published_at: expect.any(Date) },
    ]);
    const hidden = { ...withList, seo: { ...withList.seo, noindex: true } };
    await publishPage(t.db, created.key, hidden, actor, published.version);
    clearCache();
    expect(await getIndexableLandingPages()).toEqual([]);
    await publishPage(t.db, created.key, withList, actor, published.version + 1);
    clearCache();
    expect(await getIndexableLandingPages()).toHaveLength(1);

    // An ended page leaves the sitemap (its address then redirects: the public route).
    const ended = {
      ...withList,
      page: { ...withList.page, expiresAt: '2020-01-01T09:00:00.000Z', afterExpiry: '/contact' },
    };
    const endedPage = await publishPage(
      t.db,
      created.key,
      ended,
      actor,
      (await loadPageForEditor(t.db, created.key)).version,
    );
    clearCache();
    expect(await getIndexableLandingPages()).toEqual([]);
    expect(expiryOf((await getLandingPage('/spring-show'))?.content)).toBe(
      Date.parse('2020-01-01T09:00:00.000Z'),
    );
    expect(endedPage.version).toBeGreaterThan(published.version);

    // A duplicate: the newest words of the page under a new name, at an address of its own.
    const copy = await createLandingPage(
      t.db,
      { title: 'Autumn show', path: '/autumn-show', from: created.key },
      actor,
    );
    expect(copy.key).not.toBe(created.key);
    const copied = copy.draft as LandingContent;
    expect(copied.page.title).toBe('Autumn show');
    expect(copied.seo).toMatchObject({ title: 'Autumn show', noindex: false });
    expect(copied.blocks.map((b) => b.type)).toEqual(['hero', 'cta', 'checklist']);
    await expect(
      createLandingPage(t.db, { title: 'X', path: '/x-copy', from: 'landing-999999' }, actor),
    ).rejects.toMatchObject({ status: 404 });

    // Deleted: in the Trash, off the site and the list, its address kept; restored: back.
    const tags = await trashLandingPage(t.db, copy.key, actor);
    expect(tags).toEqual([`page:${copy.key}`, 'landing-pages']);
    expect((await listPages(t.db)).map((p) => p.key)).not.toContain(copy.key);
    expect(await landingPathProblem(t.db, '/autumn-show')).toBe(
      '/autumn-show is the address of a landing page in the Trash: restore it, or delete it forever first',
    );
    await expect(
      savePageDraft(t.db, copy.key, copied, actor, copy.version + 1),
    ).rejects.toMatchObject({ status: 404 });
    await restoreFromTrash(t.db, 'page', Number(copy.key.slice(8)), actor);
    expect((await listPages(t.db)).map((p) => p.key)).toContain(copy.key);

    // A landing key without a row is no page: nothing is created by writing to it.
    await expect(savePageDraft(t.db, 'landing-999999', withList, actor, 0)).rejects.toMatchObject({
      status: 404,
    });
    expect(await t.db.select().from(pages).where(eq(pages.key, 'landing-999999'))).toEqual([]);
  });

  it('the privacy policy: its sections are rich text, sanitised on write', async () => {
    const policy = structuredClone(PRIVACY_DEFAULTS);
    policy.sections[0]!.body = '<p id="x" onclick="steal()">Kept <script>steal()</script></p>';
    const saved = await publishPage(t.db, 'privacy', policy, actor, 0);
    clearCache();
    const published = await getPageContent('privacy');
    expect(published.sections[0]!.body).toBe('<p>Kept </p>');
    expect(saved.content).toEqual(published);
  });

  it('keeps hostile words inert: rich text is sanitised on write, text stays text, junk is refused', async () => {
    const why = structuredClone(WHY_DEFAULTS);
    why.faq.items[0]!.answer =
      '<p onclick="steal()">Fine <img src=x onerror="steal()"><script>steal()</script><a href="javascript:steal()">link</a></p>';
    why.hero.title = '<script>alert(1)</script>';
    const saved = await savePageDraft(t.db, 'why', why, actor, 0);
    const answer = (saved.draft as WhyContent).faq.items[0]!.answer;
    expect(answer).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(answer).toContain('Fine');
    // A line of text is kept as typed: the page renders it as text, escaped.
    expect(home(saved.draft)?.hero.title).toBe('<script>alert(1)</script>');

    // An answer that is nothing once sanitised is empty, so refused.
    why.faq.items[0]!.answer = '<script>steal()</script>';
    await expect(savePageDraft(t.db, 'why', why, actor, saved.version)).rejects.toMatchObject({
      status: 422,
      message: 'FAQ › Questions › 1 › Answer: Required',
    });
    for (const junk of [null, 'text', [], { hero: 'x' }, { ...WHY_DEFAULTS, extra: 1 }])
      if (junk && typeof junk === 'object' && 'extra' in junk)
        // Unknown keys are dropped, never stored.
        expect(
          JSON.stringify((await savePageDraft(t.db, 'why', junk, actor, saved.version)).draft),
        ).not.toContain('extra');
      else
        await expect(savePageDraft(t.db, 'why', junk, actor, saved.version)).rejects.toMatchObject({
          status: 422,
        });
  });
});
