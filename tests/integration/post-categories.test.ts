import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '@/db/client';
import { audit_log, blog_posts, post_categories, user } from '@/db/schema';
import { categoryName } from '@/lib/validation/post-categories';
import { postSchema } from '@/lib/validation/posts';
import { ActionError } from '@/server/actions/errors';
import {
  CATEGORY_TAKEN,
  createCategory,
  deleteCategory,
  listCategories,
  listCategoryNames,
  moveCategory,
  renameCategory,
  UNKNOWN_CATEGORY,
} from '@/server/posts/categories';
import { createPost, updatePost } from '@/server/posts/service';
import { dbTargets, errorCode, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const FOUR = ['Industry Reports', 'Best Practices', 'Guides', 'Tools'];

/** A copy of the migrations folder holding only the migrations before 0007. */
function migrationsBefore0007(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 7);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe.each(dbTargets())('post categories ($name)', ({ create }) => {
  describe('migration 0007', () => {
    let t: TestDatabase;
    afterAll(async () => t?.dispose());

    it('maps free-text categories onto the list, ignoring case and the plural', async () => {
      t = await create({ migrate: false });
      const before = migrationsBefore0007();
      await migrateDatabase(t, before);
      fs.rmSync(before, { recursive: true, force: true });
      const rows: [string, string | null][] = [
        ['a', 'Guides'],
        ['b', 'guides'],
        ['c', 'Guide'],
        ['d', '  GUIDES '],
        ['e', 'best   practices'],
        ['f', 'Tool'],
        ['g', 'industry report'],
        ['h', 'Case Studies'],
        ['i', 'case studies'],
        ['j', '   '],
        ['k', null],
      ];
      // Plain SQL: the schema of today has columns (e.g. `version`) that 0006 did not.
      await t.db.execute(
        sql`insert into blog_posts (title, slug, category) values ${sql.join(
          rows.map(([slug, category]) => sql`(${slug}, ${slug}, ${category})`),
          sql`, `,
        )}`,
      );

      await migrateDatabase(t);

      const after = await t.db
        .select({ slug: blog_posts.slug, category: blog_posts.category })
        .from(blog_posts)
        .orderBy(asc(blog_posts.slug));
      expect(Object.fromEntries(after.map((r) => [r.slug, r.category]))).toEqual({
        a: 'Guides',
        b: 'Guides',
        c: 'Guides',
        d: 'Guides',
        e: 'Best Practices',
        f: 'Tools',
        g: 'Industry Reports',
        // An unknown category becomes a category of its own, once, so no post loses it.
        h: 'Case Studies',
        i: 'Case Studies',
        j: null,
        k: null,
      });
      expect(await listCategoryNames(t.db)).toEqual([...FOUR, 'Case Studies']);
      // From now on the database keeps posts on the list.
      expect(
        await errorCode(() =>
          t.db.insert(blog_posts).values({ title: 'x', slug: 'x', category: 'guides' }),
        ),
      ).toBe('23503');
    });
  });

  describe('rules', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
      await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
    });
    afterAll(async () => t.dispose());
    beforeEach(async () => {
      await t.db.delete(blog_posts);
      await t.db.delete(post_categories);
      await t.db.insert(post_categories).values(FOUR.map((name, position) => ({ name, position })));
    });
    const post = (slug: string, category: string | null) =>
      postSchema.parse({ title: slug, slug, category: category ?? '' });
    const categoryOf = async (slug: string) =>
      (
        await t.db
          .select({ c: blog_posts.category })
          .from(blog_posts)
          .where(eq(blog_posts.slug, slug))
      )[0]!.c;
    const id = async (name: string) =>
      (await listCategories(t.db)).find((c) => c.name === name)!.id;

    it('starts with the four public categories in the filters’ order', async () => {
      const fresh = await create();
      expect(await listCategoryNames(fresh.db)).toEqual(FOUR);
      await fresh.dispose();
    });

    it('saves a post with the list’s spelling and refuses a category not on the list', async () => {
      const { id: postId } = await createPost(t.db, post('one', 'guides'), ADMIN);
      expect(await categoryOf('one')).toBe('Guides');
      await updatePost(t.db, postId, post('one', 'BEST PRACTICES'), ADMIN);
      expect(await categoryOf('one')).toBe('Best Practices');
      await expect(createPost(t.db, post('two', 'Guide'), ADMIN)).rejects.toMatchObject({
        status: 422,
        message: UNKNOWN_CATEGORY,
        fieldErrors: { category: UNKNOWN_CATEGORY },
      });
      await createPost(t.db, post('three', null), ADMIN);
      expect(await categoryOf('three')).toBeNull();
    });

    it('adds at the end, refuses a name that exists in any case', async () => {
      await createCategory(t.db, 'Case Studies', ADMIN);
      expect(await listCategoryNames(t.db)).toEqual([...FOUR, 'Case Studies']);
      await expect(createCategory(t.db, 'case studies', ADMIN)).rejects.toMatchObject({
        status: 409,
        message: CATEGORY_TAKEN,
      });
    });

    it('renames a category and carries its posts along', async () => {
      await createPost(t.db, post('a', 'Guides'), ADMIN);
      await createPost(t.db, post('b', 'Guides'), ADMIN);
      await createPost(t.db, post('c', 'Tools'), ADMIN);
      const r = await renameCategory(t.db, await id('Guides'), 'How-to Guides', ADMIN);
      expect(r).toEqual({ oldName: 'Guides', name: 'How-to Guides', posts: 2 });
      expect([await categoryOf('a'), await categoryOf('b'), await categoryOf('c')]).toEqual([
        'How-to Guides',
        'How-to Guides',
        'Tools',
      ]);
      // A change of case of its own name is a rename; another category's name is refused.
      await renameCategory(t.db, await id('Tools'), 'TOOLS', ADMIN);
      expect(await categoryOf('c')).toBe('TOOLS');
      await expect(
        renameCategory(t.db, await id('TOOLS'), 'how-to guides', ADMIN),
      ).rejects.toMatchObject({ status: 409 });
      await expect(renameCategory(t.db, 999_999, 'X', ADMIN)).rejects.toMatchObject({
        status: 404,
      });
    });

    it('reorders one place at a time', async () => {
      expect(await moveCategory(t.db, await id('Tools'), 'up', ADMIN)).toBe(true);
      expect(await listCategoryNames(t.db)).toEqual([
        'Industry Reports',
        'Best Practices',
        'Tools',
        'Guides',
      ]);
      expect(await moveCategory(t.db, await id('Industry Reports'), 'up', ADMIN)).toBe(false);
      expect(await moveCategory(t.db, await id('Guides'), 'down', ADMIN)).toBe(false);
    });

    it('deletes an unused category; one in use only with a place for its posts', async () => {
      await createCategory(t.db, 'Empty', ADMIN);
      expect(await deleteCategory(t.db, await id('Empty'), null, ADMIN)).toMatchObject({
        posts: 0,
      });

      await createPost(t.db, post('a', 'Tools'), ADMIN);
      await createPost(t.db, post('b', 'Tools'), ADMIN);
      const tools = await id('Tools');
      const refused = await deleteCategory(t.db, tools, null, ADMIN).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ActionError);
      expect(refused).toMatchObject({ status: 409 });
      expect((refused as Error).message).toBe(
        '2 posts use "Tools". Choose the category they move to.',
      );
      await expect(deleteCategory(t.db, tools, tools, ADMIN)).rejects.toMatchObject({
        status: 422,
      });
      await expect(deleteCategory(t.db, tools, 999_999, ADMIN)).rejects.toMatchObject({
        status: 404,
      });
      // Nothing changed by the refusals.
      expect(await categoryOf('a')).toBe('Tools');

      const done = await deleteCategory(t.db, tools, await id('Guides'), ADMIN);
      expect(done).toEqual({ name: 'Tools', movedTo: 'Guides', posts: 2 });
      expect([await categoryOf('a'), await categoryOf('b')]).toEqual(['Guides', 'Guides']);
      expect(await listCategoryNames(t.db)).not.toContain('Tools');
      // The database refuses too, whoever deletes (ON DELETE RESTRICT: restrict_violation on
      // newer servers, foreign_key_violation on older ones).
      const code = await errorCode(() =>
        t.db.delete(post_categories).where(eq(post_categories.name, 'Guides')),
      );
      expect(['23001', '23503']).toContain(code);
    });

    it('audits every change', async () => {
      await t.db.delete(audit_log);
      const { id: created } = await createCategory(t.db, 'News', ADMIN);
      await renameCategory(t.db, created, 'Company News', ADMIN);
      await moveCategory(t.db, created, 'up', ADMIN);
      await deleteCategory(t.db, created, null, ADMIN);
      const actions = (await t.db.select().from(audit_log).orderBy(asc(audit_log.id))).map(
        (r) => r.action,
      );
      expect(actions).toEqual([
        'post_category.create',
        'post_category.rename',
        'post_category.move',
        'post_category.delete',
      ]);
    });
  });
});

describe('category names', () => {
  it('trims, collapses spaces and refuses markup and empty names', () => {
    expect(categoryName.parse('  Case   Studies ')).toBe('Case Studies');
    expect(categoryName.parse('Q&A')).toBe('Q&A');
    expect(categoryName.parse('Guías')).toBe('Guías');
    for (const bad of ['', '   ', '<b>x</b>', '"><img src=x>', 'x'.repeat(41), '-lead'])
      expect(categoryName.safeParse(bad).success, bad).toBe(false);
  });
});
