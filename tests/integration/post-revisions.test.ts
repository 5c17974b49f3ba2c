/**
 * Post history (issue #22 §2, §3) on PGlite and PostgreSQL: a revision per save (none for a
 * status-only change), autosaves that never touch the post, word diffs, restore as a new
 * revision, and the retention (30 days, and the newest 50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { record_revisions } from '@/db/schema';
import { postSchema } from '@/lib/validation/posts';
import { createConfirmedUser } from '@/server/admin/users';
import { createPost, getEditablePost, updatePost } from '@/server/posts/service';
import { REVISION_KEEP_LAST } from '@/server/revisions/diff';
import {
  autosavePost,
  countRevisions,
  diffRevisions,
  getRevision,
  listRevisions,
  newerAutosave,
} from '@/server/revisions/posts';
import { LocalStorage } from '@/server/storage';
import { moveToTrash, purgeTrashItem } from '@/server/trash/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const form = (content: string, status: 'draft' | 'published' = 'draft') =>
  postSchema.parse({ title: 'History', slug: 'post-history', content, status });

describe.each(dbTargets())('post revisions on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let id: number;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'history@lizit.com', 'History-pass-1', {
      name: 'H',
      admin: true,
      role: 'editor',
    });
    id = (await createPost(t.db, form('<p>The quick brown fox</p>'), actor)).id;
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('writes a revision per save, none for a status-only change, and diffs two by words', async () => {
    expect(await countRevisions(t.db, id)).toBe(1);
    await updatePost(t.db, id, form('<p>The slow brown fox jumps</p>'), actor);
    expect(await countRevisions(t.db, id)).toBe(2);
    await updatePost(t.db, id, form('<p>The slow brown fox jumps</p>', 'published'), actor);
    expect(await countRevisions(t.db, id)).toBe(2);
    const [newest, oldest] = await listRevisions(t.db, id);
    expect(newest).toMatchObject({ kind: 'save', author: 'history@lizit.com', status: 'draft' });
    const diff = await diffRevisions(t.db, oldest!.id, newest!.id);
    expect(diff).toEqual([
      {
        field: 'content',
        label: 'Content',
        parts: [
          { text: 'The ', op: 'same' },
          { text: 'quick', op: 'del' },
          { text: 'slow', op: 'ins' },
          { text: ' brown fox ', op: 'same' },
          { text: 'jumps', op: 'ins' },
        ],
      },
    ]);
  });

  it('keeps an autosave apart from the post until the next save supersedes it', async () => {
    const before = await getEditablePost(t.db, id);
    const { savedAt } = await autosavePost(t.db, id, actor, {
      ...form('<p>Typed but not saved</p>'),
      published_at: null,
    });
    expect(await getEditablePost(t.db, id)).toEqual(before);
    expect(await newerAutosave(t.db, id, actor)).toMatchObject({
      content: '<p>Typed but not saved</p>',
      createdAt: savedAt,
    });
    // A second autosave replaces the first.
    await autosavePost(t.db, id, actor, { ...form('<p>Typed more</p>'), published_at: null });
    const autosaves = await t.db
      .select()
      .from(record_revisions)
      .where(
        and(
          eq(record_revisions.record_kind, 'post'),
          eq(record_revisions.record_id, String(id)),
          eq(record_revisions.kind, 'autosave'),
        ),
      );
    expect(autosaves).toHaveLength(1);
    await updatePost(t.db, id, form('<p>Typed more</p>', 'published'), actor);
    expect(await newerAutosave(t.db, id, actor)).toBeNull();
  });

  it('saves a revision loaded into the editor as its restore; nothing is overwritten', async () => {
    const list = await listRevisions(t.db, id);
    const first = list.at(-1)!;
    const count = list.length;
    const post = (await getEditablePost(t.db, id))!;
    const old = (await getRevision(t.db, first.id))!;
    const loaded = {
      ...form(old.content, 'published'),
      title: old.title,
      slug: old.slug,
    };
    await updatePost(t.db, id, loaded, actor, post.version, { restoredFrom: first.id });
    expect(await getEditablePost(t.db, id)).toMatchObject({
      content: '<p>The quick brown fox</p>',
      status: 'published',
    });
    const after = await listRevisions(t.db, id);
    expect(after).toHaveLength(count + 1);
    expect(after[0]).toMatchObject({ restoredFrom: first.id });
    // The version it was loaded on is stale now: an edit conflict, nothing written.
    await expect(
      updatePost(t.db, id, loaded, actor, post.version, { restoredFrom: first.id }),
    ).rejects.toMatchObject({ status: 409 });
    // A revision of another post is no restore of this one.
    const other = await createPost(t.db, { ...form('<p>Other</p>'), slug: 'other-post' }, actor);
    const [otherRevision] = await listRevisions(t.db, other.id);
    const now = (await getEditablePost(t.db, id))!;
    await updatePost(t.db, id, { ...loaded, title: 'Renamed' }, actor, now.version, {
      restoredFrom: otherRevision!.id,
    });
    expect((await listRevisions(t.db, id))[0]).toMatchObject({ restoredFrom: null });
  });

  it('keeps every revision of the last 30 days and the newest 50 of older ones', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.db.insert(record_revisions).values(
      Array.from({ length: 70 }, (_, i) => ({
        record_kind: 'post' as const,
        record_id: String(id),
        fields: { title: 'Old', slug: 'post-history', content: `<p>old ${i}</p>`, status: 'draft' },
        created_at: new Date(old.getTime() - i * 60_000),
      })),
    );
    const recent = await countRevisions(t.db, id);
    await updatePost(t.db, id, form('<p>Pruning save</p>'), actor);
    const kept = await listRevisions(t.db, id);
    const young = kept.filter((r) => r.createdAt > new Date(Date.now() - 30 * 86_400_000));
    expect(kept.length).toBe(Math.max(REVISION_KEEP_LAST, young.length));
    expect(kept.length).toBeLessThan(recent + 1);
    // Deleting the post forever deletes its history; in the Trash it is kept.
    await moveToTrash(t.db, 'post', id, actor);
    expect(await countRevisions(t.db, id)).toBeGreaterThan(0);
    const storage = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-revisions-')));
    await purgeTrashItem(t.db, 'post', id, actor, storage);
    expect(await countRevisions(t.db, id)).toBe(0);
  });
});
