import 'server-only';
import { siteConfig } from '@/config/site';
import type { Db } from '@/db/client';
import { BULK_BATCH_SIZE } from '@/lib/bulk/csv';
import { postSchema, slugify } from '@/lib/validation/posts';
import { ActionError } from '../actions/errors';
import { recordAudit } from '../audit/log';
import { getLogger } from '../log';
import { findCategoryName } from '../posts/categories';
import { createPost, isSlugTaken } from '../posts/service';
import { UNSLUGGABLE_TITLE, type ArticleGenerator, type ArticleRequest } from './generator';

/** Per-article error when a post already uses the title's slug (a failure, not a duplicate). */
export const BULK_TITLE_TAKEN = 'An article with this title already exists';

/** Per-article error when saving the draft failed for an unexpected reason (details are logged). */
export const BULK_SAVE_FAILED = 'The draft could not be saved. Please try again.';

/** Per-article error for the articles left when the request was aborted. */
export const BULK_CANCELLED = 'Generation was cancelled';

/** Author name given to generated drafts; the admin may change it before publishing. */
export const BULK_AUTHOR_NAME = `${siteConfig.name} Team`;

/**
 * One row of the answer (back-office.md §3 "Bulk result row", §7 response
 * `{results: [{title, keyword, success, error}]}`), plus the new draft's id on success.
 */
export type BulkArticleResult = {
  title: string;
  keyword: string;
  success: boolean;
  /** Why this article failed; absent on success. */
  error?: string;
  /** The created draft's id; absent on failure. */
  post_id?: number;
};

/**
 * Generates one batch of articles as DRAFT blog posts (back-office.md §7
 * "bulk-article-generator"). Articles are handled one after another, in order; a
 * failure never stops the batch:
 *
 * 1. a title whose slug a post already uses (also one created earlier in this batch) fails with
 *    {@link BULK_TITLE_TAKEN}, and a title without letters or digits with `UNSLUGGABLE_TITLE`,
 *    before anything is generated;
 * 2. the generator writes the draft; its error message becomes the article's error;
 * 3. the draft is validated with `postSchema` (status forced to draft, no publication date,
 *    author {@link BULK_AUTHOR_NAME}) and saved with the blog service's `createPost`, which
 *    sanitises the content again and writes a `post.create` audit entry. A slug clash at that
 *    point (another admin was faster) fails with {@link BULK_TITLE_TAKEN}; any other database
 *    error is logged and fails with {@link BULK_SAVE_FAILED}.
 *
 * One `bulk.generate` audit entry per batch records the counts, the generator and the new ids.
 * Nothing is ever published.
 *
 * @param db - database (or transaction) handle
 * @param articles - 1 to {@link BULK_BATCH_SIZE} articles, already validated with
 *   `bulkRequestSchema`
 * @param actorUserId - the admin's user id
 * @param generator - usually `getArticleGenerator()`
 * @param options - `signal` (e.g. the request's): once aborted, the article in progress fails
 *   with the generator's message and the remaining ones with {@link BULK_CANCELLED}; what was
 *   created stays
 * @returns one result per article, in request order
 * @throws ActionError(422) when more than {@link BULK_BATCH_SIZE} articles are passed
 */
export async function generateArticles(
  db: Db,
  articles: readonly ArticleRequest[],
  actorUserId: string,
  generator: ArticleGenerator,
  options: { signal?: AbortSignal } = {},
): Promise<{ results: BulkArticleResult[] }> {
  if (articles.length > BULK_BATCH_SIZE) {
    throw new ActionError(`Send at most ${BULK_BATCH_SIZE} articles per request`, 422);
  }
  const log = getLogger();
  const results: BulkArticleResult[] = [];

  for (const article of articles) {
    const { title, keyword } = article;
    const fail = (error: string) => results.push({ title, keyword, success: false, error });
    if (options.signal?.aborted) {
      fail(BULK_CANCELLED);
      continue;
    }

    const slug = slugify(title);
    if (!slug) {
      fail(UNSLUGGABLE_TITLE);
      continue;
    }
    if (await isSlugTaken(db, slug)) {
      fail(BULK_TITLE_TAKEN);
      continue;
    }

    let draft;
    try {
      draft = await generator.generate({ title, keyword }, options.signal);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : String(error);
      log.warn({ generator: generator.name, slug, err: error }, 'bulk article generation failed');
      fail(message || 'Generation failed');
      continue;
    }

    const parsed = postSchema.safeParse({
      title: draft.title,
      slug: draft.slug,
      excerpt: draft.excerpt,
      content: draft.content,
      author_name: BULK_AUTHOR_NAME,
      category: draft.category,
      tags: draft.tags.map((t) => t.replace(/,/g, ' ')).join(', '),
      meta_description: draft.meta_description,
      status: 'draft',
      published_at: null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(`The generated draft is invalid: ${issue?.message ?? 'unknown problem'}`);
      continue;
    }

    try {
      // The managed category of that name (ignoring case), or none when an admin renamed or
      // removed it: a draft is never lost over its category.
      const category = parsed.data.category
        ? await findCategoryName(db, parsed.data.category)
        : null;
      const post = await createPost(db, { ...parsed.data, category, status: 'draft' }, actorUserId);
      results.push({ title, keyword, success: true, post_id: post.id });
    } catch (error) {
      if (error instanceof ActionError && error.status === 409) {
        fail(BULK_TITLE_TAKEN);
      } else {
        log.error({ slug, err: error }, 'bulk article draft could not be saved');
        fail(BULK_SAVE_FAILED);
      }
    }
  }

  const created = results.filter((r) => r.success);
  await recordAudit(db, {
    actorUserId,
    action: 'bulk.generate',
    resourceType: 'blog_posts',
    details: {
      generator: generator.name,
      requested: articles.length,
      succeeded: created.length,
      failed: results.length - created.length,
      post_ids: created.map((r) => r.post_id),
    },
  });
  return { results };
}
