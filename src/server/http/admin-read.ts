import 'server-only';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import type { Capability } from '@/lib/roles';
import { ActionError } from '../actions/errors';
import { withAdmin, type StaffUser } from '../auth/guard';

/** An admin read's answer is the signed-in person's: never kept by any shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * A GET route handler of the back office's reads (what a client component loads after the page,
 * such as a History panel's revisions): the role check first (401/403), then the query
 * validated with `schema` (400 for a malformed one or one holding a NUL, before any read), then
 * `run`. Answers
 * `{ ok: true, data }` or, as the server actions do, `{ ok: false, error, status }` (an
 * `ActionResult`), never raw exception text.
 * @param capability - what the read needs (lib/roles.ts `CAPABILITIES`)
 * @param schema - the query's schema; it receives the query parameters as an object of strings
 * @param run - the read; an `AppError` it throws is answered with its status and message
 */
export function adminReadRoute<S extends z.ZodType, T>(
  capability: Capability,
  schema: S,
  run: (input: z.infer<S>, db: Db, admin: StaffUser) => Promise<T>,
) {
  return withAdmin<{ params: Promise<Record<string, string>> }>(
    capability,
    async (request, ctx, admin) => {
      const params = (await ctx.params) ?? {};
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const values = { ...query, ...params };
      // No read takes a NUL, which PostgreSQL text cannot hold.
      const parsed = Object.values(values).some((v) => v.includes('\u0000'))
        ? null
        : schema.safeParse(values);
      if (!parsed?.success) throw new ActionError('Invalid request', 400);
      const data = await run(parsed.data, getDb(), admin);
      return Response.json({ ok: true, data }, { headers: PRIVATE });
    },
  );
}
