import { describe, expect, it } from 'vitest';
import { buildCrossLinks, DEFAULT_ARTICLE_DESCRIPTION } from './cross-links';

const pages = [
  { title: 'Product', href: '/product', description: 'p' },
  { title: 'Why', href: '/why-lizit', description: 'w' },
  { title: 'Solutions', href: '/solutions', description: 's' },
  { title: 'About', href: '/about', description: 'a' },
];

describe('buildCrossLinks', () => {
  it('shows at most 3 page links when there are no recent articles', () => {
    expect(buildCrossLinks(pages, []).map((l) => l.href)).toEqual([
      '/product',
      '/why-lizit',
      '/solutions',
    ]);
  });

  it('reserves one slot for recent articles, appended as /resources/{slug}', () => {
    const links = buildCrossLinks(pages, [
      { slug: 'first', title: 'First', excerpt: 'Excerpt one' },
      { slug: 'second', title: 'Second', excerpt: null },
    ]);
    expect(links.map((l) => l.href)).toEqual(['/product', '/why-lizit', '/resources/first']);
    expect(links[2]).toEqual({
      title: 'First',
      href: '/resources/first',
      description: 'Excerpt one',
    });
  });

  it('fills free slots with more articles when there are fewer pages', () => {
    const links = buildCrossLinks(pages.slice(0, 1), [
      { slug: 'a', title: 'A', excerpt: '' },
      { slug: 'b', title: 'B', excerpt: 'B text' },
      { slug: 'c', title: 'C', excerpt: 'C text' },
    ]);
    expect(links.map((l) => l.href)).toEqual(['/product', '/resources/a', '/resources/b']);
    expect(links[1]?.description).toBe(DEFAULT_ARTICLE_DESCRIPTION);
  });

  it('never shows more than 3 links, whatever max says', () => {
    expect(buildCrossLinks(pages, [], 10)).toHaveLength(3);
    expect(
      buildCrossLinks(pages, [{ slug: 'a', title: 'A', excerpt: null }], 1).map((l) => l.href),
    ).toEqual(['/resources/a']);
  });
});
