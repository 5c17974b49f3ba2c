import 'server-only';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { redirects, type Redirect, type RedirectStatus } from '@/db/schema';
import { ActionError, notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { changeAudited } from '../audited-write';
import { isReservedPath } from '../http/paths';
import { containsPattern } from '../like-pattern';
import {
  chainStatus,
  isSitePath,
  normalizeFromPath,
  normalizeTarget,
  resolveTarget,
  targetPath,
  type RuleLike,
  type RuleProblem,
} from './rules';

/**
 * Redirect rules in the database: the manager's writes, the rule a slug
 * change makes, the list, and the hit counts the server adds in batches. Every write locks the
 * table for its transaction, so two writes cannot build a loop between them; the callers'
 * actions invalidate the `redirects` tag so that every instance reloads its map.
 */

/** What an admin (or a CSV line) gives for a rule. */
export type RedirectInput = {
  from_path: string;
  /** A site path or an http(s) URL; ignored (null) for 410. */
  target?: string | null;
  status: RedirectStatus;
};

export const FROM_TAKEN = 'A redirect from this path already exists. Edit that one instead.';

function problem(p: RuleProblem): never {
  throw new ActionError(p.message, 422, p.field);
}

/**
 * Locks the rules for the caller's transaction (writes only: the server's reads go on), so that
 * two writes cannot build a loop between them.
 */
export async function lockRules(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
}

async function ruleFrom(tx: Db, path: string): Promise<Redirect | undefined> {
  const [row] = await tx.select().from(redirects).where(eq(redirects.from_path, path)).limit(1);
  return row;
}

/** The stored rules along the chain that starts at `target` (at most a few hops). */
async function chainFrom(tx: Db, target: string): Promise<Map<string, RuleLike>> {
  const known = new Map<string, RuleLike>();
  let current: string | null = target;
  for (let hop = 0; hop < 20 && current && isSitePath(current); hop += 1) {
    const path = targetPath(current);
    if (known.has(path)) break;
    const row = await ruleFrom(tx, path);
    if (!row) break;
    known.set(path, row);
    current = row.target;
  }
  return known;
}

/**
 * Writes one rule inside a transaction (the manager's add and edit, a CSV line, a slug change):
 * validates and normalises it, resolves its target through the stored rules (a chain collapses;
 * a loop is refused), moves the rules that pointed at its from-path to its target, and inserts it
 * or updates rule `id` (with `upsert`, the rule already stored for the from-path). Audited as
 * `redirect.create` / `redirect.update`.
 * @returns the rule and whether it was added
 * @throws ActionError 422 (a bad path or target, a loop), 409 (the from-path has a rule), 404
 */
async function writeRule(
  tx: Db,
  input: RedirectInput,
  actorId: string | null,
  opts: { id?: number; upsert?: boolean; source?: 'manual' | 'auto'; postId?: number },
): Promise<{ rule: Redirect; added: boolean }> {
  await lockRules(tx);
  const from = normalizeFromPath(input.from_path);
  if (!('ok' in from)) problem(from);
  let target: string | null = null;
  let status: RedirectStatus = input.status;
  if (input.status !== 410) {
    const t = normalizeTarget(input.target ?? '');
    if (!('ok' in t)) problem(t);
    const chain = await chainFrom(tx, t.target);
    const resolved = resolveTarget(from.path, t.target, (p) => chain.get(p));
    if (!('ok' in resolved)) problem(resolved);
    target = resolved.target;
    status = chainStatus(input.status, resolved.temporary);
  }
  let id = opts.id;
  const existing = await ruleFrom(tx, from.path);
  if (existing && existing.id !== id) {
    if (!opts.upsert) throw new ActionError(FROM_TAKEN, 409, 'from_path');
    id = existing.id;
  }
  if (id !== undefined && existing?.id !== id) {
    const [row] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id));
    if (!row) throw notFound('Redirect');
  }
  if (target !== null) {
    // Chains collapse: whatever led to this path now leads straight to its target, and is
    // temporary when this rule is.
    await tx
      .update(redirects)
      .set({ target, updated_at: sql`now()`, ...(status === 302 ? { status } : {}) })
      .where(
        and(eq(redirects.target, from.path), id !== undefined ? ne(redirects.id, id) : sql`true`),
      );
  }
  const values = { from_path: from.path, target, status };
  const source = opts.source ?? 'manual';
  const [rule] =
    id === undefined
      ? await tx
          .insert(redirects)
          .values({ ...values, source })
          .returning()
      : await tx
          .update(redirects)
          .set({ ...values, source, updated_at: sql`now()` })
          .where(eq(redirects.id, id))
          .returning();
  const added = id === undefined;
  await auditChange(tx, actorId, added ? 'redirect.create' : 'redirect.update', rule!.id, {
    from: rule!.from_path,
    target: rule!.target,
    status: rule!.status,
    ...(opts.postId !== undefined ? { source, postId: opts.postId } : {}),
  });
  return { rule: rule!, added };
}

