import { describe, expect, it } from 'vitest';
import { HOME_DEFAULTS } from './home';
import {
  checkPageContent,
  compareFieldPaths,
  contentFromFields,
  fieldLabel,
  flattenContent,
  isPageKey,
  PAGE_DEFINITIONS,
  PAGE_KEYS,
  pageDefinition,
  unflattenContent,
} from './registry';

describe('page content helpers', () => {
  it('flattens content to text fields and back, lists included', () => {
    const flat = flattenContent(HOME_DEFAULTS);
    expect(flat['hero.title']).toBe(HOME_DEFAULTS.hero.title);
    expect(flat['hero.stats.1.value']).toBe(HOME_DEFAULTS.hero.stats[1]!.value);
    expect(flat['challenges.cards.0.icon']).toBe('CalendarX2');
    expect(flat['seo.noindex']).toBe('false');
    // Texts as texts; a switch back as a switch.
    expect(unflattenContent({ 'a.0.b': 'x', 'a.1.b': 'y' })).toEqual({
      a: [{ b: 'x' }, { b: 'y' }],
    });
    expect(contentFromFields('home', flat)).toEqual(HOME_DEFAULTS);
    // jsonb gives keys back in its own order: the result is the same whatever the order.
    const shuffled = Object.fromEntries(Object.entries(flat).reverse());
    expect(checkPageContent('home', contentFromFields('home', shuffled))).toEqual({
      ok: true,
      content: HOME_DEFAULTS,
    });
  });

  it('names a field as the editor does, and orders fields as the page shows them', () => {
    expect(fieldLabel('home', 'hero.title')).toBe('Hero › Title');
    expect(fieldLabel('home', 'hero.stats.1.value')).toBe('Hero › Stats › 2 › Value');
    expect(fieldLabel('home', 'howItWorks.steps.0.text')).toBe('How it works › Steps › 1 › Text');
    const paths = ['closingCta.title', 'hero.stats.10.value', 'hero.stats.2.value', 'hero.title'];
    expect([...paths].sort((a, b) => compareFieldPaths('home', a, b))).toEqual([
      'hero.title',
      'hero.stats.2.value',
      'hero.stats.10.value',
      'closingCta.title',
    ]);
  });

  it('checks content with a message per field path', () => {
    const bad = structuredClone(HOME_DEFAULTS);
    bad.hero.stats[0]!.value = '12345678901';
    bad.hero.title = '';
    const result = checkPageContent('home', bad);
    expect(result).toEqual({
      ok: false,
      errors: {
        'hero.title': 'Required',
        'hero.stats.0.value': 'At most 10 characters: the layout holds no more',
      },
    });
    expect(checkPageContent('home', { hero: 1 }).ok).toBe(false);
    expect(isPageKey('home')).toBe(true);
    expect(isPageKey('__proto__')).toBe(false);
    // A landing page's key is "landing-" and a row id; nothing else is.
    expect(isPageKey('landing-12')).toBe(true);
    for (const key of [
      'landing-0',
      'landing-',
      'landing-1x',
      'landing-12345678901',
      'landing-new-1',
    ])
      expect(isPageKey(key), key).toBe(false);
    expect(checkPageContent('landing-3', pageDefinition('landing-3').defaults).ok).toBe(true);
  });

  it('site settings: links are web addresses or site paths, e-mail and phone as written', () => {
    const site = PAGE_DEFINITIONS.site.defaults;
    const withLinks = (links: object) => ({ ...site, links: { ...site.links, ...links } });
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'contact'])
      expect(checkPageContent('site', withLinks({ freeGuide: bad })), bad).toMatchObject({
        ok: false,
        errors: {
          'links.freeGuide': 'A web address (https://…) or a path on this site (/contact)',
        },
      });
    expect(checkPageContent('site', withLinks({ freeGuide: '/resources' })).ok).toBe(true);
    const contact = (c: object) => ({ ...site, contact: { ...site.contact, ...c } });
    expect(checkPageContent('site', contact({ email: 'not an address' }))).toMatchObject({
      ok: false,
      errors: { 'contact.email': 'Enter an e-mail address such as hello@example.com' },
    });
    expect(checkPageContent('site', contact({ phone: '555<b>' })).ok).toBe(false);
    const rating = { ...site, rating: { value: 4.8, count: 4.5 } };
    expect(checkPageContent('site', rating)).toMatchObject({
      ok: false,
      errors: { 'rating.count': 'Enter a whole number' },
    });
  });

  it('the privacy policy: sections need anchors of their own, and the date must be one', () => {
    const policy = PAGE_DEFINITIONS.privacy.defaults;
    const twice = { ...policy, sections: [policy.sections[0]!, policy.sections[0]!] };
    expect(checkPageContent('privacy', twice)).toMatchObject({
      ok: false,
      errors: { sections: 'Each section needs a link name of its own' },
    });
    const badAnchor = {
      ...policy,
      sections: [{ ...policy.sections[0]!, anchor: 'x" onclick="y' }],
    };
    expect(checkPageContent('privacy', badAnchor).ok).toBe(false);
    const badDate = { ...policy, hero: { ...policy.hero, updated: 'June 9' } };
    expect(checkPageContent('privacy', badDate)).toMatchObject({
      ok: false,
      errors: { 'hero.updated': 'Choose a date' },
    });
  });
});

describe('every editable page', () => {
  it.each(PAGE_KEYS)(
    '%s: its shipped copy fits its schema, unchanged, and survives flattening',
    (key) => {
      const { defaults } = pageDefinition(key);
      // The copy as shipped is what the schema gives back (nothing trimmed, rich text already clean).
      expect(checkPageContent(key, defaults)).toEqual({ ok: true, content: defaults });
      // A kept revision (text fields) gives the same content back, numbers as numbers.
      expect(contentFromFields(key, flattenContent(defaults))).toEqual(defaults);
      // An empty list (no keywords) has no field of its own, and comes back empty.
      if (!('seo' in (defaults as object))) return; // the site settings have no search section
      const bare = { ...(defaults as object), seo: { ...(defaults.seo as object), keywords: [] } };
      expect(contentFromFields(key, flattenContent(bare))).toEqual(bare);
    },
  );
});
