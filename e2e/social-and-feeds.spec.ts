/**
 * Generated social images and feeds (issue #23 §5, §6): every page and article points og:image and
 * twitter:image at its own 1200×630 PNG (with size and alt); an article's image changes address
 * and content when its title changes, and gives way to the featured image when the editor chooses
 * it; /llms.txt and the sitemap's image entries list the public articles. The article this spec
 * creates is moved to the Trash at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

/** The content of `<meta property|name="{key}" content="…">` in a page's HTML. */
function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`);
  return re.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

/** Fetches a PNG and returns its bytes, checking the type and the 1200×630 size. */
async function png(request: APIRequestContext, url: string) {
  const res = await request.get(new URL(url).pathname + new URL(url).search);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const body = await res.body();
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  expect({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) }).toEqual({
    width: 1200,
    height: 630,
  });
  return { body, cacheControl: res.headers()['cache-control'] };
}

test('each site page shares its own generated 1200×630 image', async ({ request }) => {
  for (const [path, image] of [
    ['/', '/og/home.png'],
    ['/product', '/og/product.png'],
    ['/contact', '/og/contact.png'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const og = meta(html, 'og:image');
    expect(new URL(og!).pathname).toBe(image);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(meta(html, 'twitter:image')).toBe(og);
    await png(request, og!);
  }
  expect((await request.get('/og/not-a-page.png')).status()).toBe(404);
  expect((await request.get('/resources/no-such-article/og.png')).status()).toBe(404);
});

test("an article's image is drawn from its title and changes when the title does", async ({
  request,
}) => {
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const u = unique();
  const slug = `social-image-${u}`;
  const post = {
    title: `Social image ${u}`,
    slug,
    content: '<p>Drawn for sharing.</p>',
    excerpt: 'An article drawn for sharing.',
    category: 'Guides',
    status: 'published',
  };
  const created = await callAction<{ id: number }>(api, 'createPostAction', post);
  const id = created.data!.id;
  try {
    let html = await (await request.get(`/resources/${slug}`)).text();
    const first = meta(html, 'og:image')!;
    expect(new URL(first).pathname).toBe(`/resources/${slug}/og.png`);
    expect(meta(html, 'og:image:alt')).toBe(post.title);
    expect(meta(html, 'twitter:image')).toBe(first);
    const a = await png(request, first);
    // The address names the version: the image may be kept for good.
    expect(a.cacheControl).toContain('immutable');

    const renamed = await callAction(api, 'updatePostAction', {
      id,
      post: { ...post, title: `Renamed for sharing ${u}` },
    });
    expect(renamed.ok).toBe(true);
    html = await (await request.get(`/resources/${slug}`)).text();
    const second = meta(html, 'og:image')!;
    expect(second).not.toBe(first);
    const b = await png(request, second);
    expect(b.body.equals(a.body)).toBe(false);

    // The editor may choose the featured image for social: it is shared instead.
    const featured = await callAction(api, 'updatePostAction', {
      id,
      post: {
        ...post,
        title: `Renamed for sharing ${u}`,
        featured_image_url: '/defaults/hero-dashboard.webp',
        social_image: 'featured',
      },
    });
    expect(featured.ok).toBe(true);
    html = await (await request.get(`/resources/${slug}`)).text();
    expect(new URL(meta(html, 'og:image')!).pathname).toBe('/defaults/hero-dashboard.webp');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));

    // The feeds list it: /llms.txt with its summary, the sitemap with its URL.
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain(`[Renamed for sharing ${u}](`);
    expect(llms).toContain(`/resources/${slug}): An article drawn for sharing.`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/resources/${slug}</loc>`);
  } finally {
    await callAction(api, 'deletePostAction', { id });
    await api.dispose();
  }
});

test('the sitemap lists covers as image entries', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  expect(sitemap).toMatch(/<image:loc>https?:\/\/[^<]+<\/image:loc>/);
  expect((await request.get('/sitemap/1.xml')).status()).toBe(404);
});

test('the feed addresses of WordPress and Ghost lead to the feed with a 301', async ({
  request,
}) => {
  for (const path of ['/feed', '/rss', '/rss.xml', '/feed.xml', '/resources/feed']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(new URL(res.headers().location!, 'http://x').pathname, path).toBe('/resources/rss.xml');
  }
  const followed = await request.get('/feed');
  expect(followed.headers()['content-type']).toMatch(/xml/);
  expect(await followed.text()).toContain('<rss');
});
