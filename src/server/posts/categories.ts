import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, post_categories } from '@/db/schema';
import { ActionError, oneOrNotFound, uniqueConflict } from '../actions/errors';
import { auditChange } from '../audit/log';
import { moveRow, type OrderedTable } from '../ordered-list';

// The managed list of post categories. blog_posts.category references
// post_categories.name: ON UPDATE CASCADE carries the posts along a rename, ON DELETE RESTRICT
// keeps a category in use from disappearing (deleteCategory moves its posts first).

/** A category as the admin list shows it. */
export type CategoryRow = { id: number; name: string; position: number; post_count: number };

export const CATEGORY_TAKEN = 'A category with this name already exists.';
export const UNKNOWN_CATEGORY = 'Choose a category from the list.';

/** Every category in the order of the public filters, with how many posts use each. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: post_categories.id,
      name: post_categories.name,
      position: post_categories.position,
      post_count:
        sql<number>`(select count(*) from ${blog_posts} where ${blog_posts.category} = ${post_categories.name})`.mapWith(
          Number,
        ),
    })
    .from(post_categories)
    .orderBy(asc(post_categories.position), asc(post_categories.id));
  return rows;
}

/** The category names in filter order (the public filters and the editor's select). */
export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: post_categories.name })
    .from(post_categories)
    .orderBy(asc(post_categories.position), asc(post_categories.id));
  return rows.map((r) => r.name);
}

/** The stored spelling of a category named `name` ignoring case, or null. */
export async function findCategoryName(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: post_categories.name })
    .from(post_categories)
    .where(eq(sql`lower(${post_categories.name})`, name.trim().toLowerCase()))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The category a post is saved with: null stays null; a name is matched ignoring case and stored
 * as the list spells it.
 * @throws ActionError(422, field "category") when the list has no such category
 */
export async function resolveCategory(db: Db, name: string | null): Promise<string | null> {
  if (name === null) return null;
  const found = await findCategoryName(db, name);
  if (!found) throw new ActionError(UNKNOWN_CATEGORY, 422, 'category');
  return found;
}

async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`lower(${post_categories.name})`, name.toLowerCase());
  const [row] = await db
    .select({ id: post_categories.id })
    .from(post_categories)
    .where(exceptId ? and(same, ne(post_categories.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

const nameConflict = uniqueConflict(CATEGORY_TAKEN, 'name');

/** Locks category `id` for this transaction and reads its name; ActionError(404) names `what`. */
async function lockCategory(tx: Db, id: number, what: string): Promise<{ name: string }> {
  return oneOrNotFound(
    tx
      .select({ name: post_categories.name })
      .from(post_categories)
      .where(eq(post_categories.id, id))
      .for('update'),
    what,
  );
}

/** How many posts (any status) carry category `name`. */
async function countPostsIn(tx: Db, name: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(blog_posts)
    .where(eq(blog_posts.category, name));
  return n;
}

/**
 * Adds a category at the end of the list.
 * @throws ActionError(409, field "name") when the name exists ignoring case
 */
export async function createCategory(
  db: Db,
  name: string,
  actorUserId: string,
): Promise<{ id: number; name: string }> {
  if (await nameTaken(db, name)) throw new ActionError(CATEGORY_TAKEN, 409, 'name');
  return db
    .transaction(async (tx) => {
      const [{ next } = { next: 0 }] = await tx
        .select({
          next: sql<number>`coalesce(max(${post_categories.position}) + 1, 0)`.mapWith(Number),
        })
        .from(post_categories);
      const [row] = await tx
        .insert(post_categories)
        .values({ name, position: next })
        .returning({ id: post_categories.id, name: post_categories.name });
      await auditChange(tx, actorUserId, 'post_category.create', row!.id, { name });
      return row!;
    })
    .catch(nameConflict);
}

/**
 * Renames a category; its posts carry the new name at once (the foreign key cascades).
 * @returns the name before and after and how many posts moved with it
 * @throws ActionError(404) when it no longer exists; ActionError(409) when the name is taken
 */
export async function renameCategory(
  db: Db,
  id: number,
  name: string,
  actorUserId: string,
): Promise<{ oldName: string; name: string; posts: number }> {
  if (await nameTaken(db, name, id)) throw new ActionError(CATEGORY_TAKEN, 409, 'name');
  return db
    .transaction(async (tx) => {
      const before = await lockCategory(tx, id, 'Category');
      await tx
        .update(post_categories)
        .set({ name, updated_at: sql`now()` })
        .where(eq(post_categories.id, id));
      const n = await countPostsIn(tx, name);
      await auditChange(tx, actorUserId, 'post_category.rename', id, {
        from: before.name,
        to: name,
        posts: n,
      });
      return { oldName: before.name, name, posts: n };
    })
    .catch(nameConflict);
}

/** The categories as a hand-ordered list (position). */
const CATEGORY_ORDER: OrderedTable = {
  lock: (tx) =>
    tx
      .select({ id: post_categories.id, position: post_categories.position })
      .from(post_categories)
      .orderBy(asc(post_categories.id))
      .for('update'),
  setPosition: (tx, id, position) =>
    tx
      .update(post_categories)
      .set({ position, updated_at: sql`now()` })
      .where(eq(post_categories.id, id)),
  what: 'Category',
  moveAction: 'post_category.move',
};

/**
 * Moves a category one place up or down (the order of the public filters and the select).
 * @returns false when it is already first (up) or last (down)
 * @throws ActionError(404) when it no longer exists
 */
export async function moveCategory(
  db: Db,
  id: number,
  direction: 'up' | 'down',
  actorUserId: string,
): Promise<boolean> {
  return moveRow(db, CATEGORY_ORDER, id, direction, actorUserId);
}

/**
 * Deletes a category. Its posts, if any, move to `moveTo` first, in the same transaction; a
 * category in use without `moveTo` is refused, so no post loses its category by surprise.
 * @returns the deleted name, where its posts went and how many
 * @throws ActionError(404) when either category is gone; ActionError(409) when posts use it and
 *   no destination is given; ActionError(422) when the destination is the category itself
 */
export async function deleteCategory(
  db: Db,
  id: number,
  moveTo: number | null,
  actorUserId: string,
): Promise<{ name: string; movedTo: string | null; posts: number }> {
  return db.transaction(async (tx) => {
    const row = await lockCategory(tx, id, 'Category');
    const n = await countPostsIn(tx, row.name);
    let movedTo: string | null = null;
    if (n > 0) {
      if (moveTo === null)
        throw new ActionError(
          `${n === 1 ? '1 post uses' : `${n} posts use`} "${row.name}". Choose the category they move to.`,
          409,
          'move_to',
        );
      if (moveTo === id)
        throw new ActionError('Choose another category for its posts.', 422, 'move_to');
      const target = await lockCategory(tx, moveTo, 'The category to move the posts to');
      await tx
        .update(blog_posts)
        .set({
          category: target.name,
          version: sql`${blog_posts.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(blog_posts.category, row.name));
      movedTo = target.name;
    }
    await tx.delete(post_categories).where(eq(post_categories.id, id));
    await auditChange(tx, actorUserId, 'post_category.delete', id, {
      name: row.name,
      moved_to: movedTo,
      posts: n,
    });
    return { name: row.name, movedTo, posts: n };
  });
}
