import { describe, expect, it } from 'vitest';
import { HOME_DEFAULTS } from '@/lib/pages/home';
import { layoutWarnings } from './layout-check';

describe('layout warnings', () => {
  it('names each field whose words the preview found too wide, and at which widths', () => {
    const content = structuredClone(HOME_DEFAULTS);
    content.hero.stats[0]!.value = '8888888888';
    const warnings = layoutWarnings(content, {
      phone: new Set(['8888888888', 'Some other text of the page']),
      desktop: new Set(['  ']),
    });
    expect(warnings).toEqual({
      'hero.stats.0.value': 'Too wide for the layout on a phone (390 px): shorten it',
    });
    const both = layoutWarnings(content, {
      phone: new Set(['8888888888']),
      desktop: new Set(['8888888888']),
    });
    expect(both['hero.stats.0.value']).toBe(
      'Too wide for the layout on a phone (390 px) and on a desktop (1280 px): shorten it',
    );
    expect(layoutWarnings(content, {})).toEqual({});
  });
});
