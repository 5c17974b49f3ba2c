import 'server-only';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { z } from 'zod';
import { siteConfig } from '@/config/site';
// The associations as shipped: their names are the ones the generated articles mention.
import { SITE_DEFAULTS } from '@/lib/pages/site';
import { sanitizeRichHtml, sanitizeText } from '@/lib/sanitize';
import { decodeEntities } from '../html-entities';
import {
  ArticleGenerationError,
  clip,
  DRAFT_CATEGORIES,
  DRAFT_EXCERPT_MAX,
  DRAFT_META_MAX,
  escapeHtml,
  normaliseTags,
  squash,
  suggestCategory,
  titleAndSlug,
  type ArticleGenerator,
  type ArticleRequest,
} from './draft';

/**
 * The OpenAI-compatible article generator of the Bulk Creator (back-office.md §7
 * "bulk-article-generator"): {@link openAiGenerator}, its prompt, the lenient reading of
 * the model's JSON answer, the admin-facing error messages and the JSON-mode fallback. The shared
 * types and helpers live in `./generator`, which also re-exports this generator and builds it
 * from the LLM_* variables.
 */

const f = siteConfig.figures;
const product = siteConfig.name;
const { cra, ara } = SITE_DEFAULTS.associations;

/** Settings of {@link openAiGenerator}. */
export type OpenAiGeneratorOptions = {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseURL: string;
  /** Bearer key; local servers that need none may leave it empty. */
  apiKey?: string | undefined;
  /** Model name the endpoint knows. */
  model: string;
  /** Time limit for one request in milliseconds. */
  timeoutMs: number;
  /** Retries of a failed request (connection errors, 408/409/429/5xx); 1 by default. */
  maxRetries?: number | undefined;
};

/** What the model is asked to return; parsed leniently. */
const modelAnswerSchema = z.object({
  excerpt: z.string().optional(),
  meta_description: z.string().optional(),
  tags: z.union([z.array(z.string()), z.string()]).optional(),
  category: z.string().optional(),
  content: z.string({ message: 'content is missing' }).trim().min(1, 'content is empty'),
});

function systemPrompt(): string {
  return [
    `You write blog articles for ${product}, ${siteConfig.description}`,
    'Answer with one JSON object and nothing else, with exactly these keys:',
    `"excerpt": one or two sentences, at most ${DRAFT_EXCERPT_MAX} characters;`,
    `"meta_description": at most ${DRAFT_META_MAX} characters, containing the target keyword;`,
    '"tags": an array of 3 to 6 short tags (at most 40 characters each), the first being the target keyword;',
    `"category": one of ${DRAFT_CATEGORIES.map((c) => `"${c}"`).join(', ')};`,
    '"content": the article body as HTML using only h2, h3, p, ul, ol, li, strong, em, blockquote and a tags ' +
      '(no h1, no scripts, no styles, no images), 700 to 1200 words: an introduction, three or four h2 ' +
      'sections with lists, an h2 "Frequently asked questions" section with h3 questions, and a closing ' +
      'call to action with a link to /contact.',
    'Focus the article on the target keyword and use it naturally in the introduction, a heading and the FAQ.',
    `Facts you may use (do not invent other figures): ${f.rentalYards} rental yards run on ${product}; ` +
      `${f.rentalsManaged} rentals managed; ${f.fewerDoubleBookings} fewer double bookings; contracts ` +
      `${f.fasterContracts} faster; quotes ${f.fasterQuotes} faster; ${f.quoteConversion} quote conversion; ` +
      `${f.higherUtilization} higher utilization; live within ${f.goLive} with free data migration; ` +
      `a proud member of the ${cra.name} and the ${ara.name}.`,
  ].join('\n');
}

/** Plain text of sanitised HTML (for excerpts derived from content). */
function htmlToText(html: string): string {
  return squash(decodeEntities(html.replace(/<[^>]*>/g, ' ')));
}

/** The JSON object inside a model's answer (code fences and chatter around it tolerated). */
function extractJson(text: string): unknown {
  const unfenced = text.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) {
    throw new ArticleGenerationError('The AI service returned an answer that is not valid JSON');
  }
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch (error) {
    throw new ArticleGenerationError('The AI service returned an answer that is not valid JSON', {
      cause: error,
    });
  }
}

/**
 * Plain text from the model (excerpt, meta description, tags): tags stripped, then the text
 * sanitiser (no angle brackets, `javascript:` or inline handlers), as these fields are text.
 */
function modelText(text: string): string {
  return sanitizeText(htmlToText(text));
}

/** Content as safe HTML: plain-text answers become paragraphs, h1 becomes h2, then sanitised. */
function toSafeHtml(content: string): string {
  const html = /<(p|h[1-6]|ul|ol|div|section|article)\b/i.test(content)
    ? content
    : content
        .split(/\n\s*\n/)
        .map((para) => squash(para))
        .filter(Boolean)
        .map((para) => `<p>${escapeHtml(para)}</p>`)
        .join('\n');
  return sanitizeRichHtml(html.replace(/<(\/?)h1\b/gi, '<$1h2')).trim();
}

