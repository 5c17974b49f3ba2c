import 'server-only';
import { getDb, type Db } from '@/db/client';
import { fieldErrorsOf } from '@/lib/action-result';
import { stripNul } from '@/lib/strip-nul';
import { bulkRequestSchema } from '@/lib/validation/bulk';
import type { SessionUser } from '../auth/guard';
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
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > BULK_MAX_BODY_BYTES) {
    return Response.json({ ok: false, error: 'Request too large' }, { status: 413, headers });
  }
  const text = await request.text();
  if (text.length > BULK_MAX_BODY_BYTES) {
    return Response.json({ ok: false, error: 'Request too large' }, { status: 413, headers });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ ok: false, error: 'Invalid JSON' }, { status: 422, headers });
  }
  // PostgreSQL text cannot hold NUL: drop it before validating, as every form does.
  const parsed = bulkRequestSchema.safeParse(stripNul(body));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return Response.json(
      { ok: false, error: Object.values(fieldErrors).join(', '), fieldErrors },
      { status: 422, headers },
    );
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
  const { results } = await generateArticles(
    deps.db ?? getDb(),
    parsed.data.articles,
    admin.id,
    generator,
    {
      signal: request.signal,
    },
  );
  return Response.json({ results }, { headers });
}
