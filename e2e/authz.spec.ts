/**
 * The authorization harness (issues #6, #21): every admin server action, admin route handler and
 * admin page — discovered from the build and the source tree — is called over real HTTP
 * anonymously, as a signed-in account without a role, as an editor and as an admin. Denied calls
 * must be refused (401 / 403 / redirect) and must change nothing: the harness compares a digest of
 * every table and of the storage folder before and after. An editor's call to what editors may do,
 * and an admin's call to what only admins may do, must succeed with the same input and change the
 * data, which proves the denied input was one that would have worked.
 */
import type { APIRequestContext } from '@playwright/test';
import { PORTS } from '../playwright.config';
import {
  discoverAdminPages,
  discoverAdminRoutes,
  discoverServerActions,
  type DiscoveredRoute,
} from './authz/discover';
import { ACTION_SAMPLES, ROUTE_SAMPLES, type SampleContext } from './authz/samples';
import { callDiscoveredAction } from './fixtures/actions';
import { apiContext, expect, fixtureIds, serverDigest, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_EDITOR_EMAIL, E2E_USER_EMAIL } from './fixtures/users';

// The harness's own server: every admin action really runs there (the migration fills slots).
const PORT = PORTS.authz;
const ORIGIN = `http://127.0.0.1:${PORT}`;

type Role = 'anonymous' | 'member' | 'editor' | 'admin';

/** The data digest of this spec's server (e2e/fixtures/test.ts). */
const digest = () => serverDigest(PORT);

