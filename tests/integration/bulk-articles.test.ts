import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audit_log, blog_posts, user } from '@/db/schema';
import { batches } from '@/lib/bulk/csv';
import { sanitizeRichHtml } from '@/lib/sanitize';
import { bulkRequestSchema } from '@/lib/validation/bulk';
import { postSchema } from '@/lib/validation/posts';
import {
  ArticleGenerationError,
  getArticleGenerator,
  openAiGenerator,
  readLlmConfig,
  templateGenerator,
  type ArticleGenerator,
} from '@/server/bulk-articles/generator';
import { BULK_CANCELLED, BULK_TITLE_TAKEN, generateArticles } from '@/server/bulk-articles/service';
import { clobberingVectors } from '../fixtures/xss-vectors';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';

const TOPICS = [
  'equipment rental software',
  'party rental inventory',
  'tool rental pricing',
  'construction equipment utilization',
  'rental contracts',
];
const ROWS = Array.from({ length: 25 }, (_, i) => ({
  title: `How to Improve ${TOPICS[i % 5]} — Part ${i + 1}`,
  keyword: TOPICS[i % 5]!,
}));

// ---------------------------------------------------------------------------------------------
// A fake OpenAI-compatible server on 127.0.0.1 (random port), answering /v1/chat/completions.

type Received = { path: string; authorization?: string; body: Record<string, unknown> };
type Handler = (req: Received, res: http.ServerResponse) => void;

const received: Received[] = [];
let handler: Handler = () => {};
let server: http.Server;
let baseURL = '';

function completion(content: string, finish_reason = 'stop', model = 'fake-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  // No keep-alive: a pooled socket the server closes while idle would fail the next request
  // (the tests run with maxRetries 0).
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
}

const ARTICLE = {
  excerpt: 'A short summary of fleet utilization for rental companies.',
  meta_description: 'Fleet utilization tips for rental companies.',
  tags: ['fleet utilization', 'Operations', 'Tag, with comma'],
  category: 'best practices',
  content:
    '<h1>Heading</h1><p onclick="alert(1)">Intro about fleet utilization.</p>' +
    '<script>alert(1)</script><h2>Section</h2><ul><li>Point</li></ul>' +
    '<p><a href="javascript:alert(1)">bad</a> <a href="/contact">Contact us</a></p>',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // left empty
      }
      const r: Received = { path: req.url ?? '', authorization: req.headers.authorization, body };
      received.push(r);
      if (r.path !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: 'not found' } });
        return;
      }
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  handler = (_req, res) => sendJson(res, 200, completion(JSON.stringify(ARTICLE)));
});

const fake = (extra: Partial<Parameters<typeof openAiGenerator>[0]> = {}) =>
  openAiGenerator({
    baseURL,
    apiKey: 'test-key',
    model: 'fake-model',
    timeoutMs: 300,
    maxRetries: 0,
    ...extra,
  });

const ONE = { title: 'Fleet Utilization Tips', keyword: 'fleet utilization' };

// ---------------------------------------------------------------------------------------------

