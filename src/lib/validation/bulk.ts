import { BULK_BATCH_SIZE } from '@/lib/bulk/csv';
import { z } from './zod';

/** Longest title the generator accepts (the blog post's title limit, §3). */
export const BULK_TITLE_MAX = 200;
/** Longest keyword the generator accepts. */
export const BULK_KEYWORD_MAX = 100;

/**
 * One article of a bulk request (back-office.md §3 "Bulk article row"): title 1 to
 * {@link BULK_TITLE_MAX} characters, keyword 1 to {@link BULK_KEYWORD_MAX}, both trimmed.
 */
export const bulkArticleSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(BULK_TITLE_MAX, `Title must be ${BULK_TITLE_MAX} characters or less`),
  keyword: z
    .string()
    .trim()
    .min(1, 'Keyword is required')
    .max(BULK_KEYWORD_MAX, `Keyword must be ${BULK_KEYWORD_MAX} characters or less`),
});

/**
 * The body of a bulk generation call (back-office.md §7 "bulk-article-generator": payload
 * `{articles: [{title, keyword}]}`, sent in batches of 5): 1 to {@link BULK_BATCH_SIZE} articles.
 * A body that fails this schema is answered with 422 and nothing is generated. Unknown keys are
 * dropped.
 */
export const bulkRequestSchema = z.object({
  articles: z
    .array(bulkArticleSchema, { message: 'articles must be a list of {title, keyword}' })
    .min(1, 'Send at least one article')
    .max(BULK_BATCH_SIZE, `Send at most ${BULK_BATCH_SIZE} articles per request`),
});

/** One validated article. */
export type BulkArticle = z.output<typeof bulkArticleSchema>;
/** A validated bulk request. */
export type BulkRequest = z.output<typeof bulkRequestSchema>;
