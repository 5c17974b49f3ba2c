/**
 * The marketing pages' words on PGlite and PostgreSQL: the shipped copy until a publication, a
 * shared draft that changes nothing public, publication as a revision with field diffs, restore as
 * the draft, a stale edit version refused with the page as stored, and content the schema refuses
 * answered with the field's own message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, pages } from '@/db/schema';
import { HOME_DEFAULTS, type HomeContent } from '@/lib/pages/home';
import { EditConflictError } from '@/server/actions/errors';
import { createConfirmedUser } from '@/server/admin/users';
import { clearCache } from '@/server/cache';
import { AppError } from '@/server/errors';
import { getPageContent } from '@/server/pages/queries';
import {
  diffPageRevisions,
  discardPageDraft,
  listPageRevisions,
  listPages,
  loadPageForEditor,
  publishPage,
  restorePageRevision,
  savePageDraft,
} from '@/server/pages/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const withTitle = (title: string): HomeContent => ({
  ...HOME_DEFAULTS,
  hero: { ...HOME_DEFAULTS.hero, title },
});

describe.each(dbTargets())('editable pages on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'pages@lizit.com', 'Pages-pass-1', {
      name: 'P',
      admin: true,
    });
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(pages);
    clearCache();
  });

  it('shows the shipped copy until something is published; a draft changes nothing public', async () => {
    expect(await getPageContent('home')).toEqual(HOME_DEFAULTS);
    const fresh = await loadPageForEditor(t.db, 'home');
    expect(fresh).toMatchObject({ id: null, version: 0, draft: null, publishedAt: null });

    const saved = await savePageDraft(t.db, 'home', withTitle('  Draft headline  '), actor, 0);
    expect(saved.version).toBe(1);
    expect(saved.draft?.hero.title).toBe('Draft headline'); // trimmed by the schema
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
    expect(restored.draft?.hero.title).toBe('First headline');
    expect(restored.content.hero.title).toBe('Second headline');
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
    expect((await loadPageForEditor(t.db, 'home')).draft?.hero.title).toBe('Mine');
  });
});
