import 'server-only';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { sanitizeRichHtml, sanitizeText } from '@/lib/sanitize';
import { slugify } from '@/lib/validation/posts';

/**
 * Article generators of the Bulk Creator (back-office.md §7 "bulk-article-generator": "What the
 * server does with each article is not shown"; issue #9). Each turns a title and a keyword into a
 * draft blog post. Two implementations share {@link ArticleGenerator}: {@link templateGenerator}
 * (offline, deterministic) and {@link openAiGenerator} (any OpenAI-compatible Chat Completions
 * endpoint). {@link getArticleGenerator} picks one from the LLM_* environment variables.
 */

/** What a generator is asked for: one row of the CSV (back-office.md §3 "Bulk article row"). */
export type ArticleRequest = { title: string; keyword: string };

/**
 * A generated draft: the blog post fields of back-office.md §3 the generator fills. The post is
 * always saved as a draft by the bulk service; nothing here publishes it.
 */
export type GeneratedDraft = {
  /** The requested title, whitespace collapsed. */
  title: string;
  /** `slugify(title)`. */
  slug: string;
  /** One or two sentences, at most {@link DRAFT_EXCERPT_MAX} characters. */
  excerpt: string;
  /** At most {@link DRAFT_META_MAX} characters. */
  meta_description: string;
  /** The keyword first, then a few more; no commas, each at most 40 characters, at most 8. */
  tags: string[];
  /** One of {@link DRAFT_CATEGORIES}. */
  category: string;
  /** The article body as sanitised HTML (h2/h3 sections, lists, links). */
  content: string;
};

/**
 * Turns one title and keyword into a draft.
 *
 * `generate` rejects with an Error whose message is meant for the admin (shown in the Generation
 * Results list as that article's error); {@link ArticleGenerationError} for the expected cases.
 */
export interface ArticleGenerator {
  /** Short name for logs and the audit entry ("template" or "openai"). */
  readonly name: string;
  /**
   * @param article - the title and target keyword (trimmed, non-empty)
   * @param signal - aborts the work (e.g. when the admin's request is gone)
   * @returns the draft
   * @throws ArticleGenerationError when this article cannot be generated
   */
  generate(article: ArticleRequest, signal?: AbortSignal): Promise<GeneratedDraft>;
}

/** A per-article failure with a message for the admin; never a crash of the batch. */
export class ArticleGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArticleGenerationError';
  }
}

/** Longest excerpt a generated draft gets. */
export const DRAFT_EXCERPT_MAX = 300;
/** Longest meta description a generated draft gets (what search engines show, §3). */
export const DRAFT_META_MAX = 160;
/** The blog's categories, as used by the demo posts; a draft gets one of these. */
export const DRAFT_CATEGORIES = ['Guides', 'Best Practices', 'Industry Reports', 'Tools'] as const;

const TAG_MAX = 40;
const TAGS_MAX = 8;

// ---------------------------------------------------------------------------------------------
// Shared helpers

/** Whitespace runs collapsed, trimmed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const t = squash(text);
  if (t.length <= max) return t;
  let cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A tag cut to {@link TAG_MAX} characters at a word boundary, without an ellipsis. */
function clipTag(tag: string): string {
  const t = squash(tag.replace(/,/g, ' '));
  if (t.length <= TAG_MAX) return t;
  const cut = t.slice(0, TAG_MAX);
  const space = cut.lastIndexOf(' ');
  return (space > TAG_MAX / 2 ? cut.slice(0, space) : cut).trim();
}

/** The keyword first, then `others`: commas removed, clipped, de-duplicated ignoring case. */
function normaliseTags(keyword: string, others: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of [keyword, ...others]) {
    const tag = clipTag(raw);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === TAGS_MAX) break;
  }
  return out;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text of sanitised HTML (for excerpts derived from content). */
