import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RuleLike } from '../redirects/rules';
import { answerRedirect, redirectLocation } from './redirect-step';

function fakeRes() {
  const headers: Record<string, unknown> = {};
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = v),
    end: (b?: unknown) => void (res.body = b),
  };
  return { res, headers };
}

describe('redirect step', () => {
  const rules = new Map<string, RuleLike>([
    ['/old', { id: 1, from_path: '/old', target: '/new', status: 301 }],
    ['/temp', { id: 2, from_path: '/temp', target: 'https://x.com/', status: 302 }],
    ['/gone', { id: 3, from_path: '/gone', target: null, status: 410 }],
  ]);
  const hits: number[] = [];
  const map = { lookup: (p: string) => rules.get(p), record: (id: number) => void hits.push(id) };
  const run = (
    method: string,
    url: string,
    path: string,
    kind: 'page' | 'public' | 'private' = 'public',
  ) => {
    const { res, headers } = fakeRes();
    const done = answerRedirect(
      { method, url } as IncomingMessage,
      res as unknown as ServerResponse,
      path,
      kind,
      map,
    );
    return { done, res, headers };
  };

  it('answers 301 and 302 with the query string kept on site paths', () => {
    const a = run('GET', '/old?utm=1', '/old');
    expect(a.done).toBe(true);
    expect(a.res.statusCode).toBe(301);
    expect(a.headers.location).toBe('/new?utm=1');
    const b = run('HEAD', '/temp?q', '/temp');
    expect(b.res.statusCode).toBe(302);
    expect(b.headers.location).toBe('https://x.com/');
    expect(hits).toEqual([1, 2]);
  });
  it('answers 410 with a small page', () => {
    const r = run('GET', '/gone', '/gone');
    expect(r.res.statusCode).toBe(410);
    expect(String(r.res.body)).toContain('Gone');
  });
  it('passes other methods, private paths and paths without a rule', () => {
    expect(run('POST', '/old', '/old').done).toBe(false);
    expect(run('GET', '/old', '/old', 'private').done).toBe(false);
    expect(run('GET', '/x', '/x').done).toBe(false);
  });
  it('joins a query string to a target that has one', () => {
    expect(redirectLocation('/new?a=1', '/old?b=2')).toBe('/new?a=1&b=2');
  });
});
