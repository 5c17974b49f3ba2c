import { describe, expect, it, vi } from 'vitest';
import type { BulkRow } from './csv';
import { runBulkGeneration, sendBulkBatch, type BatchAnswer } from './run';

const rows = (n: number): BulkRow[] =>
  Array.from({ length: n }, (_, i) => ({ title: `Title ${i + 1}`, keyword: `kw ${i + 1}` }));

const okSend = vi.fn(async (articles: BulkRow[]): Promise<BatchAnswer> => ({
  ok: true,
  results: articles.map((a, i) => ({ ...a, success: true, post_id: i + 1 })),
}));

describe('runBulkGeneration', () => {
  it('sends batches of 5 in order and reports progress after each', async () => {
    okSend.mockClear();
    const progress: number[] = [];
    const out = await runBulkGeneration(rows(12), okSend, (_r, p) => progress.push(p));
    expect(okSend.mock.calls.map(([a]) => a.length)).toEqual([5, 5, 2]);
    expect(okSend.mock.calls[1]![0][0]!.title).toBe('Title 6');
    expect(progress).toEqual([42, 83, 100]);
    expect(out.results.map((r) => r.title)).toEqual(rows(12).map((r) => r.title));
    expect(out).toMatchObject({ processed: 12, stoppedWith: null });
  });

  it('stops at the first failed call and keeps the results so far', async () => {
    let call = 0;
    const send = vi.fn(async (articles: BulkRow[]): Promise<BatchAnswer> => {
      call += 1;
      return call === 2
        ? { ok: false, error: 'Not authenticated' }
        : { ok: true, results: articles.map((a) => ({ ...a, success: true })) };
    });
    const progress: number[] = [];
    const out = await runBulkGeneration(rows(15), send, (_r, p) => progress.push(p));
    expect(send).toHaveBeenCalledTimes(2);
    expect(out).toMatchObject({ processed: 5, stoppedWith: 'Not authenticated' });
    expect(out.results).toHaveLength(5);
    expect(progress).toEqual([33]);
  });

  it('does not send a row the server schema would refuse; it fails on its own, in place', async () => {
    okSend.mockClear();
    const input = rows(3);
    input[1] = { title: 'x'.repeat(201), keyword: 'long' };
    const out = await runBulkGeneration(input, okSend);
    expect(okSend).toHaveBeenCalledTimes(1);
    expect(okSend.mock.calls[0]![0].map((a) => a.title)).toEqual(['Title 1', 'Title 3']);
    expect(out.results.map((r) => [r.title.slice(0, 7), r.success])).toEqual([
      ['Title 1', true],
      ['xxxxxxx', false],
      ['Title 3', true],
    ]);
    expect(out.results[1]!.error).toBe('Title must be 200 characters or less');
  });

  it('makes no call for an empty list', async () => {
    okSend.mockClear();
    const out = await runBulkGeneration([], okSend);
    expect(okSend).not.toHaveBeenCalled();
    expect(out).toEqual({ results: [], processed: 0, stoppedWith: null });
  });
});

describe('sendBulkBatch', () => {
  const json = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('posts the articles as JSON and returns the results', async () => {
    const results = [{ title: 'A', keyword: 'a', success: true, post_id: 7 }];
    const fetchImpl = json(200, { results });
    expect(await sendBulkBatch([{ title: 'A', keyword: 'a' }], fetchImpl)).toEqual({
      ok: true,
      results,
    });
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/admin/bulk-articles');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ articles: [{ title: 'A', keyword: 'a' }] });
  });

  it('turns a missing session, an error status, a bad answer and a network failure into messages', async () => {
    const one = [{ title: 'A', keyword: 'a' }];
    expect(await sendBulkBatch(one, json(401, { ok: false, error: 'whatever' }))).toEqual({
      ok: false,
      error: 'Not authenticated',
    });
    expect(await sendBulkBatch(one, json(422, { ok: false, error: 'Title is required' }))).toEqual({
      ok: false,
      error: 'Title is required',
    });
    expect(await sendBulkBatch(one, json(200, { nothing: true }))).toEqual({
      ok: false,
      error: 'The server answered 200. Please try again.',
    });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendBulkBatch(one, down)).toEqual({
      ok: false,
      error: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