function htmlToText(html: string): string {
  return squash(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Per-article error for a title whose slug is empty (no letter or digit in it). */
export const UNSLUGGABLE_TITLE =
  'The title needs at least one letter or digit to build the article URL';

/** The title as stored and its slug. @throws ArticleGenerationError when the slug is empty. */
function titleAndSlug(article: ArticleRequest): { title: string; slug: string } {
  const title = squash(article.title);
  const slug = slugify(title);
  if (!slug) throw new ArticleGenerationError(UNSLUGGABLE_TITLE);
  return { title, slug };
}

/** Whether `text` contains one of `words` as a whole word (plural and -d forms included). */
function hasWord(text: string, words: readonly string[]): boolean {
  return words.some((w) => new RegExp(`\\b${w}(?:s|es|d)?\\b`, 'i').test(text));
}

/** The category a title and keyword suggest (one of {@link DRAFT_CATEGORIES}). */
function suggestCategory(text: string): (typeof DRAFT_CATEGORIES)[number] {
  if (hasWord(text, ['trend', 'outlook', 'report', 'forecast', 'future', 'state of', 'survey']))
    return 'Industry Reports';
  if (hasWord(text, ['software', 'app', 'tool', 'template', 'checklist', 'calculator', 'system']))
    return 'Tools';
  if (hasWord(text, ['tip', 'best practice', 'mistake', 'ways', 'improve', 'reduce', 'increase']))
    return 'Best Practices';
  return 'Guides';
}

type Segment = { audience: string; tag: string; examples: string };

/** The rental segment a title and keyword are about. */
function suggestSegment(text: string): Segment {
  if (hasWord(text, ['party', 'event', 'wedding', 'tent']))
    return {
      audience: 'party and event rental companies',
      tag: 'Party rentals',
      examples: 'tents, tables, chairs and linens',
    };
  if (hasWord(text, ['construction', 'heavy', 'excavator', 'contractor', 'crane']))
    return {
      audience: 'construction and heavy equipment rental companies',
      tag: 'Construction equipment',
      examples: 'excavators, skid steers, lifts and compactors',
    };
  if (hasWord(text, ['tool']))
    return {
      audience: 'tool rental shops',
      tag: 'Tool rental',
      examples: 'saws, drills, generators and pressure washers',
    };
  return {
    audience: 'equipment, tool and party rental companies',
    tag: 'Equipment rental',
    examples: 'machines, tools and event supplies',
  };
}

/** FNV-1a, for deterministic variation between articles. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Offline template generator

const f = siteConfig.figures;
const product = siteConfig.name;
const { cra, ara } = siteConfig.associations;

/** One H2 section; `k` is the HTML-escaped keyword. */
type SectionWriter = (k: string, s: Segment) => string;

const whyItMatters: SectionWriter = (
  k,
  s,
) => `<h2>${capitalise(k)}: why it matters for rental companies</h2>
<p>For ${s.audience}, getting ${k} right is not a side project. It decides how many days your ${s.examples} spend on rent, how quickly customers get an answer and how much admin work sits between a booking and a paid invoice.</p>
<ul>
<li><strong>Higher utilization.</strong> Knowing exactly what is available, out, overdue or in the shop lets you rent the fleet you already own before buying more.</li>
<li><strong>Fewer double bookings.</strong> One live view of availability stops two customers from being promised the same unit.</li>
<li><strong>Faster quotes.</strong> Customers who get a price in minutes rather than a call back tomorrow are far more likely to book.</li>
<li><strong>Healthier cash flow.</strong> Contracts, deposits and invoices that follow the rental automatically shorten the time between return and payment.</li>
</ul>`;

const challenges: SectionWriter = (k, s) => `<h2>Common ${k} challenges</h2>
<p>Most ${s.audience} run into the same obstacles when they work on ${k}:</p>
<ul>
<li><strong>Several sources of truth.</strong> A whiteboard in the yard, a spreadsheet in the office and a phone full of messages drift apart within hours.</li>
<li><strong>Double entry.</strong> Every booking typed twice, once for the contract and once for the invoice, is a chance for a mistake.</li>
<li><strong>Late returns and extensions.</strong> Verbal extensions that never reach the schedule turn into conflicts a few days later.</li>
<li><strong>Equipment in the shop.</strong> Units waiting for repair still look available unless someone changes their status.</li>
</ul>
<p>None of these are people problems. They are process problems, which means they can be fixed, and work on ${k} gets much easier once they are.</p>`;

const mistakes: SectionWriter = (k, s) => `<h2>Mistakes to avoid with ${k}</h2>
<p>When ${s.audience} struggle with ${k}, the cause is usually one of these:</p>
<ul>
<li><strong>Changing tools without changing the process.</strong> New software on top of an unclear booking process only makes the confusion faster.</li>
<li><strong>Leaving the counter staff out.</strong> The people who take bookings every day know where things break; involve them early.</li>
<li><strong>Tracking nothing.</strong> Without a baseline you cannot tell whether your work on ${k} is paying off.</li>
<li><strong>Trying to fix everything at once.</strong> Start with the step that costs you the most rentals, then move to the next.</li>
</ul>
<p>When it comes to ${k}, steady, measurable improvements beat one big overhaul.</p>`;

const stepByStep: SectionWriter = (k) => `<h2>A step-by-step approach to ${k}</h2>
<ol>
<li><strong>Map the current process.</strong> Follow one rental from the first call to the paid invoice and write down every hand-off and every place information is copied.</li>
<li><strong>Choose one source of truth.</strong> Every booking, extension and return is recorded in the same system first, before the customer hangs up.</li>
<li><strong>Set clear rules.</strong> Decide how long a quote holds equipment, how much turnaround time each category needs and when a unit is tagged out for service.</li>
<li><strong>Train the whole team.</strong> Counter, yard and office staff should all work the same way, including on the busiest Monday morning.</li>
<li><strong>Review monthly.</strong> Look at what went wrong, adjust one rule at a time and keep the changes that work.</li>
</ol>
<p>Progress on ${k} is easiest to sustain when these rules are built into your daily tools rather than kept in someone's head.</p>`;

const metrics: SectionWriter = (k) => `<h2>Metrics to track</h2>
<p>Measure your progress on ${k} with a handful of numbers you review every month:</p>
<ul>
<li><strong>Time utilization:</strong> the share of days each unit or category is actually on rent.</li>
<li><strong>Dollar utilization:</strong> rental revenue compared with what the fleet cost.</li>
<li><strong>Quote-to-rental conversion:</strong> how many quotes become bookings, and how fast.</li>
<li><strong>Days to invoice and days to payment:</strong> how long money waits after a return.</li>
<li><strong>Shop downtime:</strong> days units spend waiting for service or parts.</li>
</ul>`;

const software: SectionWriter = (k) => `<h2>How rental software supports ${k}</h2>
<p>${product} is cloud rental management software built for rental companies. It brings the work behind ${k} into one place:</p>
<ul>
<li><strong>Real-time inventory</strong> across every user and location, with availability checked on every quote and booking.</li>
<li><strong>Digital contracts</strong> with e-signature, prepared in minutes instead of on paper.</li>
<li><strong>Quotes, invoicing and card payments</strong> that follow the rental without double entry.</li>
<li><strong>Maintenance tracking</strong> that takes units out of availability while they are in the shop.</li>
</ul>
<p>Across ${product} customers this has meant ${f.fewerDoubleBookings} fewer double bookings, contracts ${f.fasterContracts} faster, quotes ${f.fasterQuotes} faster, ${f.quoteConversion} quote conversion and ${f.higherUtilization} higher utilization, and results on ${k} no longer depend on who is working the counter that day.</p>`;

/**
 * The offline generator: a deterministic, keyword-focused structured draft with no network
 * access. The same title and keyword always give the same draft; different articles vary the
 * sections they use. The draft has an introduction, four H2 sections with lists (why it matters,
 * challenges or mistakes, a step-by-step approach, metrics or how software helps), an FAQ
 * section, and a call to action linking to /contact, using the product facts of
 * `src/config/site.ts`. The category and extra tags are inferred from words of the title and
 * keyword; the text is a starting point for an editor, which is why it is saved as a draft.
 */
export const templateGenerator: ArticleGenerator = {
  name: 'template',
  async generate(article, signal) {
    signal?.throwIfAborted();
    const { title, slug } = titleAndSlug(article);
    const keyword = squash(article.keyword);
    const topic = `${title} ${keyword}`;
    const category = suggestCategory(topic);
    const segment = suggestSegment(topic);
    const seed = hash(`${title}\n${keyword}`);

    const k = escapeHtml(keyword);
    const sections = [
      whyItMatters,
      seed & 1 ? mistakes : challenges,
      stepByStep,
      seed & 2 ? software : metrics,
    ];

    const content = [
      `<p>For ${segment.audience}, getting ${k} right is one of the quickest ways to rent more with the fleet and the team you already have. This article starts with why it matters, then covers where rental companies usually struggle and a practical way to improve, step by step.</p>`,
      `<p>It is written for owners, managers and counter staff who handle ${segment.examples} every day and want fewer surprises, faster answers for customers and less paperwork.</p>`,
      ...sections.map((write) => write(k, segment)),
      `<h2>Frequently asked questions about ${k}</h2>`,
      `<h3>Where should a rental company start with ${k}?</h3>`,
      `<p>Start by writing down how a rental moves through your business today and where information is copied by hand. The step that costs you the most rentals or the most hours is the one to fix first.</p>`,
      `<h3>Is working on ${k} worth it for a small rental business?</h3>`,
      `<p>Yes. Small teams feel every lost rental and every hour of admin. ${f.rentalYards} rental yards run on ${product}, from single-location shops to multi-yard operations, with ${f.rentalsManaged} rentals managed.</p>`,
      `<h3>How long does it take to see results?</h3>`,
      `<p>Process changes such as quote holds and turnaround buffers help within weeks. With ${product}, many companies are live within ${f.goLive}, with free data migration and a dedicated onboarding specialist.</p>`,
      `<h2>Next steps</h2>`,
      `<p>${product} helps ${segment.audience} with ${k} through real-time inventory, digital contracts, quotes, invoicing, payments and maintenance in one place. ${product} is a proud member of the ${escapeHtml(cra.name)} and the ${escapeHtml(ara.name)}.</p>`,
      `<p><a href="/contact">Contact the ${product} team</a> to see how it would work for your rental business, or read more on the <a href="/product">product page</a>.</p>`,
    ].join('\n');

    const excerpt = clip(
      `${capitalise(keyword)} for ${segment.audience}: why it matters, the common pitfalls and a practical step-by-step approach, with answers to frequent questions.`,
      DRAFT_EXCERPT_MAX,
    );
    const meta_description = clip(
      `A practical guide to ${keyword} for ${segment.audience}: common pitfalls, a step-by-step approach and answers to frequent questions.`,
      DRAFT_META_MAX,
    );
    const topicTag = {
      Guides: 'How-to',
      'Best Practices': 'Operations',
      'Industry Reports': 'Industry trends',
      Tools: 'Rental software',
    }[category];

    return {
      title,
      slug,
      excerpt,
      meta_description,
      tags: normaliseTags(keyword, [segment.tag, topicTag, 'Rental management']),
      category,
      content: sanitizeRichHtml(content),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// OpenAI-compatible generator

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
 * The generator backed by an OpenAI-compatible Chat Completions endpoint (the `openai` client
 * with `baseURL`, so OpenAI, Azure-compatible gateways, Ollama, vLLM, LM Studio... all work).
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
 * @returns the generator (named "openai")
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

// ---------------------------------------------------------------------------------------------
// Choosing from the environment

/** The LLM_* environment variables (`process.env` or the parsed env of `src/lib/env.ts`). */
export type LlmEnv = {
  /** Any other variable is ignored. */
  readonly [name: string]: unknown;
  /** Base URL of an OpenAI-compatible API; unset = the offline template generator. */
  LLM_BASE_URL?: string | undefined;
  /** Bearer key for that API (optional for local servers). */
  LLM_API_KEY?: string | undefined;
  /** Model name; required when LLM_BASE_URL is set. */
  LLM_MODEL?: string | undefined;
  /** Time limit per article in milliseconds, 1000 to 600000; 60000 by default. */
  LLM_TIMEOUT_MS?: string | number | undefined;
};

const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

const llmEnvSchema = z.object({
  LLM_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).optional(),
  ),
  LLM_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(blankToUndefined, z.string().optional()),
  LLM_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be at least 1000 (ms)')
      .max(600_000, 'must be at most 600000 (ms)')
      .default(60_000),
  ),
});

/**
 * Reads the LLM_* variables.
 * @param env - `process.env` by default
 * @returns the {@link openAiGenerator} settings, or null when LLM_BASE_URL is unset or empty
 * @throws Error listing every invalid variable (LLM_BASE_URL not an http(s) URL, LLM_MODEL
 *   missing while LLM_BASE_URL is set, LLM_TIMEOUT_MS out of range)
 */
export function readLlmConfig(env: LlmEnv = process.env): OpenAiGeneratorOptions | null {
  const parsed = llmEnvSchema.safeParse({
    LLM_BASE_URL: env.LLM_BASE_URL,
    LLM_API_KEY: env.LLM_API_KEY,
    LLM_MODEL: env.LLM_MODEL,
    LLM_TIMEOUT_MS: env.LLM_TIMEOUT_MS,
  });
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (parsed.success && parsed.data.LLM_BASE_URL && !parsed.data.LLM_MODEL) {
    problems.push('  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  if (problems.length > 0 || !parsed.success) {
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = parsed.data;
  if (!LLM_BASE_URL) return null;
  return {
    baseURL: LLM_BASE_URL,
    apiKey: LLM_API_KEY,
    model: LLM_MODEL!,
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

const openAiGenerators = new Map<string, ArticleGenerator>();

/**
 * The generator the bulk service uses: {@link openAiGenerator} when LLM_BASE_URL is set (with
 * LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS), else {@link templateGenerator}. The OpenAI-compatible
 * generator is created once per configuration and reused.
 * @param env - `process.env` by default
 * @returns the generator
 * @throws Error as {@link readLlmConfig} when the LLM_* variables are invalid
 */
export function getArticleGenerator(env: LlmEnv = process.env): ArticleGenerator {
  const config = readLlmConfig(env);
  if (!config) return templateGenerator;
  // One client per configuration, so it keeps its connections and what it learnt about JSON mode.
  const key = JSON.stringify(config);
  let generator = openAiGenerators.get(key);
  if (!generator) {
    generator = openAiGenerator(config);
    openAiGenerators.set(key, generator);
  }
  return generator;
}
