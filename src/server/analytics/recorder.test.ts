import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePageViews, type PageViewEvent } from './batch';
import { visitorHash } from './classify';
import { createAnalyticsRecorder, type AnalyticsRecorder } from './recorder';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

/** Hands `recorder` a Firefox request for `path` from `ip`, no referrer, as the pipeline does. */
const take = (recorder: AnalyticsRecorder, ip = '198.51.100.1', path = '/') =>
  recorder.recordRequest(path, path, FIREFOX, undefined, 'lizit.com', ip);

describe('analytics recorder', () => {
  let recorder: AnalyticsRecorder | undefined;
  afterEach(async () => {
    await recorder?.flush();
    vi.useRealTimers();
  });

  /** A recorder handing `write` each write's batches, decoded (one array per batch). */
  const setupBatches = (
    write: (batches: readonly PageViewEvent[][]) => Promise<void>,
    extra: Partial<Parameters<typeof createAnalyticsRecorder>[0]> = {},
  ) => {
    const onError = vi.fn();
    recorder = createAnalyticsRecorder({
      write: (batches) => write(batches.map(decodePageViews)),
      salt: async () => Buffer.alloc(32, 7),
      site: 'https://lizit.com',
      onError,
      ...extra,
    });
    return { recorder, onError };
  };
  /** The same, `write` getting each write's events as one list. */
  const setup = (
    write: (events: readonly PageViewEvent[]) => Promise<void>,
    extra: Partial<Parameters<typeof createAnalyticsRecorder>[0]> = {},
  ) => setupBatches((batches) => write(batches.flat()), extra);

  it('writes what is waiting at a flush, with hashed visitors and no address', async () => {
    const batches: PageViewEvent[][] = [];
    const { recorder } = setup(async (e) => void batches.push([...e]));
    take(recorder, '203.0.113.1');
    take(recorder, '203.0.113.1');
    take(recorder, '203.0.113.2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(0);
    await recorder.flush();
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch).toHaveLength(3);
    expect(batch![0]!.visitor).toBe(batch![1]!.visitor);
    expect(batch![0]!.visitor).not.toBe(batch![2]!.visitor);
    expect(JSON.stringify(batch)).not.toContain('203.0.113');
    // Nothing waiting: a flush writes nothing.
    await recorder.flush();
    expect(batches).toHaveLength(1);
  });

  it('writes a full batch at once, without waiting for the timer', async () => {
    const batches: number[] = [];
    const { recorder } = setup(async (e) => void batches.push(e.length), {
      flushAt: 5,
    });
    for (let i = 0; i < 4; i++) take(recorder, '198.51.100.1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([]);
    take(recorder, '198.51.100.1');
    await vi.waitFor(() => expect(batches).toEqual([5]));
  });

  it('drops and counts a failed batch, and keeps counting', async () => {
    let fail = true;
    const written: number[] = [];
    const { recorder, onError } = setup(async (e) => {
      if (fail) throw new Error('db down');
      written.push(e.length);
    });
    take(recorder, '198.51.100.1');
    take(recorder, '198.51.100.1');
    await recorder.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 2);
    expect(recorder.dropped).toBe(2);
    fail = false;
    take(recorder, '198.51.100.1');
    await recorder.flush();
    expect(written).toEqual([1]);
  });

  it("views of two UTC days go in two batches, each hashed with its own day's salt", async () => {
    const clock = { now: new Date('2031-03-01T23:59:59.900Z') };
    const batches: PageViewEvent[][] = [];
    const days: string[] = [];
    const { recorder } = setupBatches(async (b) => void batches.push(...b), {
      now: () => clock.now,
      salt: async (day: string) => {
        days.push(day);
        return Buffer.alloc(32, day.endsWith('01') ? 1 : 2);
      },
    });
    take(recorder, '203.0.113.1');
    clock.now = new Date('2031-03-02T00:00:00.100Z');
    take(recorder, '203.0.113.1');
    await recorder.flush();
    expect(days).toEqual(['2031-03-01', '2031-03-02']);
    expect(batches.map((b) => b.map((e) => e.at.toISOString()))).toEqual([
      ['2031-03-01T23:59:59.900Z'],
      ['2031-03-02T00:00:00.100Z'],
    ]);
    // The same person is another visitor on the next day.
    expect(batches[0]![0]!.visitor).not.toBe(batches[1]![0]!.visitor);
  });

  it('writes the batches filled before a write starts in that write, one at a time', async () => {
    vi.useFakeTimers();
    const writes: number[][] = [];
    const { recorder } = setupBatches(async (b) => void writes.push(b.map((e) => e.length)), {
      flushAt: 5,
    });
    const views = (n: number) => {
      for (let i = 0; i < n; i++) take(recorder, '198.51.100.1');
    };
    views(5);
    await vi.advanceTimersByTimeAsync(0);
    // The first full batch is written at once.
    expect(writes).toEqual([[5]]);
    views(12);
    await vi.advanceTimersByTimeAsync(0);
    // Two full batches and the open one, in one write, a batch a row.
    expect(writes).toEqual([[5], [5, 5, 2]]);
    // A view that fills no batch waits for the next flush.
    views(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(2);
    await recorder.flush();
    expect(writes).toEqual([[5], [5, 5, 2], [1]]);
  });

  it('drops every batch of a failed write, and counts them', async () => {
    const { recorder, onError } = setupBatches(
      async () => {
        throw new Error('db down');
      },
      { flushAt: 2 },
    );
    for (let i = 0; i < 5; i++) take(recorder, '198.51.100.1');
    await recorder.flush();
    expect(recorder.dropped).toBe(5);
    expect(onError.mock.calls.map(([, n]) => n as number).reduce((a, b) => a + b)).toBe(5);
  });

  it('bounds what waits', async () => {
    const { recorder } = setup(async () => {}, { maxPending: 3, flushAt: 100 });
    for (let i = 0; i < 5; i++) take(recorder, '198.51.100.1');
    expect(recorder.dropped).toBe(2);
  });

  describe('requests taken from the pipeline (recordRequest)', () => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

    it('are classified as they come: bots dropped, dimensions derived, times of the request', async () => {
      const clock = { now: new Date('2031-04-01T10:00:00.000Z') };
      const events: PageViewEvent[] = [];
      const { recorder } = setup(async (e) => void events.push(...e), {
        now: () => clock.now,
      });
      recorder.recordRequest(
        '/pricing?utm_source=news&utm_campaign=spring',
        '/pricing',
        FIREFOX,
        'https://search.example/q?x=1',
        'lizit.com',
        '203.0.113.1',
      );
      clock.now = new Date('2031-04-01T10:00:00.005Z');
      recorder.recordRequest('/about', '/about', BOT, undefined, 'lizit.com', '203.0.113.2');
      clock.now = new Date('2031-04-01T10:00:00.010Z');
      recorder.recordRequest(
        '/about',
        '/about',
        IPHONE,
        'https://lizit.com/pricing',
        'lizit.com',
        '203.0.113.3',
      );
      clock.now = new Date('2031-04-01T10:00:30.000Z');
      expect(events).toHaveLength(0);
      await recorder.flush();
      const salt = Buffer.alloc(32, 7);
      expect(events).toEqual([
        {
          path: '/pricing',
          referrerHost: 'search.example',
          utmSource: 'news',
          utmMedium: null,
          utmCampaign: 'spring',
          device: 'desktop',
          at: new Date('2031-04-01T10:00:00.000Z'),
          visitor: visitorHash(salt, '203.0.113.1', FIREFOX, 'https://lizit.com'),
        },
        {
          path: '/about',
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          device: 'mobile',
          at: new Date('2031-04-01T10:00:00.010Z'),
          visitor: visitorHash(salt, '203.0.113.3', IPHONE, 'https://lizit.com'),
        },
      ]);
    });

    it('keep their order across batches', async () => {
      const events: PageViewEvent[] = [];
      const { recorder } = setup(async (e) => void events.push(...e), {
        flushAt: 4,
      });
      const paths = Array.from({ length: 10 }, (_, i) => `/p${i}`);
      for (const path of paths) take(recorder, '203.0.113.1', path);
      await recorder.flush();
      expect(events.map((e) => e.path)).toEqual(paths);
    });

    it("count the site's own host as no referrer (from the recorder's site)", async () => {
      const events: PageViewEvent[] = [];
      const { recorder } = setup(async (e) => void events.push(...e));
      // Served under another Host (a proxy's), a link from the site's own origin is internal.
      recorder.recordRequest(
        '/a',
        '/a',
        FIREFOX,
        'https://lizit.com/b',
        'proxy.internal',
        '1.2.3.4',
      );
      recorder.recordRequest(
        '/a',
        '/a',
        FIREFOX,
        'https://other.example/',
        'proxy.internal',
        '1.2.3.4',
      );
      await recorder.flush();
      expect(events.map((e) => e.referrerHost)).toEqual([null, 'other.example']);
    });

    it('from bots are not counted against what may wait', () => {
      const { recorder } = setup(async () => {}, { maxPending: 3, flushAt: 100 });
      for (let i = 0; i < 5; i++)
        recorder.recordRequest('/', '/', BOT, undefined, 'lizit.com', '203.0.113.1');
      for (let i = 0; i < 4; i++) take(recorder, '203.0.113.1');
      expect(recorder.dropped).toBe(1);
    });
  });
});
