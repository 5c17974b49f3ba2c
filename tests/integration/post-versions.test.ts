/**
 * Edit conflicts of posts (issue #22 §4) on PGlite and PostgreSQL: every write raises the post's
 * version; a save based on an older version writes nothing and answers 409 with the post as it is
 * now, which the editor shows beside the person's own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { blog_posts } from '@/db/schema';
import { postSchema } from '@/lib/validation/posts';
import { EDIT_CONFLICT_MESSAGE, EditConflictError } from '@/server/actions/errors';
import { createConfirmedUser } from '@/server/admin/users';
import { errorResult } from '@/server/errors';
import { bulkSetPostStatus } from '@/server/posts/bulk';
import { createPost, getEditablePost, updatePost } from '@/server/posts/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const form = (title: string) =>
  postSchema.parse({ title, slug: 'versioned-post', content: `<p>${title}</p>`, status: 'draft' });

describe.each(dbTargets())('post versions on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let id: number;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'versions@lizit.com', 'Versions-pass-1', {
      name: 'V',
      admin: true,
    });
    id = (await createPost(t.db, form('First'), actor)).id;
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('raises the version on each save and refuses a save based on an older one', async () => {
    expect((await getEditablePost(t.db, id))!.version).toBe(1);
    // Tab A and tab B both opened version 1; A saves first.
    expect(await updatePost(t.db, id, form('From tab A'), actor, 1)).toMatchObject({ version: 2 });
    const stale = await updatePost(t.db, id, form('From tab B'), actor, 1).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(EditConflictError);
    expect(stale).toMatchObject({ status: 409, message: EDIT_CONFLICT_MESSAGE });
    // Nothing of B was written; the answer carries A's version for the side-by-side view.
    const [row] = await t.db.select().from(blog_posts).where(eq(blog_posts.id, id));
    expect(row).toMatchObject({ title: 'From tab A', version: 2 });
    expect(errorResult(stale, { log: 'x' })).toMatchObject({
      ok: false,
      status: 409,
      conflict: { id, title: 'From tab A', content: '<p>From tab A</p>', version: 2 },
    });
    // B resolves against version 2 and saves.
    expect(await updatePost(t.db, id, form('Merged by B'), actor, 2)).toMatchObject({ version: 3 });
  });

  it('counts bulk status changes as writes; a save without a version is not checked', async () => {
    await bulkSetPostStatus(t.db, [id], { op: 'publish' }, actor);
    expect((await getEditablePost(t.db, id))!.version).toBe(4);
    await expect(updatePost(t.db, id, form('Stale'), actor, 3)).rejects.toBeInstanceOf(
      EditConflictError,
    );
    expect(await updatePost(t.db, id, form('Unversioned'), actor)).toMatchObject({ version: 5 });
  });
});
