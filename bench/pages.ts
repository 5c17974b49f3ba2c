/**
 * The Pages section's two costs, measured on the benchmark's running demo server over HTTP:
 *   - the preview render: the home page with its draft, as the editor's iframe loads it
 *     (/preview/pages/home?token=…, never cached), sequential requests, p50 and p95;
 *   - publish to visible: a new home headline published with the editor's server action, then
 *     the public page requested until it shows the headline (the publication drops the page from
 *     the HTML cache; the next request renders it).
 * Part of `npm run bench` (bench/run.ts).
 */
import { discoverServerActions } from '../e2e/authz/discover';
import { decodeActionResult, type ActionResult } from '../e2e/fixtures/actions';
import { HOME_DEFAULTS } from '../src/lib/pages/home';

const PREVIEW_REQUESTS = 50;
const PUBLICATIONS = 5;

/** What the benchmark reports of the Pages section. */
export type PagesBench = {
  previewRender: { requests: number; p50Ms: number; p95Ms: number };
  publishToVisible: { publications: number; medianMs: number; maxMs: number };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Signs in as the demo admin, then measures the preview render and publish to visible.
 * @param origin - the running server, e.g. "http://127.0.0.1:3290"
 * @param admin - the demo admin the server printed at its first start
 * @throws when signing in, the editor, an action or the public page does not answer as expected
 */
export async function pagesBench(
  origin: string,
  admin: { email: string; password: string },
): Promise<PagesBench> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const editor = await (await fetch(`${origin}/admin/pages/home`, { headers: { cookie } })).text();
  const token = /\/preview\/pages\/home\?token=([\w.-]+)/.exec(editor)?.[1];
  if (!token) throw new Error('the home editor has no preview address');
  const previewUrl = `${origin}/preview/pages/home?token=${token}`;

  const times: number[] = [];
  for (let i = 0; i < PREVIEW_REQUESTS + 5; i++) {
    const started = performance.now();
    const res = await fetch(previewUrl);
    await res.text();
    if (!res.ok) throw new Error(`preview answered ${res.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  const publish = discoverServerActions().find((a) => a.name === 'publishPageAction');
  if (!publish) throw new Error('no publishPageAction in the build');
  let version = 0;
  const visible: number[] = [];
  for (let i = 1; i <= PUBLICATIONS; i++) {
    const title = `Bench headline ${i} ${Date.now()}`;
    const started = performance.now();
    const res = await fetch(`${origin}${publish.route}`, {
      method: 'POST',
      headers: {
        cookie,
        origin,
        'next-action': publish.id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      body: JSON.stringify([
        {
          key: 'home',
          content: { ...HOME_DEFAULTS, hero: { ...HOME_DEFAULTS.hero, title } },
          version,
        },
      ]),
    });
    const result: ActionResult<{ page: { version: number } }> = decodeActionResult(
      publish.name,
      res.status,
      Buffer.from(await res.arrayBuffer()),
    );
    if (!result.ok || !result.data) throw new Error(`publish failed: ${JSON.stringify(result)}`);
    version = result.data.page.version;
    for (;;) {
      const html = await (await fetch(`${origin}/`)).text();
      if (html.includes(title)) break;
      if (performance.now() - started > 30_000) throw new Error('the headline never showed');
    }
    visible.push(performance.now() - started);
  }
  visible.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    previewRender: {
      requests: times.length,
      p50Ms: ms(percentile(times, 50)),
      p95Ms: ms(percentile(times, 95)),
    },
    publishToVisible: {
      publications: visible.length,
      medianMs: ms(percentile(visible, 50)),
      maxMs: ms(visible.at(-1)!),
    },
  };
}