describe('bulk request validation', () => {
  it('accepts 1 to 5 articles and refuses malformed payloads', () => {
    expect(bulkRequestSchema.safeParse({ articles: ROWS.slice(0, 5) }).success).toBe(true);
    const six = bulkRequestSchema.safeParse({ articles: ROWS.slice(0, 6) });
    expect(six.success).toBe(false);
    expect(six.error?.issues[0]?.message).toBe('Send at most 5 articles per request');
    for (const bad of [
      {},
      { articles: [] },
      { articles: 'x' },
      { articles: [{ title: 'A' }] },
      { articles: [{ title: ' ', keyword: 'k' }] },
      { articles: [{ title: 'x'.repeat(201), keyword: 'k' }] },
      { articles: [{ title: 'A', keyword: 'k'.repeat(101) }] },
    ]) {
      expect(bulkRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('templateGenerator', () => {
  it('is deterministic, structured, keyword-focused and passes postSchema', async () => {
    const a = await templateGenerator.generate(ONE);
    expect(await templateGenerator.generate(ONE)).toEqual(a);
    expect(a).toMatchObject({ title: ONE.title, slug: 'fleet-utilization-tips' });
    expect(a.tags[0]).toBe('fleet utilization');
    expect(a.excerpt.length).toBeLessThanOrEqual(300);
    expect(a.meta_description.length).toBeLessThanOrEqual(160);
    expect((a.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(a.content).toMatch(/<h2>Frequently asked questions about fleet utilization<\/h2>/);
    expect(a.content).toMatch(/<(ul|ol)>/);
    expect(a.content).toContain('href="/contact"');
    expect(a.content).toContain('Lizit');
    expect(sanitizeRichHtml(a.content)).toBe(a.content);
    const parsed = postSchema.safeParse({ ...a, tags: a.tags.join(', ') });
    expect(parsed.success).toBe(true);
  });

  it('escapes HTML in titles and keywords and clips long tags', async () => {
    const d = await templateGenerator.generate({
      title: 'Tips <script>alert(1)</script> & tricks',
      keyword: `<b>fleet</b> ${'very long keyword '.repeat(5)}`,
    });
    expect(d.content).not.toMatch(/<script|<b>/);
    expect(d.content).toContain('&lt;b&gt;fleet&lt;/b&gt;');
    expect(d.tags.every((t) => t.length <= 40 && !t.includes(','))).toBe(true);
  });

  it('infers the category and segment tag from whole words', async () => {
    const gen = (title: string) => templateGenerator.generate({ title, keyword: 'x' });
    expect((await gen('A practical approach to fleets')).category).toBe('Guides');
    expect((await gen('Best rental software apps')).category).toBe('Tools');
    expect((await gen('10 tips for busy yards')).category).toBe('Best Practices');
    expect((await gen('Rental trends for 2027')).category).toBe('Industry Reports');
    expect((await gen('Wedding tents')).tags).toContain('Party rentals');
    expect((await gen('Eventually')).tags).not.toContain('Party rentals');
  });

  it('fails a title with no letter or digit', async () => {
    await expect(templateGenerator.generate({ title: '!!!', keyword: 'k' })).rejects.toThrow(
      ArticleGenerationError,
    );
  });
});

describe('LLM configuration', () => {
  it('uses the template generator without LLM_BASE_URL and the OpenAI client with it', () => {
    expect(getArticleGenerator({})).toBe(templateGenerator);
    expect(getArticleGenerator({ LLM_BASE_URL: '  ' })).toBe(templateGenerator);
    const g = getArticleGenerator({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' });
    expect(g.name).toBe('openai');
    expect(getArticleGenerator({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' })).toBe(g);
    expect(
      readLlmConfig({
        LLM_BASE_URL: 'https://llm.example.com/v1',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ baseURL: 'https://llm.example.com/v1', apiKey: 'k', model: 'm', timeoutMs: 5000 });
    expect(readLlmConfig({ LLM_BASE_URL: 'http://x.test/v1', LLM_MODEL: 'm' })?.timeoutMs).toBe(
      60_000,
    );
  });

  it('refuses an invalid configuration with the variable names', () => {
    expect(() => readLlmConfig({ LLM_BASE_URL: 'http://x.test/v1' })).toThrow(/LLM_MODEL/);
    expect(() => readLlmConfig({ LLM_BASE_URL: 'ftp://x.test', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() =>
      readLlmConfig({ LLM_BASE_URL: 'http://x.test/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '10' }),
    ).toThrow(/LLM_TIMEOUT_MS/);
  });
});

describe('openAiGenerator against a fake Chat Completions server', () => {
  it('sends the model, JSON mode and the key, and normalises the answer', async () => {
    const d = await fake().generate(ONE);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer test-key',
      body: { model: 'fake-model', response_format: { type: 'json_object' } },
    });
    expect(JSON.stringify(received[0]!.body.messages)).toContain('fleet utilization');
    expect(d).toMatchObject({
      title: ONE.title,
      slug: 'fleet-utilization-tips',
      excerpt: ARTICLE.excerpt,
      meta_description: ARTICLE.meta_description,
      category: 'Best Practices',
      tags: ['fleet utilization', 'Operations', 'Tag with comma'],
    });
    expect(d.content).not.toMatch(/<script|onclick|javascript:|<h1/i);
    expect(d.content).toContain('<h2>Heading</h2>');
    expect(d.content).toContain('<a href="/contact">Contact us</a>');
  });

  it("drops id and name from the model's HTML, so a draft cannot clobber page globals", async () => {
    handler = (_req, res) =>
      sendJson(
        res,
        200,
        completion(
          JSON.stringify({
            ...ARTICLE,
            content: `<h2>Intro</h2>${clobberingVectors.join('<p>x</p>')}`,
          }),
        ),
      );
    const d = await fake().generate(ONE);
    expect(d.content).toContain('<h2>Intro</h2>');
    expect(d.content).not.toMatch(/<[^>]*\s(?:id|name)\s*=/i);
    // The template generator escapes a hostile keyword into text.
    const t = await templateGenerator.generate({
      title: 'Clobber',
      keyword: '<img id="__next_f">',
    });
    expect(t.content).not.toMatch(/<img|<[^>]*\s(?:id|name)\s*=/i);
  });

  it('accepts fenced JSON, plain-text content and missing optional fields', async () => {
    handler = (_req, res) =>
      sendJson(
        res,
        200,
        completion(
          'Here you go:\n```json\n' +
            JSON.stringify({ content: 'First paragraph about fleets.\n\nSecond <one>.' }) +
            '\n```',
        ),
      );
    const d = await fake().generate(ONE);
    expect(d.content).toBe('<p>First paragraph about fleets.</p>\n<p>Second &lt;one&gt;.</p>');
    expect(d.excerpt).toBe('First paragraph about fleets. Second one.');
    expect(d.meta_description).toBe(d.excerpt);
    expect(d.category).toBe('Best Practices');
    expect(d.tags).toEqual(['fleet utilization']);
  });

  it('retries once without response_format when the endpoint refuses it', async () => {
    handler = (req, res) =>
      req.body.response_format
        ? sendJson(res, 400, { error: { message: 'response_format is not supported' } })
        : sendJson(res, 200, completion(JSON.stringify(ARTICLE)));
    const g = fake();
    await g.generate(ONE);
    await g.generate({ title: 'Second one', keyword: 'k' });
    expect(received.map((r) => Boolean(r.body.response_format))).toEqual([true, false, false]);
  });

  it('turns a slow answer into a timeout error for that article', async () => {
    handler = (_req, res) => {
      const timer = setTimeout(() => sendJson(res, 200, completion('{}')), 3_000);
      res.on('close', () => clearTimeout(timer));
    };
    const started = Date.now();
    await expect(fake({ timeoutMs: 300 }).generate(ONE)).rejects.toThrow(
      /did not answer within 0\.3 seconds/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns an HTTP 500 into an error with the status', async () => {
    handler = (_req, res) => sendJson(res, 500, { error: { message: 'model crashed' } });
    const error = await fake()
      .generate(ONE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArticleGenerationError);
    expect((error as Error).message).toMatch(/HTTP 500/);
    expect((error as Error).message).toContain('model crashed');
  });

  it.each([
    ['not JSON at all', /not valid JSON/],
    ['{"content": "unterminated', /not valid JSON/],
    ['{"excerpt": "no content here"}', /unusable article \(content/],
    ['{"content": "<p> </p><script>alert(1)</script>"}', /no usable content/],
    ['{"content": ["not", "a string"]}', /unusable article \(content/],
    ['', /empty answer/],
  ])('turns the answer %j into an error', async (content, message) => {
    handler = (_req, res) => sendJson(res, 200, completion(content));
    await expect(fake().generate(ONE)).rejects.toThrow(message);
  });

  it('says so when the answer was cut off by the output limit', async () => {
    handler = (_req, res) =>
      sendJson(res, 200, completion('{"content": "<p>Half an art', 'length'));
    await expect(fake().generate(ONE)).rejects.toThrow(/stopped before finishing/);
  });

  it('reports an unreachable endpoint', async () => {
    const g = openAiGenerator({
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'm',
      timeoutMs: 1_000,
      maxRetries: 0,
    });
    await expect(g.generate(ONE)).rejects.toThrow(/Could not reach the AI service/);
  });
});

describe.each(dbTargets())('bulk article service ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
  });
  afterAll(async () => t.dispose());
  beforeEach(async () => {
    await t.db.delete(blog_posts);
    await t.db.delete(audit_log);
  });

  const postCount = async () => (await t.db.select({ n: count() }).from(blog_posts))[0]!.n;

  it('turns 25 rows into 25 unique drafts with the template generator, then refuses duplicates', async () => {
    const first = [];
    for (const batch of batches(ROWS)) {
      first.push(...(await generateArticles(t.db, batch, ADMIN, templateGenerator)).results);
    }
    expect(first).toHaveLength(25);
    expect(first.every((r) => r.success && typeof r.post_id === 'number')).toBe(true);
    expect(first.map((r) => r.title)).toEqual(ROWS.map((r) => r.title));

    const posts = await t.db.select().from(blog_posts);
    expect(posts).toHaveLength(25);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(25);
    for (const p of posts) {
      const row = ROWS.find((r) => r.title === p.title)!;
      expect(p.status).toBe('draft');
      expect(p.published_at).toBeNull();
      expect(p.content).toBe(sanitizeRichHtml(p.content));
      expect(p.content).toContain(row.keyword);
      expect(p.content).not.toMatch(/<script/i);
      expect(p.tags[0]).toBe(row.keyword);
      expect(p.excerpt!.length).toBeLessThanOrEqual(300);
      expect(p.meta_description!.length).toBeLessThanOrEqual(160);
      expect(p.category).toBeTruthy();
    }

    const second = [];
    for (const batch of batches(ROWS)) {
      second.push(...(await generateArticles(t.db, batch, ADMIN, templateGenerator)).results);
    }
    expect(second).toHaveLength(25);
    expect(second.every((r) => !r.success && r.error === BULK_TITLE_TAKEN)).toBe(true);
    expect(await postCount()).toBe(25);

    const audits = await t.db
      .select({ details: audit_log.details })
      .from(audit_log)
      .where(eq(audit_log.action, 'bulk.generate'));
    expect(audits).toHaveLength(10);
    expect(audits[0]!.details).toMatchObject({
      generator: 'template',
      requested: 5,
      succeeded: 5,
      failed: 0,
    });
    expect(audits[9]!.details).toMatchObject({ succeeded: 0, failed: 5 });
  });

  it('reports a title repeated within one batch and a generator error per article, and carries on', async () => {
    const flaky: ArticleGenerator = {
      name: 'flaky',
      generate: (a, signal) =>
        a.keyword === 'boom'
          ? Promise.reject(new ArticleGenerationError('The AI service failed with HTTP 503'))
          : templateGenerator.generate(a, signal),
    };
    const { results } = await generateArticles(
      t.db,
      [
        { title: 'Same Title', keyword: 'a' },
        { title: 'Same  title!', keyword: 'b' },
        { title: 'Broken', keyword: 'boom' },
        { title: '???', keyword: 'c' },
        { title: 'Last one', keyword: 'd' },
      ],
      ADMIN,
      flaky,
    );
    expect(results.map((r) => [r.success, r.error])).toEqual([
      [true, undefined],
      [false, BULK_TITLE_TAKEN],
      [false, 'The AI service failed with HTTP 503'],
      [false, expect.stringMatching(/letter or digit/)],
      [true, undefined],
    ]);
    expect(await postCount()).toBe(2);
  });

  it('stops when the request is aborted, keeping what was created', async () => {
    const controller = new AbortController();
    handler = (req, res) => {
      if (JSON.stringify(req.body.messages).includes('Slow')) {
        // The admin goes away while the second article is being written.
        const timer = setTimeout(() => sendJson(res, 200, completion('{}')), 3_000);
        res.on('close', () => clearTimeout(timer));
        controller.abort();
      } else sendJson(res, 200, completion(JSON.stringify(ARTICLE)));
    };
    const { results } = await generateArticles(
      t.db,
      [
        { title: 'Fast one', keyword: 'k' },
        { title: 'Slow one', keyword: 'k' },
        { title: 'Never started', keyword: 'k' },
      ],
      ADMIN,
      fake({ timeoutMs: 2_000 }),
      { signal: controller.signal },
    );
    expect(results.map((r) => r.error)).toEqual([
      undefined,
      'Generation was cancelled',
      BULK_CANCELLED,
    ]);
    expect(await postCount()).toBe(1);
  });

  it('refuses more than 5 articles with 422', async () => {
    await expect(
      generateArticles(t.db, ROWS.slice(0, 6), ADMIN, templateGenerator),
    ).rejects.toMatchObject({ status: 422 });
    expect(await postCount()).toBe(0);
  });

  it('creates drafts through the OpenAI-compatible generator and reports its failures per article', async () => {
    handler = (req, res) => {
      const user = JSON.stringify(req.body.messages);
      if (user.includes('Server error')) sendJson(res, 500, { error: { message: 'down' } });
      else if (user.includes('Bad JSON')) sendJson(res, 200, completion('{oops'));
      else if (user.includes('Too slow')) {
        const timer = setTimeout(() => sendJson(res, 200, completion('{}')), 3_000);
        res.on('close', () => clearTimeout(timer));
      } else sendJson(res, 200, completion(JSON.stringify(ARTICLE)));
    };
    const { results } = await generateArticles(
      t.db,
      [
        { title: 'Fleet Utilization Tips', keyword: 'fleet utilization' },
        { title: 'Server error', keyword: 'k' },
        { title: 'Bad JSON', keyword: 'k' },
        { title: 'Too slow', keyword: 'k' },
      ],
      ADMIN,
      fake({ timeoutMs: 300 }),
    );
    expect(results[0]).toMatchObject({ success: true });
    expect(results[1]).toMatchObject({ success: false, error: expect.stringMatching(/HTTP 500/) });
    expect(results[2]).toMatchObject({
      success: false,
      error: expect.stringMatching(/not valid JSON/),
    });
    expect(results[3]).toMatchObject({
      success: false,
      error: expect.stringMatching(/timeout/),
    });

    const posts = await t.db.select().from(blog_posts);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      id: results[0]!.post_id,
      slug: 'fleet-utilization-tips',
      status: 'draft',
      published_at: null,
      category: 'Best Practices',
    });
    expect(posts[0]!.content).not.toMatch(/<script|onclick|javascript:/i);
    const audits = await t.db
      .select({ details: audit_log.details })
      .from(audit_log)
      .where(inArray(audit_log.action, ['bulk.generate']));
    expect(audits).toEqual([
      {
        details: {
          generator: 'openai',
          requested: 4,
          succeeded: 1,
          failed: 3,
          post_ids: [results[0]!.post_id],
        },
      },
    ]);
  });
});
