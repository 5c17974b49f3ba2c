import { describe, expect, it } from 'vitest';
import { llmsTxt } from './llms';

describe('llms.txt', () => {
  it('lists the main pages and every article with a one-line summary', () => {
    const text = llmsTxt(
      [
        {
          slug: 'double-bookings',
          title: 'End [double] bookings',
          excerpt: 'How live\ninventory helps.',
          meta_description: null,
        },
        { slug: 'bare', title: 'Bare', excerpt: null, meta_description: null },
      ],
      'https://x.example',
    );
    expect(text.startsWith('# Lizit\n\n> ')).toBe(true);
    expect(text).toContain('## Pages\n\n- [Cloud Rental Management Software');
    expect(text).toContain('](https://x.example/): ');
    expect(text).toContain(
      '- [Product: Inventory, Contracts, Payments & Maintenance](https://x.example/product): ',
    );
    expect(text).toContain(
      '- [End double bookings](https://x.example/resources/double-bookings): How live inventory helps.',
    );
    expect(text).toContain('- [Bare](https://x.example/resources/bare)\n');
    expect(text.match(/^- /gm)).toHaveLength(8 + 2);
  });

  it('says when there are no articles', () => {
    expect(llmsTxt([], 'https://x.example')).toContain('## Articles\n\nNo articles yet.');
  });
});
