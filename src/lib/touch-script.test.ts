import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseAttribution } from './attribution';
import { TOUCH_KEYS, TOUCH_SCRIPT } from './touch-script';

/** A Storage over a Map; `full` makes every write throw, as a full or refused storage does. */
function storage(initial: Record<string, string> = {}, full = false) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (full) throw new Error('QuotaExceededError');
      map.set(k, String(v));
    },
  };
}

type Page = {
  url: string;
  referrer?: string;
  gpc?: boolean;
  local?: ReturnType<typeof storage>;
  session?: ReturnType<typeof storage>;
};

/** Runs the inline script as a page load would, in a window of its own. */
function load({ url, referrer = '', gpc = false, local = storage(), session = storage() }: Page) {
  const u = new URL(url);
  const listeners: Record<string, (e: unknown) => void> = {};
  const window: Record<string, unknown> = {
    location: { href: u.href, pathname: u.pathname, search: u.search, host: u.host },
    document: {
      referrer,
      addEventListener: (name: string, fn: (e: unknown) => void) => (listeners[name] = fn),
    },
    navigator: gpc ? { globalPrivacyControl: true } : {},
    localStorage: local,
    sessionStorage: session,
  };
  vm.runInNewContext(TOUCH_SCRIPT, { window, URL, URLSearchParams, JSON, Date, Array });
  const attribution = (window.lizitAttribution as () => { first: unknown; last: unknown })();
  const stored = (s: ReturnType<typeof storage>, k: string) => JSON.parse(s.map.get(k) ?? 'null');
  /** Clicks a booking link (`data-booking="<placement>"`) and returns the href it then has. */
  const clickBooking = (href: string, placement: string, event = 'click') => {
    const link = { href, getAttribute: () => placement };
    listeners[event]!({ target: { closest: () => link } });
    return new URL(link.href).searchParams;
  };
  return {
    attribution,
    first: stored(local, TOUCH_KEYS.first),
    last: stored(session, TOUCH_KEYS.last),
    local,
    session,
    clickBooking,
  };
}

describe('the inline touch script', () => {
  it('keeps the landing path, the UTM values, the click id and an outside referrer', () => {
    const { first, last, attribution } = load({
      url: 'https://lizit.test/product?utm_source=newsletter&utm_campaign=spring&gclid=abc',
      referrer: 'https://www.google.com/search?q=rental',
    });
    expect(first).toMatchObject({
      landing_page: '/product',
      referrer_host: 'www.google.com',
      referrer_path: '/search',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
      click_id: 'gclid',
    });
    expect(last).toEqual(first);
    expect(attribution).toEqual({ first, last });
    // What it sends is what the server keeps, unchanged.
    expect(parseAttribution(attribution)).toEqual({ first, last });
  });

  it('ignores a referrer on this site and cuts long values', () => {
    const { first } = load({
      url: `https://lizit.test/?utm_source=${'s'.repeat(300)}`,
      referrer: 'https://lizit.test/blog',
    });
    expect(first.referrer_host).toBeNull();
    expect(first.utm_source).toHaveLength(200);
  });

  it('keeps the first touch and replaces the last one only on a new arrival', () => {
    const local = storage();
    const session = storage();
    load({ url: 'https://lizit.test/?utm_source=linkedin', local, session });
    const inside = load({
      url: 'https://lizit.test/about',
      referrer: 'https://lizit.test/',
      local,
      session,
    });
    expect(inside.first.utm_source).toBe('linkedin');
    expect(inside.last.utm_source).toBe('linkedin');
    const again = load({ url: 'https://lizit.test/?utm_source=newsletter', local, session });
    expect(again.first.utm_source).toBe('linkedin');
    expect(again.last.utm_source).toBe('newsletter');
    const other = load({
      url: 'https://lizit.test/',
      referrer: 'https://partner.test/x',
      local,
      session,
    });
    expect(other.last).toMatchObject({ utm_source: null, referrer_host: 'partner.test' });
  });

  it('replaces a first touch older than 90 days, or one that is junk', () => {
    const old = { landing_page: '/old', at: new Date(Date.now() - 91 * 86_400_000).toISOString() };
    const local = storage({ [TOUCH_KEYS.first]: JSON.stringify(old) });
    expect(load({ url: 'https://lizit.test/new', local }).first.landing_page).toBe('/new');
    const junk = storage({ [TOUCH_KEYS.first]: '{not json' });
    expect(load({ url: 'https://lizit.test/x', local: junk }).first.landing_page).toBe('/x');
    const recent = { landing_page: '/kept', at: new Date(Date.now() - 86_400_000).toISOString() };
    const kept = storage({ [TOUCH_KEYS.first]: JSON.stringify(recent) });
    expect(load({ url: 'https://lizit.test/y', local: kept }).first.landing_page).toBe('/kept');
  });

  it('stores nothing under Global Privacy Control and sends only this visit, without referrer or click id', () => {
    const page = load({
      url: 'https://lizit.test/about?utm_source=partner&fbclid=1',
      referrer: 'https://elsewhere.test/a',
      gpc: true,
    });
    expect(page.local.map.size).toBe(0);
    expect(page.session.map.size).toBe(0);
    expect(page.attribution.first).toBeNull();
    expect(page.attribution.last).toMatchObject({
      landing_page: '/about',
      utm_source: 'partner',
      referrer_host: null,
      referrer_path: null,
      click_id: null,
    });
  });

  it('still answers with this visit when storage refuses every write', () => {
    const page = load({
      url: 'https://lizit.test/?utm_campaign=fall',
      local: storage({}, true),
      session: storage({}, true),
    });
    expect(page.attribution.first).toMatchObject({ utm_campaign: 'fall' });
    expect(page.attribution.last).toMatchObject({ utm_campaign: 'fall' });
  });

  it("puts the visitor's own first and last touch on a booking link when it is clicked", () => {
    const local = storage();
    const session = storage();
    load({
      url: 'https://lizit.test/?utm_source=linkedin&utm_medium=paid&utm_campaign=spring',
      local,
      session,
    });
    const page = load({
      url: 'https://lizit.test/product',
      referrer: 'https://www.google.com/search',
      local,
      session,
    });
    const fixed =
      'https://cal.test/lizit/demo?utm_source=website&utm_medium=cta&utm_campaign=demo_booking&utm_content=product_hero';
    const q = page.clickBooking(fixed, 'product_hero');
    // The last touch: the search engine this visit came from.
    expect(q.get('utm_source')).toBe('google.com');
    expect(q.get('utm_medium')).toBe('referral');
    expect(q.has('utm_campaign')).toBe(false);
    // The first touch, and where the link was clicked.
    expect(q.get('utm_term')).toBe('linkedin|paid|spring');
    expect(q.get('utm_content')).toBe('product_hero|/product');
    // A middle click or "open in new tab" too.
    expect(page.clickBooking(fixed, 'product_hero', 'auxclick').get('utm_source')).toBe(
      'google.com',
    );
  });

  it('a visit from nowhere books as (direct)', () => {
    const q = load({ url: 'https://lizit.test/contact' }).clickBooking(
      'https://cal.test/lizit/demo',
      'contact_card',
    );
    expect([q.get('utm_source'), q.get('utm_medium'), q.get('utm_term')]).toEqual([
      '(direct)',
      '(none)',
      '(direct)|(none)|',
    ]);
  });
});
