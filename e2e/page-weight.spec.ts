/**
 * The JavaScript budget of the public pages: the gzipped bytes of the scripts a modern browser
 * loads for each route at first paint (its `<script src>` tags but the `nomodule` polyfills, and
 * its `<link rel="preload" as="script">`), read from the production build's rendered HTML. Bytes
 * are deterministic, so this is a test, unlike a timing. Code that loads on interaction (the demo
 * dialog, the forms' validation) is not counted; a change that makes a page ship it at first
 * paint fails here.
 *
 * Raising a budget is a visible change to the table below; say why in the commit.
 */
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { expect, test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

const KB = 1024;
/** Content pages: the framework (~134 kB) and our own client code. */
const CONTENT_PAGE = 150 * KB;
/** Pages with a form in view: the form's own code is there from the start. */
const FORM_PAGE = 175 * KB;

/** Budget per route: every public route, `/demo` and an article included. */
const BUDGETS: Record<string, number> = Object.fromEntries([
  ...PUBLIC_ROUTES.map((route) => [route, CONTENT_PAGE] as const),
  ['/contact', FORM_PAGE],
  ['/demo', FORM_PAGE],
  ['/resources', FORM_PAGE],
]);

/** The script URLs the page's HTML makes a modern browser load. */
function scriptUrls(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const srcs = [
    ...[...document.querySelectorAll('script[src]:not([nomodule])')].map((s) =>
      s.getAttribute('src'),
    ),
    ...[
      ...document.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]'),
    ].map((l) => l.getAttribute('href')),
  ];
  return [...new Set(srcs.filter((s): s is string => !!s))];
}

const gzipped = new Map<string, number>();

for (const [route, budget] of Object.entries(BUDGETS)) {
  test(`${route} ships at most ${budget / KB} kB of gzipped JavaScript`, async ({ request }) => {
    const res = await request.get(route);
    expect(res.status()).toBe(200);
    const urls = scriptUrls(await res.text());
    expect(urls.length).toBeGreaterThan(0);
    let total = 0;
    const sizes: string[] = [];
    for (const url of urls) {
      if (!gzipped.has(url)) {
        const body = await (await request.get(url)).body();
        gzipped.set(url, zlib.gzipSync(body, { level: 9 }).length);
      }
      total += gzipped.get(url)!;
      sizes.push(`${url.split('/').pop()} ${(gzipped.get(url)! / KB).toFixed(1)} kB`);
    }
    expect(
      total,
      `${route}: ${(total / KB).toFixed(1)} kB over ${urls.length} scripts\n${sizes.join('\n')}`,
    ).toBeLessThanOrEqual(budget);
  });
}
