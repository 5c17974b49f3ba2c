import { describe, expect, it } from 'vitest';
import {
  classifyView,
  deviceClass,
  isPrefetch,
  MAX_UTM_LENGTH,
  referrerHost,
  visitorHash,
  type ViewRequest,
} from './classify';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';

const req = (
  over: Partial<ViewRequest> = {},
  headers: ViewRequest['headers'] = {},
): ViewRequest => ({
  method: 'GET',
  path: '/product',
  kind: 'page',
  search: '',
  status: 200,
  headers: { 'user-agent': CHROME, ...headers },
  siteHosts: ['lizit.com'],
  ...over,
});

describe('classifyView', () => {
  it('answers the same for a user agent seen before (the per-agent cache)', () => {
    const bot = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
    for (let i = 0; i < 2; i++) {
      expect(classifyView(req({}, bot))).toBeNull();
      expect(classifyView(req({}, { 'user-agent': IPHONE }))?.device).toBe('mobile');
      expect(classifyView(req({ search: '?' }))).toMatchObject({
        device: 'desktop',
        utmSource: null,
      });
    }
  });

  it('tells apart headers of the same length seen in turn (the by-length memo)', () => {
    // A bot and a browser user agent of one length, alternating, as new strings each time.
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0';
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +x.y)';
    expect(bot).toHaveLength(browser.length);
    const fresh = (s: string) => Buffer.from(s).toString();
    for (let i = 0; i < 3; i++) {
      expect(classifyView(req({}, { 'user-agent': fresh(browser) }))?.device).toBe('desktop');
      expect(classifyView(req({}, { 'user-agent': fresh(bot) }))).toBeNull();
    }
    // Referrers of one length with other hosts, and the site's own.
    const hosts = ['https://aaa.example/p', 'https://bbb.example/p', 'https://lizit.com/xyz'];
    expect(new Set(hosts.map((h) => h.length)).size).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect(hosts.map((h) => referrerHost(fresh(h), ['lizit.com']))).toEqual([
        'aaa.example',
        'bbb.example',
        null,
      ]);
    }
  });

  it('counts a GET of a public page answered 200 or 304', () => {
    expect(classifyView(req())).toEqual({
      path: '/product',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      device: 'desktop',
    });
    expect(classifyView(req({ status: 304 }))).not.toBeNull();
  });

  it('does not count other methods, kinds or statuses', () => {
    expect(classifyView(req({ method: 'HEAD' }))).toBeNull();
    expect(classifyView(req({ method: 'POST' }))).toBeNull();
    for (const kind of ['public', 'private', 'api', 'static'] as const)
      expect(classifyView(req({ kind }))).toBeNull();
    for (const status of [301, 404, 500]) expect(classifyView(req({ status }))).toBeNull();
    expect(classifyView(req({ path: `/${'a'.repeat(600)}` }))).toBeNull();
  });

  it('does not count bots or a request without a user agent', () => {
    expect(
      classifyView(req({}, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
    ).toBeNull();
    expect(classifyView(req({}, { 'user-agent': 'curl/8.5.0' }))).toBeNull();
    expect(classifyView(req({}, { 'user-agent': undefined }))).toBeNull();
  });

  it('does not count prefetches and prerenders, counts an RSC navigation', () => {
    for (const h of [
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree' },
      { rsc: '1', 'next-router-prefetch': '1' },
    ]) {
      expect(isPrefetch(h)).toBe(true);
      expect(classifyView(req({}, h))).toBeNull();
    }
    expect(classifyView(req({ search: '?_rsc=abc' }, { rsc: '1' }))).not.toBeNull();
  });

  it('honours Global Privacy Control', () => {
    expect(classifyView(req({}, { 'sec-gpc': '1' }))).toBeNull();
    expect(classifyView(req({}, { 'sec-gpc': '0' }))).not.toBeNull();
  });

  it('keeps the external referrer host and bounded UTM values', () => {
    const long = 'x'.repeat(300);
    const v = classifyView(
      req(
        { search: `?utm_source=News&utm_medium=email&utm_campaign=${long}&utm_term=t` },
        { referer: 'https://WWW.Example.org:8443/a?b=c' },
      ),
    );
    expect(v).toMatchObject({
      referrerHost: 'www.example.org',
      utmSource: 'News',
      utmMedium: 'email',
    });
    expect(v!.utmCampaign).toHaveLength(MAX_UTM_LENGTH);
    expect(referrerHost('https://lizit.com/blog', ['lizit.com'])).toBeNull();
    expect(referrerHost('javascript:alert(1)', [])).toBeNull();
    expect(referrerHost('not a url', [])).toBeNull();
    expect(referrerHost(undefined, [])).toBeNull();
    // The request's own host (any port, any case) is the site too.
    expect(referrerHost('http://127.0.0.1:3000/a', [], '127.0.0.1:3000')).toBeNull();
    expect(referrerHost('http://WWW.Lizit.com/a', [], 'www.lizit.COM')).toBeNull();
    expect(referrerHost('http://[::1]:3000/', [], '[::1]:3000')).toBeNull();
    expect(referrerHost('http://other.example/', [], 'lizit.com:8080')).toBe('other.example');
    expect(referrerHost('https://lizit.com/x', [], 'LIZIT.COM:443')).toBeNull();
    // A host that only begins like the request's, or ends like it, is another site.
    expect(referrerHost('http://lizit.com.evil.example/', [], 'lizit.com')).toBe(
      'lizit.com.evil.example',
    );
    expect(referrerHost('http://lizit.co/', [], 'lizit.com')).toBe('lizit.co');
    expect(referrerHost('http://a.lizit.com/', [], 'lizit.com')).toBe('a.lizit.com');
  });

  it("the referrer host parsed from the origin part alone is the whole URL's host", () => {
    const full = (h: string) => {
      try {
        const u = new URL(h);
        return /^https?:$/.test(u.protocol) && u.hostname ? u.hostname.toLowerCase() : null;
      } catch {
        return null;
      }
    };
    const cases = [
      'https://Example.COM:8443/path?q=1',
      'https://user:pw@host.example/x',
      'https://evil.example\\@good.example/',
      'http://[::1]:3000/',
      'https://bücher.example/p',
      'https://0x7f.1/',
      'https:example.com/x',
      'https://a.example?x=//b.example/',
      'https://a.example#//b.example',
      'https://a.example/x//b.example',
      'ftp://files.example/',
      'https://',
      'https://\tspaced.example/',
    ];
    // Twice: the second answer comes from the cache.
    for (const pass of [1, 2])
      for (const h of cases) expect([pass, h, referrerHost(h, [])]).toEqual([pass, h, full(h)]);
  });
});

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(IPAD)).toBe('tablet');
  });
});

describe('visitorHash', () => {
  const a = Buffer.alloc(32, 1);
  const b = Buffer.alloc(32, 2);
  it('is stable within a day and changes with the salt', () => {
    const h = visitorHash(a, '203.0.113.9', CHROME, 'https://lizit.com');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash(a, '203.0.113.9', CHROME, 'https://lizit.com')).toBe(h);
    expect(visitorHash(b, '203.0.113.9', CHROME, 'https://lizit.com')).not.toBe(h);
    expect(visitorHash(a, '203.0.113.10', CHROME, 'https://lizit.com')).not.toBe(h);
    expect(visitorHash(a, '203.0.113.9', IPHONE, 'https://lizit.com')).not.toBe(h);
    expect(visitorHash(a, '203.0.113.9', CHROME, 'https://other.example')).not.toBe(h);
  });
});