/** The admin-facing message for a failed request. */
function describeRequestError(error: unknown, timeoutMs: number): ArticleGenerationError {
  if (error instanceof ArticleGenerationError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return new ArticleGenerationError(
      `The AI service did not answer within ${seconds} seconds (timeout)`,
      { cause: error },
    );
  }
  if (error instanceof APIUserAbortError) {
    return new ArticleGenerationError('Generation was cancelled', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new ArticleGenerationError('Could not reach the AI service', { cause: error });
  }
  if (error instanceof APIError) {
    const detail = clip(String(error.message).replace(/^\d{3}\s*/, ''), 200);
    return new ArticleGenerationError(
      `The AI service failed with HTTP ${error.status ?? 'error'}${detail ? `: ${detail}` : ''}`,
      { cause: error },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ArticleGenerationError(`The AI service request failed: ${clip(message, 200)}`, {
    cause: error,
  });
}

/** Whether a 400/422 is the endpoint refusing `response_format` (older or local servers). */
function refusesJsonMode(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_object|json mode/i.test(String(error.message))
  );
}

/**
 * The generator backed by an OpenAI-compatible Chat Completions endpoint (back-office.md §7
 * "bulk-article-generator"): the `openai` client with `baseURL`, so OpenAI,
 * Azure-compatible gateways, Ollama, vLLM, LM Studio... all work.
 *
 * Asks for a JSON object (`response_format: {type: 'json_object'}`; when the endpoint refuses
 * that parameter with 400/422, asks again once without it and stops sending it). The answer is
 * parsed defensively (code fences and text around the object tolerated), validated with zod,
 * and normalised: title and slug come from the request, never from the model; the excerpt and
 * meta description are clipped (derived from the content when missing); tags start with the
 * keyword; an unknown category falls back to one inferred from the title; the content is
 * sanitised with `sanitizeRichHtml`.
 *
 * Every failure (timeout after `timeoutMs`, connection error, HTTP error, empty or invalid JSON,
 * missing content) rejects with an {@link ArticleGenerationError} for that article only.
 * @param options - endpoint, key, model, time limit and retries
 * @returns the generator (named "openai"); creating it does not throw, its `generate` rejects
 *   as described above
 */
export function openAiGenerator(options: OpenAiGeneratorOptions): ArticleGenerator {
  const client = new OpenAI({
    baseURL: options.baseURL,
    // The client refuses to start without a key; local servers ignore whatever is sent.
    apiKey: options.apiKey || 'no-key',
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
  });
  let jsonMode = true;

  async function ask(
    article: ArticleRequest,
    signal?: AbortSignal,
  ): Promise<{ text: string; cutOff: boolean }> {
    const request = (withJsonMode: boolean) =>
      client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: systemPrompt() },
            {
              role: 'user',
              content: `Title: ${squash(article.title)}\nTarget keyword: ${squash(article.keyword)}`,
            },
          ],
          ...(withJsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { signal },
      );
    let completion;
    try {
      completion = await request(jsonMode);
    } catch (error) {
      if (!jsonMode || !refusesJsonMode(error)) throw error;
      jsonMode = false;
      completion = await request(false);
    }
    const choice = completion?.choices?.[0];
    const text = choice?.message?.content;
    if (typeof text !== 'string' || !text.trim()) {
      throw new ArticleGenerationError('The AI service returned an empty answer');
    }
    return { text, cutOff: choice?.finish_reason === 'length' };
  }

  return {
    name: 'openai',
    async generate(article, signal) {
      const { title, slug } = titleAndSlug(article);
      const keyword = squash(article.keyword);
      let answerText: { text: string; cutOff: boolean };
      try {
        answerText = await ask(article, signal);
      } catch (error) {
        throw describeRequestError(error, options.timeoutMs);
      }

      let json: unknown;
      try {
        json = extractJson(answerText.text);
      } catch (error) {
        if (!answerText.cutOff) throw error;
        throw new ArticleGenerationError(
          'The AI service stopped before finishing the article (its output limit was reached)',
          { cause: error },
        );
      }
      // Some models wrap the object once, e.g. {"article": {...}}.
      if (json && typeof json === 'object' && !('content' in json)) {
        const inner = Object.values(json).find((v) => v && typeof v === 'object' && 'content' in v);
        if (inner) json = inner;
      }
      const parsed = modelAnswerSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        throw new ArticleGenerationError(
          `The AI service returned an unusable article (${where}${issue?.message ?? 'invalid'})`,
        );
      }
      const answer = parsed.data;
      const content = toSafeHtml(answer.content);
      const plain = modelText(content);
      if (!plain) throw new ArticleGenerationError('The AI service returned no usable content');

      const excerpt = clip(modelText(answer.excerpt ?? '') || plain, DRAFT_EXCERPT_MAX);
      const meta_description = clip(
        modelText(answer.meta_description ?? '') || excerpt,
        DRAFT_META_MAX,
      );
      const modelTags = Array.isArray(answer.tags) ? answer.tags : (answer.tags ?? '').split(',');
      const category =
        DRAFT_CATEGORIES.find(
          (c) => c.toLowerCase() === squash(answer.category ?? '').toLowerCase(),
        ) ?? suggestCategory(`${title} ${keyword}`);

      return {
        title,
        slug,
        excerpt,
        meta_description,
        tags: normaliseTags(keyword, modelTags.map(modelText)),
        category,
        content,
      };
    },
  };
}
