import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '@/lib/pages/site';
import { breadcrumbJsonLd, serializeJsonLd, softwareApplicationJsonLd } from './json-ld';
import { buildMetadata, pageTitle, TITLE_SUFFIX } from './metadata';

describe('buildMetadata', () => {
  it('suffixes the title with the brand tagline and sets canonical, share image and type', () => {
    const m = buildMetadata({
      title: 'Product',
      description: 'All modules',
      keywords: ['rental software'],
      path: '/product',
    });
    expect(m.title).toEqual({ absolute: `Product | ${TITLE_SUFFIX}` });
    expect(m.description).toBe('All modules');
    expect(m.keywords).toEqual(['rental software']);
    expect(m.alternates?.canonical).toBe('/product');
    expect(m.openGraph).toMatchObject({
      type: 'website',
      url: '/product',
      images: [{ url: '/og-image.png', width: 1200, height: 630 }],
    });
    expect(m.robots).toEqual({ index: true, follow: true });
  });

  it('supports a custom share image, article type and noindex', () => {
    const m = buildMetadata({
      title: 'Post',
      description: 'd',
      path: '/resources/post',
      image: '/defaults/blog/guides.svg',
      type: 'article',
      noindex: true,
      publishedTime: '2026-01-01T00:00:00.000Z',
    });
    expect(m.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: '/defaults/blog/guides.svg' }],
      publishedTime: '2026-01-01T00:00:00.000Z',
    });
    expect(m.robots).toEqual({ index: false, follow: false });
  });

  it('does not suffix a title twice', () => {
    expect(pageTitle(pageTitle('About'))).toBe(`About | ${TITLE_SUFFIX}`);
  });
});

describe('JSON-LD builders', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', url: '/' },
        { name: 'Resources', url: '/resources' },
      ],
      'https://lizit.example',
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lizit.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Resources',
        item: 'https://lizit.example/resources',
      },
    ]);
  });

  it('rates the software 4.8 with one review count', () => {
    const ld = softwareApplicationJsonLd('https://lizit.example', SITE_DEFAULTS);
    expect(ld).toMatchObject({
      '@type': 'SoftwareApplication',
      aggregateRating: { ratingValue: 4.8, reviewCount: 47 },
    });
  });

  it('escapes < so structured data cannot close its script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('site pages', () => {
  it('each page takes its title, canonical path and generated share image from one table', async () => {
    const { sitePageSeo } = await import('./metadata');
    const m = buildMetadata({ ...sitePageSeo('product'), description: 'd' });
    expect(m.alternates?.canonical).toBe('/product');
    expect(m.openGraph).toMatchObject({
      images: [
        {
          url: '/og/product.png',
          width: 1200,
          height: 630,
          alt: expect.stringContaining('Product'),
        },
      ],
    });
    expect(m.twitter).toMatchObject({
      images: [{ url: '/og/product.png', width: 1200, height: 630 }],
    });
  });
});
