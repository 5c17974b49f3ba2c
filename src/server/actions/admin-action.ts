import 'server-only';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { stripNul } from '@/lib/strip-nul';
import { requireAdmin, type SessionUser } from '../auth/guard';
import { errorResult } from '../errors';
import { validateInput } from '../http/json-body';

/**
 * Builds an admin server action (ARCHITECTURE.md "adminAction"): the admin role is checked on the
 * server first, so an anonymous call with bad input is still refused (401/403), never a 422;
 * then the input (NUL characters removed) is validated with the form's own zod schema; then `fn`
 * runs. The action returns an {@link ActionResult}. An `AppError` (an ActionError, the admin
 * check's AdminAuthError) is answered with its own message and status; any other error is logged
 * and answered with a generic message (`errorResult` of server/errors.ts).
 * @param name - dotted name for logs, e.g. "blog.post.create"
 */
export function adminAction<S extends z.ZodType, R>(
  name: string,
  schema: S,
  fn: (data: z.output<S>, admin: SessionUser) => Promise<R>,
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return async (input) => {
    try {
      const admin = await requireAdmin();
      // The admin check comes first: an anonymous call with bad input is refused, never a 422.
      const data = validateInput(schema, stripNul(input));
      return { ok: true, data: await fn(data, admin) };
    } catch (error) {
      return errorResult(error, { log: 'admin action failed', logFields: { action: name } });
    }
  };
}
