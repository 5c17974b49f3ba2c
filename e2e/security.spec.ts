/**
 * Security review over real HTTP and in a real browser (issue #10): response headers on every
 * kind of response, session cookie flags, cross-origin writes, hostile query parameters, and the
 * XSS corpus through every page that shows text an admin or a visitor typed. Runs on the Media
 * System spec's server (the main server's specs count its posts); what it creates it deletes,
 * except the form submissions, which no other spec counts there.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { seedPosts } from '../src/db/seed-data/posts';
import { clobberingVectors, xssVectors } from '../tests/fixtures/xss-vectors';
import { discoverServerActions } from './authz/discover';
import { callAction, serverAction } from './fixtures/actions';
import { adminContext, solidPng } from './fixtures/admin';
import {
  apiContext,
  expect,
  randomClientIp,
  serverDigest,
  signedInState,
  test,
  unique,
} from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from './fixtures/users';

const PORT = PORTS.media;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The data digest of this spec's server (e2e/fixtures/test.ts). */
const digest = () => serverDigest(PORT);

const publishedSeed = seedPosts.find(
  (p) =>
    p.status === 'published' && p.published_offset_days !== null && p.published_offset_days <= 0,
)!;
/** Titles that must never show on a public page: drafts and archived posts. */
const HIDDEN_TITLES = seedPosts.filter((p) => p.status !== 'published').map((p) => p.title);

test.describe('response headers', () => {
  function expectPageHeaders(h: Record<string, string>, where: string) {
    const csp = h['content-security-policy'] ?? '';
    expect(csp, where).toMatch(/(^|;\s*)object-src 'none'/);
    expect(csp, where).toMatch(/(^|;\s*)base-uri 'none'/);
    expect(csp, where).toMatch(/(^|;\s*)frame-ancestors 'none'/);
    expect(h['x-content-type-options'], where).toBe('nosniff');
    expect(h['x-frame-options'], where).toBe('DENY');
    expect(h['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    // The test servers' SITE_URL is http: no HSTS there (browsers ignore it over http anyway).
    expect(h['strict-transport-security'], where).toBeUndefined();
    expect(h['x-powered-by'], where).toBeUndefined();
  }

  test('a public page, an article, an admin page and the auth page carry the headers', async ({
    browser,
  }) => {
    const visitor = await apiContext(undefined, PORT);
    for (const url of ['/', `/resources/${publishedSeed.slug}`, '/auth', '/no-such-page']) {
      const res = await visitor.get(url);
      expectPageHeaders(res.headers(), url);
    }
    const ctx = await adminContext(browser, PORT);
    for (const url of ['/admin', '/admin/leads', '/blog/preview/1']) {
      const res = await ctx.request.get(url);
      expect(res.status(), url).toBe(200);
      expectPageHeaders(res.headers(), url);
      expect(res.headers()['content-security-policy'], url).toMatch(/script-src [^;]*'nonce-/);
    }
    await ctx.close();
    await visitor.dispose();
  });

  test('a stored upload and a shipped file carry nosniff, a sandbox policy and no framing', async () => {
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const up = await admin.post('/api/admin/uploads', {
      multipart: {
        purpose: 'blog-inline',
        file: { name: 'inline.png', mimeType: 'image/png', buffer: await solidPng(20, 20) },
      },
    });
    expect(up.status()).toBe(201);
    const { url } = (await up.json()) as { url: string };
    expect(url).toMatch(/^\/storage\/blog-images\//);
    const visitor = await apiContext(undefined, PORT);
    const stored = await visitor.get(url);
    expect(stored.status()).toBe(200);
    const h = stored.headers();
    expect(h['content-type']).toBe('image/png');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toContain("default-src 'none'");
    expect(h['content-security-policy']).toMatch(/(^|;\s*)sandbox/);
    // Framing: refused by X-Frame-Options (the sandbox policy has no frame-ancestors).
    expect(
      h['x-frame-options'] === 'DENY' ||
        /frame-ancestors 'none'/.test(h['content-security-policy']!),
    ).toBe(true);
    expect(h['strict-transport-security']).toBeUndefined();
    const shipped = await visitor.get('/defaults/ara-logo-navy.svg');
    expect(shipped.status()).toBe(200);
    expect(shipped.headers()['x-content-type-options']).toBe('nosniff');
    await admin.dispose();
    await visitor.dispose();
  });
});

test('the session cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async ({
  playwright,
}) => {
  const ctx = await playwright.request.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { origin: ORIGIN, 'x-forwarded-for': randomClientIp() },
  });
  const res = await ctx.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const cookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  const session = cookies.find((c) => c.startsWith('better-auth.session_token='));
  expect(session, cookies.join('\n')).toBeTruthy();
  for (const cookie of cookies) {
    const attrs = cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attrs, cookie).toContain('httponly');
    expect(attrs, cookie).toContain('samesite=lax');
    expect(attrs, cookie).toContain('path=/');
    // Browsers drop Secure cookies over http; HTTPS sites get them (tests/integration/auth-cookies).
    expect(attrs, cookie).not.toContain('secure');
    expect(
      attrs.some((a) => a.startsWith('domain=')),
      cookie,
    ).toBe(false);
  }
  await ctx.dispose();
});