async function callRoute(
  ctx: APIRequestContext,
  route: DiscoveredRoute,
  sample: (typeof ROUTE_SAMPLES)[string],
  sctx: SampleContext,
): Promise<{ status: number; body: unknown }> {
  const res = await ctx.fetch(sample.path(sctx), {
    method: route.method,
    multipart: sample.multipart?.(sctx),
    data: sample.json?.(sctx),
    maxRedirects: 0,
  });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

const DENIED: Record<Exclude<Role, 'admin'>, number> = { anonymous: 401, member: 403, editor: 403 };

/** Who is refused a call, and who then sends it with success (issue #21). */
function rolesOf(sample: { adminOnly?: boolean }) {
  return sample.adminOnly
    ? { denied: ['anonymous', 'member', 'editor'] as const, allowed: 'admin' as const }
    : { denied: ['anonymous', 'member'] as const, allowed: 'editor' as const };
}

test.describe('authorization harness', () => {
  test.describe.configure({ timeout: 180_000 });

  const actions = discoverServerActions();
  const routes = discoverAdminRoutes();
  const pages = discoverAdminPages();

  test('discovers the admin surface from the code, and every action and route has a sample', () => {
    expect(actions.length).toBeGreaterThan(0);
    expect(routes.length).toBeGreaterThan(0);
    expect(pages).toContain('/admin');
    const names = actions.map((a) => a.name);
    expect(new Set(names).size, 'exported action names are unique').toBe(names.length);
    // Public forms post to route handlers, so every server action in the build is an admin action.
    for (const a of actions) {
      expect(a.file, `${a.name} lives in a server/<domain>/actions.ts file`).toMatch(
        /^src\/server\/[a-z-]+\/actions\.ts$/,
      );
      expect(
        ACTION_SAMPLES[a.name],
        `a sample input for ${a.name} in e2e/authz/samples.ts`,
      ).toBeTruthy();
    }
    for (const name of Object.keys(ACTION_SAMPLES))
      expect(names, `sample ${name} names an action of the build`).toContain(name);
    const routeKeys = routes.map((r) => `${r.method} ${r.pattern}`);
    for (const key of routeKeys)
      expect(
        ROUTE_SAMPLES[key],
        `a sample request for ${key} in e2e/authz/samples.ts`,
      ).toBeTruthy();
    for (const key of Object.keys(ROUTE_SAMPLES)) expect(routeKeys).toContain(key);
  });

  test('denied calls are refused and change nothing; the same calls succeed for an admin', async () => {
    const contexts: Record<Role, APIRequestContext> = {
      anonymous: await apiContext(undefined, PORT),
      member: await apiContext(await signedInState(E2E_USER_EMAIL, PORT), PORT),
      editor: await apiContext(await signedInState(E2E_EDITOR_EMAIL, PORT), PORT),
      admin: await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT),
    };
    const sctx: SampleContext = { ...fixtureIds(PORT) };
    // As a browser does, load each page an action is posted to before posting to it.
    for (const route of new Set(actions.map((a) => a.route)))
      expect((await contexts.admin.get(route)).status()).toBe(200);
    const byName = new Map(actions.map((a) => [a.name, a]));

    // The digest of the data as it is now, when known: a denied call's digest after it is the
    // next call's digest before it, so each state is digested once.
    let known: unknown = null;
    const current = async () => (known ??= await digest());
    /** Expects `call` (denied) to change nothing. */
    const changesNothing = async (what: string, call: () => Promise<void>) => {
      const before = await current();
      await call();
      known = await digest();
      expect(known, `${what} changed nothing`).toEqual(before);
    };
    /** Expects `call` (allowed) to change data unless it only reads. */
    const changesData = async (what: string, readOnly: boolean, call: () => Promise<void>) => {
      const before = await current();
      await call();
      known = null;
      if (readOnly) return;
      known = await digest();
      expect(known, `${what} changed data`).not.toEqual(before);
    };

    for (const [name, sample] of Object.entries(ACTION_SAMPLES)) {
      const action = byName.get(name)!;
      if (sample.prepare) {
        await sample.prepare(sctx, contexts.admin);
        known = null;
      }
      const input = sample.input(sctx);
      const { denied, allowed } = rolesOf(sample);
      for (const role of denied) {
        await changesNothing(`${name} as ${role}`, async () => {
          const result = await callDiscoveredAction(contexts[role], action, input);
          expect(result, `${name} as ${role}`).toMatchObject({ ok: false, status: DENIED[role] });
        });
      }
      await changesData(`${name} as ${allowed}`, !!sample.readOnly, async () => {
        const result = await callDiscoveredAction(contexts[allowed], action, input);
        expect(result, `${name} as ${allowed}: ${JSON.stringify(result)}`).toMatchObject({
          ok: true,
        });
        sample.after?.(result.data, sctx);
      });
    }

    for (const route of routes) {
      const key = `${route.method} ${route.pattern}`;
      const sample = ROUTE_SAMPLES[key]!;
      const { denied, allowed } = rolesOf(sample);
      for (const role of denied) {
        await changesNothing(`${key} as ${role}`, async () => {
          const { status } = await callRoute(contexts[role], route, sample, sctx);
          expect(status, `${key} as ${role}`).toBe(DENIED[role]);
        });
      }
      await changesData(`${key} as ${allowed}`, !!sample.readOnly, async () => {
        const { status, body } = await callRoute(contexts[allowed], route, sample, sctx);
        expect(
          status >= 200 && status < 300,
          `${key} as ${allowed}: ${status} ${JSON.stringify(body)}`,
        ).toBe(true);
        sample.after?.(body, sctx);
      });
    }

    for (const pattern of pages) {
      const url = pattern.replace(/\[[^\]]+\]/g, '1');
      for (const role of ['anonymous', 'member'] as const) {
        const res = await contexts[role].get(url, { maxRedirects: 0 });
        expect(res.status(), `${url} as ${role}`).toBe(307);
        expect(new URL(res.headers().location!, ORIGIN).pathname).toBe('/auth');
        // Nothing of the page is rendered (its <title> is, which gives nothing away).
        const html = await res.text();
        for (const marker of ['Welcome back', 'PREVIEW MODE', 'count-cards', 'data-section='])
          expect(html, `${url} as ${role} shows nothing of the page`).not.toContain(marker);
      }
      for (const role of ['editor', 'admin'] as const) {
        const res = await contexts[role].get(url, { maxRedirects: 0 });
        expect(res.status(), `${url} as ${role}`).toBe(200);
      }
    }
    // Issue #21: the dashboard shows an editor only their tabs, and refuses the others on the
    // server, saying so, with nothing of the panel rendered.
    const editorHome = await (await contexts.editor.get('/admin')).text();
    expect(editorHome).toContain('data-section=');
    expect(editorHome).not.toContain('href="/admin/team"');
    const adminHome = await (await contexts.admin.get('/admin')).text();
    expect(adminHome).toContain('href="/admin/team"');
    const team = await contexts.editor.get('/admin/team', { maxRedirects: 0 });
    expect(team.status()).toBe(200);
    const refused = await team.text();
    expect(refused).toContain('Only admins can open this section.');
    expect(refused).not.toContain('harness.invite@lizit.com');
    const customers = await (await contexts.editor.get('/admin/leads')).text();
    expect(customers).toContain('data-testid="masked-only"');
    for (const marker of ['Showing full data', 'export-form', 'Access Log'])
      expect(customers, `an editor's Customer Data has no ${marker}`).not.toContain(marker);
    for (const c of Object.values(contexts)) await c.dispose();
  });

  test('a forged cross-origin action call is refused before it runs', async () => {
    const admin = await apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
    const action = actions.find((a) => a.name === 'createBannerAction')!;
    // The invitation form too (issue #21): anonymous, so the request guard is its only shield.
    const anon = await apiContext(undefined, PORT);
    const invite = await anon.post('/api/team/accept-invite', {
      headers: { origin: 'https://evil.example' },
      data: {
        token: 'x'.repeat(40),
        name: 'Forged',
        password: 'Forged-pass-1',
        confirm: 'Forged-pass-1',
      },
    });
    expect(invite.status()).toBe(403);
    await anon.dispose();
    const before = await digest();
    const res = await admin.post(action.route, {
      headers: {
        origin: 'https://evil.example',
        'next-action': action.id,
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: JSON.stringify([ACTION_SAMPLES.createBannerAction!.input({})]),
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    // The bulk generator's route too (issue #9).
    const bulk = await admin.post('/api/admin/bulk-articles', {
      headers: { origin: 'https://evil.example' },
      data: { articles: [{ title: 'Forged', keyword: 'forged' }] },
    });
    expect(bulk.status()).toBe(403);
    expect(await digest()).toEqual(before);
    await admin.dispose();
  });
});