/**
 * Adds a rule (the 404 monitor's "Add redirect" uses it too).
 * @param input - from-path, target (a site path or an http(s) URL; none for 410), status
 * @param actorId - the admin's user id
 * @returns the stored rule (from-path normalised, target resolved through existing rules)
 * @throws ActionError 422 (invalid, reserved path, loop) or 409 (a rule for the path exists)
 */
export async function createRedirect(
  db: Db,
  input: RedirectInput,
  actorId: string | null,
): Promise<Redirect> {
  return db.transaction(async (tx) => (await writeRule(tx, input, actorId, {})).rule);
}

/**
 * Changes rule `id`, with the same checks as {@link createRedirect}.
 * @throws ActionError 404 when the rule is gone, and those of createRedirect
 */
export async function updateRedirect(
  db: Db,
  id: number,
  input: RedirectInput,
  actorId: string,
): Promise<Redirect> {
  return db.transaction(async (tx) => (await writeRule(tx, input, actorId, { id })).rule);
}

/**
 * Deletes rule `id` (audited as `redirect.delete`).
 * @throws ActionError 404 when it is already gone
 */
export async function deleteRedirect(db: Db, id: number, actorId: string): Promise<void> {
  await changeAudited(
    db,
    { id, what: 'Redirect', action: 'redirect.delete', actorUserId: actorId },
    (tx) => tx.delete(redirects).where(eq(redirects.id, id)).returning(),
    (row) => ({ from: row.from_path }),
  );
}

/** The public path of an article (public-site.md: articles live at /resources/{slug}). */
export function articlePath(slug: string): string {
  return `/resources/${encodeURIComponent(slug)}`;
}

/**
 * The automatic rule of a slug change, run inside the post's save transaction:
 * a rule from the new path is removed (renaming back to an old slug, or taking a slug another
 * post left: the article is there again); then, when the post was once published, a permanent
 * redirect from the old path to the new one is stored (an existing rule from the old path is
 * replaced; rules that led to the old path now lead to the new one).
 * @param tx - the post save's transaction
 * @param oncePublished - the post had been public before this save (see blog/service.ts)
 * @returns whether any rule changed (the caller then invalidates `redirects`)
 */
export async function redirectRenamedPost(
  tx: Db,
  post: { id: number; oldSlug: string; slug: string; oncePublished: boolean },
  actorId: string | null,
): Promise<boolean> {
  if (post.oldSlug === post.slug) return false;
  await lockRules(tx);
  const newPath = articlePath(post.slug);
  const [gone] = await tx.delete(redirects).where(eq(redirects.from_path, newPath)).returning();
  if (gone)
    await auditChange(tx, actorId, 'redirect.delete', gone.id, {
      from: gone.from_path,
      reason: 'slug taken by a post',
      postId: post.id,
    });
  if (!post.oncePublished) return Boolean(gone);
  await writeRule(
    tx,
    { from_path: articlePath(post.oldSlug), target: newPath, status: 301 },
    actorId,
    { upsert: true, source: 'auto', postId: post.id },
  );
  return true;
}

/**
 * A rule as the manager lists it; `reserved` flags a rule stored before its path became one the
 * site answers itself (the server ignores it).
 */
export type RedirectRow = Pick<
  Redirect,
  'id' | 'from_path' | 'target' | 'status' | 'source' | 'hits' | 'last_hit_at' | 'updated_at'
> & { reserved: boolean };

/** Most rules the manager lists at once (a search narrows the rest). */
export const REDIRECT_LIST_LIMIT = 200;

/**
 * The rules for the manager, by from-path; `q` matches the from-path or the target (any part,
 * ignoring case).
 * @returns up to {@link REDIRECT_LIST_LIMIT} rules and how many match in all
 */
export async function listRedirects(
  db: Db,
  q = '',
): Promise<{ rows: RedirectRow[]; total: number }> {
  const term = q.trim();
  const pattern = containsPattern(term);
  const where = term
    ? or(ilike(redirects.from_path, pattern), ilike(redirects.target, pattern))
    : undefined;
  const rows = await db
    .select({
      id: redirects.id,
      from_path: redirects.from_path,
      target: redirects.target,
      status: redirects.status,
      source: redirects.source,
      hits: redirects.hits,
      last_hit_at: redirects.last_hit_at,
      updated_at: redirects.updated_at,
    })
    .from(redirects)
    .where(where)
    .orderBy(asc(redirects.from_path))
    .limit(REDIRECT_LIST_LIMIT);
  const [total] = await db.select({ n: count() }).from(redirects).where(where);
  return {
    rows: rows.map((r) => ({ ...r, reserved: isReservedPath(r.from_path) })),
    total: total?.n ?? 0,
  };
}
