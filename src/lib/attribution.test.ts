import { describe, expect, it } from 'vitest';
import { MAX_UTM_LENGTH, parseAttribution, sourceMedium, type Touch } from './attribution';

const now = new Date('2026-11-20T10:00:00Z');
const touch = (over: Partial<Touch> = {}): Touch => ({
  landing_page: '/',
  referrer_host: null,
  referrer_path: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  click_id: null,
  at: now.toISOString(),
  ...over,
});

describe('parseAttribution', () => {
  it('bounds and drops malformed fields instead of failing', () => {
    const parsed = parseAttribution({
      first: {
        landing_page: 'https://evil.test/x',
        referrer_host: 'bad host!',
        utm_source: 'a'.repeat(500),
        utm_medium: 42,
        click_id: 'other',
        at: 'yesterday',
      },
      last: 'nope',
    });
    expect(parsed.first).toEqual(
      touch({ landing_page: null, utm_source: 'a'.repeat(MAX_UTM_LENGTH), at: null }),
    );
    expect(parsed.last).toEqual(parsed.first);
  });

  it.each([undefined, null, 'x', [], {}, { first: [], last: 1 }])('%j is no attribution', (raw) => {
    expect(parseAttribution(raw)).toEqual({ first: null, last: null });
  });

  it('refuses protocol-relative paths and a time far in the future', () => {
    const far = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { first } = parseAttribution({
      first: { landing_page: '//evil.test', utm_source: 's', at: far },
    });
    expect(first?.landing_page).toBeNull();
    expect(first?.at).toBeNull();
  });
});

describe('sourceMedium', () => {
  it.each([
    [null, '(direct)', '(none)'],
    [touch(), '(direct)', '(none)'],
    [touch({ utm_source: 'newsletter', utm_medium: 'email' }), 'newsletter', 'email'],
    [touch({ utm_source: 'partner' }), 'partner', '(not set)'],
    [touch({ click_id: 'gclid' }), 'google', 'cpc'],
    [touch({ referrer_host: 'www.google.co.uk' }), 'google.co.uk', 'organic'],
    [touch({ referrer_host: 'blog.example.com:8080' }), 'blog.example.com', 'referral'],
  ])('%j → %s / %s', (t, source, medium) => {
    expect(sourceMedium(t)).toEqual({ source, medium });
  });
});
