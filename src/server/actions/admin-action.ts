import 'server-only';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import type { ActionResult } from '@/lib/action-result';
import { rolesFor, type Capability } from '@/lib/roles';
import { stripNul } from '@/lib/strip-nul';
import { requireRole, type StaffUser } from '../auth/guard';
import { invalidateTags } from '../cache';
import { errorResult } from '../errors';
import { validateInput } from '../http/json-body';

/** Cache tags; null and undefined entries are skipped (an item that was in no slot). */
export type TagList = readonly (string | null | undefined)[];

/** What an admin action declares besides its name, schema and work. */
export type AdminActionOptions<In, R> = {
  /**
   * The cache tags a successful run invalidates (ARCHITECTURE.md "Data flow"), declared with the
   * action instead of called by hand: a list, or a function of the input and the result (a post's
   * old and new slug, the slots an item left and entered; an empty list when nothing changed).
   */
  invalidates?: TagList | ((data: In, result: R) => TagList);
};

/**
 * Builds an admin server action (ARCHITECTURE.md "adminAction"): the role is checked on the server
 * first (the roles of `capability` in lib/roles.ts), so an anonymous call with bad input
 * is still refused (401/403), never a 422;
 * then the input (NUL characters removed) is validated with the form's own zod schema; then `fn`
 * runs with the validated data, the admin and the database; then the tags the action declares
 * (`options.invalidates`) are invalidated on every instance. The action returns an
 * {@link ActionResult}. An `AppError` (an ActionError, the admin check's AdminAuthError) is
 * answered with its own message and status; any other error is logged and answered with a
 * generic message (`errorResult` of server/errors.ts), and invalidates nothing.
 * @param name - dotted name for logs, e.g. "blog.post.create"
 * @param capability - what the action needs (lib/roles.ts `CAPABILITIES`): the roles allowed
 */
export function adminAction<S extends z.ZodType, R>(
  name: string,
  capability: Capability,
  schema: S,
  fn: (data: z.output<S>, admin: StaffUser, db: Db) => Promise<R>,
  options: AdminActionOptions<z.output<S>, R> = {},
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return async (input) => {
    try {
      const admin = await requireRole(rolesFor(capability));
      // The admin check comes first: an anonymous call with bad input is refused, never a 422.
      const data = validateInput(schema, stripNul(input));
      const result = await fn(data, admin, getDb());
      const { invalidates } = options;
      const tags = typeof invalidates === 'function' ? invalidates(data, result) : invalidates;
      const list = (tags ?? []).filter((t): t is string => Boolean(t));
      if (list.length > 0) invalidateTags(list);
      return { ok: true, data: result };
    } catch (error) {
      return errorResult(error, { log: 'admin action failed', logFields: { action: name } });
    }
  };
}
