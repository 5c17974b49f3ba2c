import 'server-only';
import { getDb, type Db } from '@/db/client';
import { bulkRequestSchema, type BulkRequest } from '@/lib/validation/bulk';
import type { SessionUser } from '../auth/guard';
import { errorResponse } from '../errors';
import { parseJsonBody } from '../http/json-body';
import { getLogger } from '../log';
import type { ArticleGenerator } from './generator';
import { generateArticles } from './service';

/** Largest request body accepted (5 titles and keywords fit many times over), in bytes. */
export const BULK_MAX_BODY_BYTES = 64 * 1024;

/**
 * The bulk-article-generator call (back-office.md §7 "Function bulk-article-generator"): body
 * `{ articles: [{ title, keyword }] }` (1 to 5), answer `{ results: [{ title, keyword, success,
 * error }] }` with one draft post per successful article. A malformed or oversized payload is
 * 422/413 with nothing created; a generator that cannot be configured is 500 with a generic text.
 * The caller (the route) has already checked the admin role.
 * @param deps.db - database (default: the process-wide one); deps.generator - returns the
 *   generator to use (may throw on bad settings)
 */
export async function handleBulkRequest(
  request: Request,
  admin: SessionUser,
  deps: { db?: Db; generator: () => ArticleGenerator },
): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  let articles: BulkRequest['articles'];
  try {
    ({ articles } = await parseJsonBody(request, bulkRequestSchema, {
      maxBytes: BULK_MAX_BODY_BYTES,
      malformedStatus: 422,
    }));
  } catch (error) {
    return errorResponse(error, { log: 'bulk request failed' });
  }
  let generator: ArticleGenerator;
  try {
    generator = deps.generator();
  } catch (error) {
    getLogger().error({ err: error }, 'bulk article generator is misconfigured');
    return Response.json(
      { ok: false, error: 'Article generation is not configured correctly.' },
      { status: 500, headers },
    );
  }
  const { results } = await generateArticles(deps.db ?? getDb(), articles, admin.id, generator, {
    signal: request.signal,
  });
  return Response.json({ results }, { headers });
}
