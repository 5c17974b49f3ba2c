import { describe, expect, it } from 'vitest';
import { landingPath, newLandingContent, reservedPathMessage, type LandingBlock } from './landing';
import { checkPageContent } from './registry';

const withBlock = (block: unknown) => {
  const content = newLandingContent('Spring show');
  return { ...content, blocks: [...content.blocks, block as LandingBlock] };
};

describe('landing pages', () => {
  it('takes each block of the palette, and refuses what it does not offer', () => {
    for (const block of [
      {
        type: 'split',
        title: 'Yard',
        text: 'One place.',
        image: '/storage/x.png',
        imageAlt: 'A yard',
      },
      { type: 'testimonials', title: 'They say', picks: ['Owner · Heavy equipment rental'] },
      { type: 'video', title: 'Tour', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      { type: 'associations', title: 'Members of' },
      {
        type: 'stats',
        stats: [
          { value: '40+', label: 'Yards' },
          { value: '2x', label: 'Quotes' },
        ],
      },
    ])
      expect(checkPageContent('landing-1', withBlock(block)).ok, block.type).toBe(true);

    expect(
      checkPageContent(
        'landing-1',
        withBlock({ type: 'video', title: 'T', url: 'https://evil.example/v' }),
      ),
    ).toMatchObject({
      ok: false,
      errors: { 'blocks.2.url': 'A YouTube or Vimeo address of a video' },
    });
    expect(
      checkPageContent(
        'landing-1',
        withBlock({
          type: 'split',
          title: 'T',
          text: 'x',
          image: 'javascript:alert(1)',
          imageAlt: 'a',
        }),
      ).ok,
    ).toBe(false);
    expect(checkPageContent('landing-1', withBlock({ type: 'script', src: 'x' })).ok).toBe(false);
  });

  it('addresses: lowercase words and dashes, not the site’s own', () => {
    expect(landingPath.parse(' /Spring-Show ')).toBe('/spring-show');
    for (const bad of ['spring', '/spring_show', '/a//b', '/../admin', '/a/b/c/d', '/x.xml'])
      expect(landingPath.safeParse(bad).success, bad).toBe(false);
    expect(reservedPathMessage('/resources/x')).toBe(
      "/resources/x belongs to the site's own pages",
    );
    expect(reservedPathMessage('/spring-show')).toBeNull();
  });
});
