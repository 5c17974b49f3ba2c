import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { pathRule } from '../http/paths';
import {
  countNotFound,
  createNotFoundRecorder,
  isCountedRequest,
  MAX_PATH_LENGTH,
  MAX_REFERRERS_PER_PATH,
  normalizeReferrer,
  NotFoundBuffer,
  REFERRERS_SENT,
  topReferrers,
  type NotFoundBatch,
} from './recorder';

const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 0, 0, s));

describe('normalizeReferrer', () => {
  it('keeps host and path, never the query string or fragment', () => {
    expect(normalizeReferrer('https://Example.COM/blog/post?utm=x&token=secret#top')).toBe(
      'example.com/blog/post',
    );
    expect(normalizeReferrer('http://localhost:3000/?q=1')).toBe('localhost:3000');
    expect(normalizeReferrer(['https://a.example/x', 'https://b.example/y'])).toBe('a.example/x');
  });
  it('keeps only the host of a path that may carry a secret (preview and unsubscribe links)', () => {
    expect(normalizeReferrer('https://lizit.test/preview/s3cr3t-t0ken')).toBe('lizit.test');
    expect(normalizeReferrer('https://lizit.test/unsubscribe/12.secretpart')).toBe('lizit.test');
    expect(normalizeReferrer('https://lizit.test/blog/preview/7')).toBe('lizit.test');
    expect(normalizeReferrer('https://lizit.test/admin/posts')).toBe('lizit.test');
    expect(normalizeReferrer('https://lizit.test/auth/invite?token=x')).toBe('lizit.test');
    expect(normalizeReferrer('https://lizit.test/resources/a-post')).toBe(
      'lizit.test/resources/a-post',
    );
  });
  it('drops what is not an http(s) URL, and cuts long ones', () => {
    expect(normalizeReferrer(undefined)).toBeNull();
    expect(normalizeReferrer('')).toBeNull();
    expect(normalizeReferrer('not a url')).toBeNull();
    expect(normalizeReferrer('android-app://com.google.android.gm/')).toBeNull();
    expect(normalizeReferrer('javascript:alert(1)')).toBeNull();
    expect(normalizeReferrer(`https://a.example/${'x'.repeat(500)}`)!.length).toBe(200);
    expect(normalizeReferrer(`https://a.example/${'x'.repeat(5000)}`)).toBeNull();
  });
});

describe('isCountedRequest', () => {
  it('counts GET and HEAD on public and page paths only', () => {
    expect(isCountedRequest('GET', pathRule('/no-such-page'))).toBe(true);
    expect(isCountedRequest('HEAD', pathRule('/resources/missing-article'))).toBe(true);
    expect(isCountedRequest('GET', pathRule('/wp-login.php'))).toBe(true);
    expect(isCountedRequest('POST', pathRule('/no-such-page'))).toBe(false);
    for (const p of [
      '/admin/nothing',
      '/auth/x',
      '/api/nothing',
      '/_next/static/x.js',
      '/storage/site-media/x.png',
      '/preview/abc',
      '/blog/preview/1',
      '/unsubscribe/some-token',
    ])
      expect(isCountedRequest('GET', pathRule(p)), p).toBe(false);
  });
});

describe('NotFoundBuffer', () => {
  it('aggregates per path: hits, first and last seen, referrer counts', () => {
    const b = new NotFoundBuffer();
    b.add('/a', 'x.example/1', at(5));
    b.add('/a', 'x.example/1', at(2));
    b.add('/a', null, at(9));
    b.add('/b', 'y.example', at(3));
    const { entries, dropped } = b.drain();
    expect(dropped).toBe(0);
    expect(entries).toEqual([
      { path: '/a', hits: 3, firstSeen: at(2), lastSeen: at(9), referrers: { 'x.example/1': 2 } },
      { path: '/b', hits: 1, firstSeen: at(3), lastSeen: at(3), referrers: { 'y.example': 1 } },
    ]);
    expect(b.empty).toBe(true);
    expect(b.drain()).toEqual({ entries: [], dropped: 0 });
  });

  it('is bounded: distinct paths per window, path length, referrers per path', () => {
    const b = new NotFoundBuffer(3);
    for (let i = 0; i < 10; i++) b.add(`/probe-${i}`, null, at(i));
    b.add('/probe-0', null, at(20)); // a known path still counts
    b.add(`/${'x'.repeat(MAX_PATH_LENGTH)}`, null, at(0));
    for (let i = 0; i < MAX_REFERRERS_PER_PATH + 10; i++) b.add('/probe-1', `r${i}.example`, at(1));
    b.add('/probe-1', 'r0.example', at(1));
    const { entries, dropped } = b.drain();
    expect(entries.map((e) => e.path)).toEqual(['/probe-0', '/probe-1', '/probe-2']);
    expect(entries[0]!.hits).toBe(2);
    expect(dropped).toBe(8);
    const refs = entries[1]!.referrers;
    expect(Object.keys(refs)).toHaveLength(REFERRERS_SENT);
    expect(Object.entries(refs)[0]).toEqual(['r0.example', 2]);
  });
});

describe('topReferrers', () => {
  it('keeps the most frequent, ties by name', () => {
    expect(topReferrers({ b: 1, a: 1, c: 5, d: 2 }, 3)).toEqual({ c: 5, d: 2, a: 1 });
  });
});

describe('createNotFoundRecorder', () => {
  it('writes at a flush only when something was counted, one batch per flush', async () => {
    const batches: NotFoundBatch[] = [];
    const rec = createNotFoundRecorder({
      write: async (b) => void batches.push(b),
    });
    await rec.flush();
    expect(batches).toHaveLength(0);
    rec.record('/x', 'https://ref.example/page?secret=1');
    rec.record('/x', undefined);
    await rec.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.entries[0]).toMatchObject({
      path: '/x',
      hits: 2,
      referrers: { 'ref.example/page': 1 },
    });
    rec.record('/y', undefined);
    await rec.flush();
    expect(batches.map((b) => b.entries[0]!.path)).toEqual(['/x', '/y']);
    await rec.flush();
    expect(batches).toHaveLength(2);
  });

  it('reports a failed write and drops its batch', async () => {
    const errors: unknown[] = [];
    const rec = createNotFoundRecorder({
      write: async () => {
        throw new Error('db down');
      },
      onError: (e) => errors.push(e),
    });
    rec.record('/x', undefined);
    await rec.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('countNotFound', () => {
  const fake = (method: string, referer?: string) => {
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    const req = { method, headers: { referer } };
    return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse };
  };

  it('records a finished 404 of a counted request, nothing else', () => {
    const record = vi.fn();
    const a = fake('GET', 'https://r.example/x');
    countNotFound(a.req, a.res, '/missing', pathRule('/missing'), record);
    a.res.statusCode = 404;
    a.res.emit('finish');
    expect(record).toHaveBeenCalledWith('/missing', 'https://r.example/x');

    const ok = fake('GET');
    countNotFound(ok.req, ok.res, '/about', pathRule('/about'), record);
    ok.res.emit('finish');
    const admin = fake('GET');
    countNotFound(admin.req, admin.res, '/admin/x', pathRule('/admin/x'), record);
    admin.res.statusCode = 404;
    admin.res.emit('finish');
    expect(record).toHaveBeenCalledTimes(1);
    expect(admin.res.listenerCount('finish')).toBe(0);
  });
});
