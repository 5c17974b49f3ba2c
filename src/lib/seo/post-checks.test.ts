import { describe, expect, it } from 'vitest';
import {
  firstParagraph,
  hasInternalLink,
  imagesWithoutAlt,
  seoChecks,
  wordCount,
  type SeoCheckInput,
} from './post-checks';
import { postSeoDescription, postSeoTitle } from './post-seo';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const good: SeoCheckInput = {
  seoTitle: 'Fleet utilization tips for rental shops',
  slug: 'fleet-utilization-tips',
  metaDescription: 'Five fleet utilization tips that raise revenue per asset.',
  content: `<p>Fleet utilization is the number that matters.</p><p>${words(320)} <a href="/product">product</a></p><img src="/a.png" alt="A chart">`,
  focusKeyphrase: 'Fleet Utilization',
  featuredImage: '/storage/blog/a.webp',
  origin: 'https://lizit.com',
};

const byId = (input: SeoCheckInput) => Object.fromEntries(seoChecks(input).map((c) => [c.id, c]));

/** The checks of a post with a focus keyphrase, in the order the panel lists them. */
const CHECK_IDS = [
  'meta-description',
  'description-width',
  'title-width',
  'featured-image',
  'keyphrase-title',
  'keyphrase-slug',
  'keyphrase-intro',
  'keyphrase-description',
  'length',
  'image-alt',
  'internal-link',
];

describe('seoChecks', () => {
  it('passes a post that does everything', () => {
    const checks = seoChecks(good);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.id)).toEqual(CHECK_IDS);
  });

  it('warns about each thing missing', () => {
    const c = byId({
      seoTitle: 'W'.repeat(40),
      slug: 'other',
      metaDescription: '',
      content:
        '<p>Hello there.</p><img src="/x.png"><img src="/y.png" alt=" "><a href="https://example.com">x</a>',
      focusKeyphrase: 'fleet utilization',
      featuredImage: '',
    });
    // Every check fails but the description width, which has no description to measure.
    for (const id of CHECK_IDS.filter((id) => id !== 'description-width'))
      expect(c[id]?.ok, id).toBe(false);
    expect(c['description-width']).toBeUndefined();
    expect(c['image-alt']!.message).toBe('2 images have no alt text.');
    expect(c.length!.message).toContain('3 words');
  });

  it('asks for a keyphrase when there is none, and matches ignoring case and accents', () => {
    const none = byId({ ...good, focusKeyphrase: '  ' });
    expect(none.keyphrase).toEqual({
      id: 'keyphrase',
      ok: false,
      message: 'No focus keyphrase set.',
    });
    expect(none['keyphrase-title']).toBeUndefined();
    const accented = byId({ ...good, seoTitle: 'Café Rentals', focusKeyphrase: 'cafe rentals' });
    expect(accented['keyphrase-title']!.ok).toBe(true);
  });

  it('flags a meta description wider than a search result', () => {
    expect(
      byId({ ...good, metaDescription: 'fleet utilization '.repeat(20) })['description-width']!.ok,
    ).toBe(false);
  });
});

describe('content helpers', () => {
  it('reads the first paragraph, words, alt texts and internal links', () => {
    expect(firstParagraph('<h2>Intro</h2><p> </p><p>The <b>first</b> one</p>')).toBe(
      'The first one',
    );
    expect(firstParagraph('plain text')).toBe('plain text');
    expect(wordCount('<p>one two&nbsp;three</p><p>— four</p>')).toBe(4);
    expect(imagesWithoutAlt('<img alt="ok" src="a"><img src=b><img alt=\'\'>')).toBe(2);
    expect(hasInternalLink('<a href="//evil.com/x">x</a>')).toBe(false);
    expect(hasInternalLink('<a href="https://lizit.com/product">x</a>', 'https://lizit.com')).toBe(
      true,
    );
    expect(hasInternalLink("<a href='/contact'>x</a>")).toBe(true);
  });
});

describe('post title and description fallbacks', () => {
  it('uses the SEO title as written, else the title with the product name', () => {
    expect(postSeoTitle({ title: 'Tips', seo_title: 'Best tips 2026' })).toBe('Best tips 2026');
    expect(postSeoTitle({ title: 'Tips', seo_title: ' ' })).toBe('Tips | Lizit');
  });

  it('uses the meta description, else the excerpt, else the site description', () => {
    expect(postSeoDescription({ title: 't', meta_description: 'M', excerpt: 'E' })).toBe('M');
    expect(postSeoDescription({ title: 't', meta_description: '', excerpt: 'E' })).toBe('E');
    expect(postSeoDescription({ title: 't' }).length).toBeGreaterThan(10);
  });
});
