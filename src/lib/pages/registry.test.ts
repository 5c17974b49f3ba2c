import { describe, expect, it } from 'vitest';
import { HOME_DEFAULTS } from './home';
import {
  checkPageContent,
  compareFieldPaths,
  contentFromFields,
  fieldLabel,
  flattenContent,
  isPageKey,
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
      const bare = { ...defaults, seo: { ...(defaults.seo as object), keywords: [] } };
      expect(contentFromFields(key, flattenContent(bare))).toEqual(bare);
    },
  );
});