test.describe('cross-origin writes', () => {
  /** Ways a forged request from another site shows itself. */
  const FORGERIES: Array<[string, Record<string, string>]> = [
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: `${ORIGIN}.evil.example` }],
    ['an origin on another port', { origin: `http://127.0.0.1:${PORT + 1000}` }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['no origin but a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ];

  test('public forms, uploads, route handlers and every server action refuse them and change nothing', async () => {
    test.setTimeout(120_000);
    const visitor = await apiContext(undefined, PORT);
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const u = unique();
    const png = await solidPng(10, 10);
    const before = await digest();
    for (const [label, headers] of FORGERIES) {
      // Same-origin headers of the contexts are replaced by the forged ones.
      const h = { origin: '', ...headers };
      const forms: Array<[string, unknown]> = [
        ['/api/newsletter', { name: 'Forged', email: `forged.${u}@x.example` }],
        [
          '/api/demo-requests',
          {
            first_name: 'Forged',
            last_name: 'Visitor',
            email: `forged.${u}@x.example`,
            company: 'Evil Co',
          },
        ],
        [
          '/api/contact',
          { name: 'Forged', email: `forged.${u}@x.example`, message: 'A forged message.' },
        ],
        // A landing page's form: refused before the form it names is even looked up.
        ['/api/forms', { form: 'a'.repeat(64), f0: `forged.${u}@x.example` }],
      ];
      for (const [url, data] of forms) {
        const res = await visitor.post(url, { data, headers: h });
        expect(res.status(), `${url} with ${label}`).toBe(403);
      }
      const upload = await admin.post('/api/admin/uploads', {
        headers: h,
        multipart: {
          purpose: 'banner-image',
          file: { name: 'forged.png', mimeType: 'image/png', buffer: png },
        },
      });
      expect(upload.status(), `upload with ${label}`).toBe(403);
      const bulk = await admin.post('/api/admin/bulk-articles', {
        headers: h,
        data: { articles: [{ title: 'Forged', keyword: 'forged' }] },
      });
      expect(bulk.status(), `bulk with ${label}`).toBe(403);
      const exported = await admin.post('/api/admin/leads/export', {
        headers: h,
        form: { table: 'general_inquiries', mask: '0' },
      });
      expect(exported.status(), `unmasked export with ${label}`).toBe(403);
      const signOut = await admin.post('/api/auth/sign-out', { headers: h, data: {} });
      expect(signOut.status(), `sign-out with ${label}`).toBe(403);
      const action = serverAction('createBannerAction');
      const res = await admin.post(action.route, {
        headers: {
          ...h,
          'next-action': action.id,
          'content-type': 'text/plain;charset=UTF-8',
        },
        data: JSON.stringify([
          { image_url: '/defaults/banners/banner-1.svg', redirect_url: '/product' },
        ]),
        maxRedirects: 0,
      });
      expect(res.status(), `createBannerAction with ${label}`).toBe(403);
    }
    // Every server action of the build, with the most common forgery.
    for (const action of discoverServerActions()) {
      const res = await admin.post(action.route, {
        headers: {
          origin: 'https://evil.example',
          'next-action': action.id,
          'content-type': 'text/plain;charset=UTF-8',
        },
        data: JSON.stringify([{ id: 1 }]),
        maxRedirects: 0,
      });
      expect(res.status(), action.name).toBe(403);
    }
    expect(await digest(), 'nothing changed').toEqual(before);
    // The admin session survived the forged sign-outs.
    expect((await admin.get('/admin', { maxRedirects: 0 })).status()).toBe(200);
    // Control: the same form from the site itself is accepted.
    const ok = await visitor.post('/api/newsletter', {
      data: { name: 'Same Origin', email: `same.${u}@x.example` },
    });
    expect(ok.status()).toBe(201);
    await visitor.dispose();
    await admin.dispose();
  });
});

test.describe('hostile query parameters', () => {
  const HOSTILE = [
    "' OR 1=1 --",
    "'; drop table blog_posts; --",
    "%' --",
    "'",
    '"unbalanced',
    '\\',
    "\\'; --",
    'a\u0000b',
    '\u0000',
    '1e400',
    '99999999999',
    '-1',
    '1.5',
    '<script>alert(1)</script>',
  ];
  const enc = encodeURIComponent;

  /** A server-side exception rendered into a streamed page carries a numeric digest. */
  function expectNoServerError(html: string, where: string) {
    expect(html, where).not.toMatch(/data-dgst="\d+"|\\?"digest\\?":\\?"\d+\\?"/);
    expect(html, where).not.toContain('Application error');
    expect(html, where).not.toMatch(/Failed query|syntax error at or near|invalid input syntax/i);
  }

  test('public URLs answer 200, 4xx or a redirect, never 500, and show no hidden post', async () => {
    test.setTimeout(120_000);
    const visitor = await apiContext(undefined, PORT);
    const before = await digest();
    for (const s of HOSTILE) {
      const urls = [
        `/resources?q=${enc(s)}`,
        `/resources?category=${enc(s)}`,
        `/resources?q=${enc(s)}&category=Guides`,
        `/resources/articles?q=${enc(s)}&category=${enc(s)}`,
        `/resources/${enc(s)}`,
        `/resources/download/${enc(s)}`,
        `/unsubscribe/${enc(s)}`,
        `/resources/rss.xml?q=${enc(s)}`,
      ];
      for (const url of urls) {
        const res = await visitor.get(url, { maxRedirects: 0 });
        expect([200, 301, 302, 307, 308, 400, 404], `${url}: ${res.status()}`).toContain(
          res.status(),
        );
        const html = await res.text();
        expectNoServerError(html, url);
        for (const title of HIDDEN_TITLES)
          expect(html, `${url} leaks a hidden post`).not.toContain(title);
      }
      const unsubscribe = await visitor.post(`/api/unsubscribe?token=${enc(s)}`);
      expect([400, 404], `unsubscribe ${JSON.stringify(s)}`).toContain(unsubscribe.status());
    }
    // Unsubscribe tokens of the right shape whose id is beyond the integer id column (issue #18
    // item 7): the page shows its error state and the one-click call is 400, never a 5xx.
    for (const id of ['2147483648', '4294967296', '9999999999', '0']) {
      const token = `${id}.${'A'.repeat(32)}`;
      const page = await visitor.get(`/unsubscribe/${token}`);
      expect(page.status(), `/unsubscribe/${token}`).toBe(200);
      const html = await page.text();
      expectNoServerError(html, `/unsubscribe/${token}`);
      expect(html).toContain('Invalid unsubscribe link');
      const oneClick = await visitor.post(`/api/unsubscribe?token=${token}`);
      expect(oneClick.status(), `unsubscribe ${token}`).toBe(400);
      expect(await oneClick.text()).not.toMatch(/out of range|integer|\bat \S+\.(?:ts|js)/i);
    }
    // Tables intact, nothing written but the 404 monitor's counts of the missing paths asked for
    // (issue #23 §3, its purpose), and the listing still shows the published posts.
    const withoutMonitor = (d: unknown) => {
      const { tables, ...rest } = d as { tables: Record<string, unknown> };
      const { not_found_paths: _monitor, ...others } = tables;
      return { ...rest, tables: others };
    };
    expect(withoutMonitor(await digest())).toEqual(withoutMonitor(before));
    const listing = await visitor.get('/resources/articles');
    expect(await listing.text()).toContain(publishedSeed.title);
    await visitor.dispose();
  });

  test('admin URLs render without a server error for every hostile value', async () => {
    test.setTimeout(120_000);
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const before = await digest();
    for (const s of HOSTILE) {
      const urls = [
        `/admin/media?media=library&q=${enc(s)}`,
        `/admin/media?media=library&category=${enc(s)}`,
        `/admin/media?media=library&usage=${enc(s)}`,
        `/admin/resources?resource=${enc(s)}`,
        `/admin?tab=${enc(s)}`,
        `/admin/media?media=${enc(s)}`,
        `/blog/preview/${enc(s)}`,
        `/api/admin/revisions?kind=${enc(s)}&id=${enc(s)}`,
        `/api/admin/revisions?kind=post&id=${enc(s)}`,
        `/api/admin/revisions?kind=video&id=${enc(s)}`,
        `/api/admin/revisions/diff?kind=post&from=${enc(s)}&to=1`,
        `/api/admin/revisions/${enc(s)}`,
        `/api/admin/posts/${enc(s)}`,
        `/api/admin/posts/${enc(s)}/preview-links`,
        `/api/admin/redirects?q=${enc(s)}`,
        `/api/admin/webhooks/deliveries?endpointId=${enc(s)}&before=${enc(s)}`,
        `/api/admin/leads/retention-preview?months=${enc(s)}`,
      ];
      for (const url of urls) {
        const res = await admin.get(url, { maxRedirects: 0 });
        expect([200, 308, 400, 404], `${url}: ${res.status()}`).toContain(res.status());
        expectNoServerError(await res.text(), url);
      }
      const csv = await admin.post('/api/admin/leads/export', {
        form: { table: s, mask: s, id: s },
      });
      expect([400, 422], `export ${JSON.stringify(s)}: ${csv.status()}`).toContain(csv.status());
    }
    expect(await digest()).toEqual(before);
    // Filters still work: the seeded library item is found by its name.
    const found = await admin.get('/admin/media?media=library&q=stored-badge');
    expect(await found.text()).toContain('stored-badge');
    await admin.dispose();
  });
});

test.describe('stored and reflected XSS', () => {
  /** Short payloads for short fields; each runs alert() or sets window.__xss if it ever runs. */
  const SHORT = `<img src=x onerror=alert(1)>"'><svg onload=alert(2)><script>window.__xss=1</script>`;
  const ATTR = `" autofocus onfocus="window.__xss=1" x="`;

  /**
   * Listens on a page for any sign that injected script ran: dialogs, the window.__xss flag,
   * and CSP reports of blocked inline script (admin pages refuse inline script, so an injected
   * handler shows up there as a violation instead of running).
   */
  async function watch(page: Page): Promise<{ dialogs: string[] }> {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        // Inline script, script URLs (an injected handler, a javascript: link) and eval: the
        // site's own code never needs any of them (zod runs jitless).
        if (e.effectiveDirective.startsWith('script-src'))
          w.__violations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
      });
    });
    return { dialogs };
  }

  /** Fails when anything in the page could run injected script. */
  async function expectInert(page: Page, dialogs: string[], where: string) {
    // Give autofocus, onload and onerror handlers their chance to run.
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    const found = await page.evaluate(() => {
      const bad: string[] = [];
      const urlAttrs = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
      const videoHosts =
        /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//;
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const a of Array.from(el.attributes)) {
          const name = a.name.toLowerCase();
          if (name.startsWith('on')) bad.push(`<${el.localName} ${name}>`);
          if (name === 'srcdoc') bad.push(`<${el.localName} srcdoc>`);
          const v = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (urlAttrs.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(v))
            bad.push(`<${el.localName} ${name}="${a.value.slice(0, 40)}">`);
        }
      }
      for (const el of Array.from(
        document.querySelectorAll('object, embed, base, meta[http-equiv]'),
      ))
        bad.push(`<${el.localName}>`);
      for (const el of Array.from(document.querySelectorAll('iframe')))
        if (!videoHosts.test(el.getAttribute('src') ?? '')) bad.push(`<iframe src=${el.src}>`);
      const w = window as unknown as { __xss?: unknown; __violations?: string[] };
      return { bad, flag: w.__xss ?? null, violations: w.__violations ?? [] };
    });
    expect(dialogs, `${where}: dialogs`).toEqual([]);
    expect(found.flag, `${where}: window.__xss`).toBeNull();
    expect(found.bad, `${where}: active markup`).toEqual([]);
    expect(found.violations, `${where}: blocked inline script`).toEqual([]);
  }

  test('admin-written post, banner and media text is inert on public and admin pages', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const u = unique();
    const slug = `xss-corpus-${u}`;
    const content = [
      ...xssVectors,
      '<img src=x onerror="window.__xss=1">',
      '<a href="javascript:window.__xss=1">click</a>',
    ].join('\n<p>next</p>\n');
    const post = await callAction<{ id: number }>(admin, 'createPostAction', {
      title: `${SHORT} ${u}`,
      slug,
      excerpt: `${SHORT} ${ATTR} excerpt`,
      content,
      author_name: SHORT,
      // Categories are a managed list (issue #20 item 6): markup is refused as a name below.
      category: 'Guides',
      tags: `<svg/onload=alert(4)>, "><img src=x onerror=alert(5)>, javascript:alert(6)`,
      meta_description: `${SHORT} ${ATTR}`,
      status: 'published',
    });
    expect(post, JSON.stringify(post)).toMatchObject({ ok: true });
    const postId = post.data!.id;
    for (const name of [`"><img src=x onerror=alert(3)>`, '<script>alert(3)</script>']) {
      const refused = await callAction(admin, 'createCategoryAction', { name });
      expect(refused, name).toMatchObject({ ok: false, status: 422 });
    }

    // javascript: and other unsafe banner links are refused; the alt text is kept as text.
    for (const redirect_url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
    ]) {
      const refused = await callAction(admin, 'createBannerAction', {
        image_url: '/defaults/banners/banner-1.svg',
        redirect_url,
        is_active: true,
      });
      expect(refused.ok, redirect_url).toBe(false);
    }
    const banner = await callAction<{ id: number }>(admin, 'createBannerAction', {
      image_url: '/defaults/banners/banner-2.svg',
      redirect_url: '/product',
      alt_text: `${ATTR}${SHORT}`.slice(0, 200),
      is_active: true,
    });
    expect(banner, JSON.stringify(banner)).toMatchObject({ ok: true });
    const media = await callAction<{ id: number }>(admin, 'createLibraryMediaAction', {
      name: `xss-${u} ${SHORT}`,
      alt_text: `${ATTR}${SHORT}`,
      description: SHORT,
      seo_title: SHORT,
      file_url: '/defaults/team-1.svg',
      flow: 'store',
    });
    expect(media, JSON.stringify(media)).toMatchObject({ ok: true });
    const unsafeMedia = await callAction(admin, 'createLibraryMediaAction', {
      name: `xss-link-${u}`,
      alt_text: 'Link',
      redirect_url: 'javascript:alert(1)',
      file_url: '/defaults/team-1.svg',
      flow: 'store',
    });
    expect(unsafeMedia.ok).toBe(false);

    try {
      const visitorCtx = await browser.newContext({ baseURL: ORIGIN });
      const page = await visitorCtx.newPage();
      const { dialogs } = await watch(page);
      await page.goto(`/resources/${slug}`);
      // The payloads are on the page as text (so this test would see them if they ran).
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        '<img src=x onerror=alert(1)>',
      );
      await expect(page.getByTestId('article-tags')).toContainText('<svg/onload=alert(4)>');
      await expectInert(page, dialogs, 'article');
      for (const url of [
        '/resources',
        '/resources/articles',
        `/resources?q=${encodeURIComponent(u)}`,
        `/resources?q=${encodeURIComponent(SHORT)}`,
        `/resources/articles?q=${encodeURIComponent(`${ATTR}${SHORT}`)}`,
        '/',
      ]) {
        await page.goto(url);
        await expectInert(page, dialogs, url);
      }
      await expect(page.locator(`img[alt^='" autofocus']`)).toHaveCount(1);
      await visitorCtx.close();

      const adminCtx = await adminContext(browser, PORT);
      const adminPage = await adminCtx.newPage();
      const watched = await watch(adminPage);
      for (const url of [
        '/admin/posts',
        `/blog/preview/${postId}`,
        '/admin/banners',
        '/admin/media?media=library',
        `/admin/media?media=library&q=${encodeURIComponent(`xss-${u}`)}`,
        `/admin/media?media=library&q=${encodeURIComponent(SHORT)}`,
      ]) {
        await adminPage.goto(url);
        await expectInert(adminPage, watched.dialogs, url);
      }
      await adminPage.goto(`/admin/media?media=library&q=${encodeURIComponent(`xss-${u}`)}`);
      await expect(adminPage.getByTestId('library-card')).toContainText(`xss-${u} <img src=x`);
      // The blog dialog shows the stored post's fields in form controls, inert too.
      await adminPage.goto('/admin/posts');
      await adminPage
        .getByTestId('post-card')
        .filter({ hasText: u })
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(adminPage.getByRole('dialog')).toBeVisible();
      await expectInert(adminPage, watched.dialogs, 'blog post dialog');
      await adminCtx.close();
    } finally {
      await callAction(admin, 'deletePostAction', { id: postId });
      await callAction(admin, 'deleteBannerAction', { id: banner.data!.id });
      await callAction(admin, 'deleteMediaAction', { id: media.data!.id });
      await admin.dispose();
    }
  });

  test('an article carrying DOM clobbering markup loads without a page error and its scripts work', async ({
    browser,
  }) => {
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const u = unique();
    const slug = `clobbering-${u}`;
    const post = await callAction<{ id: number }>(admin, 'createPostAction', {
      title: `Clobbering ${u}`,
      slug,
      content: `<h2>Before</h2>\n${clobberingVectors.join('\n<p>next</p>\n')}\n<p>After ${u}</p>`,
      status: 'published',
    });
    expect(post, JSON.stringify(post)).toMatchObject({ ok: true });
    try {
      const ctx = await browser.newContext({ baseURL: ORIGIN });
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Share falls back to the clipboard and a toast: a client component that must hydrate.
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'share', { value: undefined }),
      );
      await page.goto(`/resources/${slug}`);
      await page.waitForLoadState('networkidle');
      const article = page.getByTestId('article-content');
      await expect(article).toContainText(`After ${u}`);
      await expect(article.locator('[id], [name]')).toHaveCount(0);
      expect(
        await page.evaluate(() => {
          const w = window as unknown as { __next_f?: { push?: unknown } };
          return {
            flight: Array.isArray(w.__next_f) && typeof w.__next_f.push === 'function',
            document: document instanceof Document,
            location: typeof location.href === 'string',
          };
        }),
      ).toEqual({ flight: true, document: true, location: true });
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Link copied to clipboard')).toBeVisible();
      expect(errors).toEqual([]);
      await ctx.close();
    } finally {
      await callAction(admin, 'deletePostAction', { id: post.data!.id });
      await admin.dispose();
    }
  });

  test('visitor-submitted names and messages are inert in the Customer Data tab, masked and unmasked', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const u = unique();
    // Names refuse script markup (public-site.md §5); what they accept still must render as text.
    const name = `"><b>${u}</b><img src=x>`;
    const visitor = await apiContext(undefined, PORT);
    const refusedName = await visitor.post('/api/contact', {
      data: {
        name: '<img src=x onerror=alert(1)>',
        email: `a.${u}@x.example`,
        message: 'hi there',
      },
    });
    expect(refusedName.status()).toBe(422);
    // Messages and companies are free text: the whole corpus goes through them, in chunks.
    const chunks: string[] = [];
    let chunk = '';
    for (const v of xssVectors) {
      if (chunk.length + v.length + 1 > 4900) {
        chunks.push(chunk);
        chunk = '';
      }
      chunk += `${v}\n`;
    }
    chunks.push(chunk);
    for (const [i, message] of chunks.entries()) {
      const res = await visitor.post('/api/contact', {
        headers: { 'x-forwarded-for': randomClientIp() },
        data: {
          name,
          email: `xss${i}.${u}@x.example`,
          company: SHORT,
          message: `${u} ${message}`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const demo = await visitor.post('/api/demo-requests', {
      headers: { 'x-forwarded-for': randomClientIp() },
      data: {
        first_name: name,
        last_name: `'"><u>${u}`,
        email: `demo.${u}@x.example`,
        company: `${SHORT}${ATTR}`,
      },
    });
    expect(demo.status(), await demo.text()).toBe(201);
    const news = await visitor.post('/api/newsletter', {
      headers: { 'x-forwarded-for': randomClientIp() },
      data: { name, email: `news.${u}@x.example` },
    });
    expect(news.status(), await news.text()).toBe(201);
    await visitor.dispose();

    const ctx = await adminContext(browser, PORT);
    const page = await ctx.newPage();
    const { dialogs } = await watch(page);
    await page.goto('/admin/leads');
    await expect(page.getByText('Data Masked for Privacy')).toBeVisible();
    for (const tab of [/^Newsletter/, /^Demo Requests/, /^Inquiries/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expectInert(page, dialogs, `customers masked ${tab}`);
    }
    await page.getByRole('radio', { name: 'Showing full data' }).check();
    await expect(page.getByText('Full Data Visible')).toBeVisible();
    for (const tab of [/^Newsletter/, /^Demo Requests/, /^Inquiries/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('customer-record').first()).toBeVisible();
      await expectInert(page, dialogs, `customers unmasked ${tab}`);
    }
    // The raw markup is shown as text.
    await page.getByRole('tab', { name: /^Inquiries/ }).click();
    await expect(
      page.getByTestId('customer-record').filter({ hasText: `${u} <script>alert(1)</script>` }),
    ).toHaveCount(1);
    await expect(
      page
        .getByTestId('customer-record')
        .filter({ hasText: `"><b>${u}</b>` })
        .first(),
    ).toBeVisible();
    await ctx.close();
  });
});
