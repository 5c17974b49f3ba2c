import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf, type ActionResult } from '@/lib/action-result';
import { stripNul } from '@/lib/strip-nul';
import { AdminAuthError, requireAdmin, type SessionUser } from '../auth/guard';
import { getLogger } from '../log';
import { ActionError } from './errors';

/**
 * Builds an admin server action (ARCHITECTURE.md "adminAction"): the admin role is checked on the
 * server first, so an anonymous call with bad input is still refused (401/403), never a 422;
 * then the input (NUL characters removed) is validated with the form's own zod schema; then `fn` runs. The action returns
 * an {@link ActionResult}. An {@link ActionError} thrown by `fn` is answered with its own message
 * and status; any other error is logged and answered with a generic message.
 * @param name - dotted name for logs, e.g. "blog.post.create"
 */
export function adminAction<S extends z.ZodType, R>(
  name: string,
  schema: S,
  fn: (data: z.output<S>, admin: SessionUser) => Promise<R>,
): (input: z.input<S>) => Promise<ActionResult<R>> {
  return async (input) => {
    let admin: SessionUser;
    try {
      admin = await requireAdmin();
    } catch (error) {
      if (error instanceof AdminAuthError)
        return { ok: false, error: error.message, status: error.status };
      throw error;
    }
    const parsed = schema.safeParse(stripNul(input));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues);
      return { ok: false, error: Object.values(fieldErrors).join(', '), fieldErrors, status: 422 };
    }
    try {
      return { ok: true, data: await fn(parsed.data, admin) };
    } catch (error) {
      if (error instanceof ActionError) {
        return {
          ok: false,
          error: error.message,
          status: error.status,
          ...(error.field ? { fieldErrors: { [error.field]: error.message } } : {}),
        };
      }
      getLogger().error({ err: error, action: name }, 'admin action failed');
      return { ok: false, error: 'Something went wrong. Please try again.', status: 500 };
    }
  };
}
