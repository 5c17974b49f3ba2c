import { describe, expect, it } from 'vitest';
import {
  decodePageViews,
  encodePageViews,
  newestEventMs,
  pageViewBatchBuilder,
  type PageViewEvent,
} from './batch';
import type { PageView } from './classify';

const view = (path: string, over: Partial<PageView> = {}): PageView => ({
  path,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  ...over,
});
const at = (ms: number) => new Date(Date.UTC(2031, 0, 1) + ms);

describe('page-view batches', () => {
  it('stores each tuple and visitor once, times relative to the first event', () => {
    const events: PageViewEvent[] = [
      { ...view('/'), at: at(500), visitor: 'a' },
      { ...view('/'), at: at(700), visitor: 'a' },
      { ...view('/', { referrerHost: 'news.example' }), at: at(400), visitor: 'b' },
      {
        ...view('/product', { utmCampaign: 'spring', device: 'mobile' }),
        at: at(900),
        visitor: 'a',
      },
    ];
    const batch = encodePageViews(events)!;
    expect(batch.t0).toBe(at(500).getTime());
    expect(batch.k).toEqual([
      ['/', null, null, null, null, 'desktop'],
      ['/', 'news.example', null, null, null, 'desktop'],
      ['/product', null, null, null, 'spring', 'mobile'],
    ]);
    expect(batch.v).toEqual(['a', 'b']);
    expect(batch.e).toEqual([0, 0, 0, 200, 0, 0, -100, 1, 1, 400, 2, 0]);
    expect(decodePageViews(batch)).toEqual(events);
    expect(newestEventMs(batch)).toBe(at(900).getTime());
    // JSON keeps it exactly (the database stores it as jsonb).
    expect(decodePageViews(JSON.parse(JSON.stringify(batch)))).toEqual(events);
  });

  it('tells apart tuples whose values only differ in where one ends and the next begins', () => {
    const builder = pageViewBatchBuilder();
    builder.add(0, view('/a', { utmSource: 'bc', utmMedium: null }), 'ip', 'ua');
    builder.add(0, view('/a', { utmSource: 'b', utmMedium: 'c' }), 'ip', 'ua');
    builder.add(0, view('/a', { referrerHost: 'x', utmSource: null }), 'ip', 'ua');
    builder.add(0, view('/a', { referrerHost: null, utmSource: 'x' }), 'ip', 'ua');
    builder.add(0, view('/a', { device: 'mobile' }), 'ip', 'ua');
    builder.add(0, view('/a', { device: 'mobile' }), 'ip', 'ua');
    expect(builder.size).toBe(6);
    expect(builder.build(['id'])!.k).toHaveLength(5);
  });

  it('a visitor is an address and a user agent', () => {
    const builder = pageViewBatchBuilder();
    builder.add(0, view('/'), '203.0.113.1', 'A');
    builder.add(1, view('/'), '203.0.113.1', 'B');
    builder.add(2, view('/'), '203.0.113.2', 'A');
    builder.add(3, view('/'), '203.0.113.1', 'A');
    expect(builder.visitors).toEqual([
      ['203.0.113.1', 'A'],
      ['203.0.113.1', 'B'],
      ['203.0.113.2', 'A'],
    ]);
    const batch = builder.build(['x', 'y', 'z'])!;
    expect(batch.v).toEqual(['x', 'y', 'z']);
    expect(batch.e).toEqual([0, 0, 0, 1, 0, 1, 2, 0, 2, 3, 0, 0]);
  });

  it('an empty batch builds nothing', () => {
    expect(pageViewBatchBuilder().build([])).toBeNull();
    expect(encodePageViews([])).toBeNull();
  });
});
