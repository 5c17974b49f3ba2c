import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { seedPosts } from '../src/db/seed-data/posts';
import { waitForMail } from './fixtures/mail';
import { apiContext, expect, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from './fixtures/users';

const PASSWORD = 'Correct-Horse-42';
/** Seeded posts get ids in array order: the first draft's id. */
const DRAFT_ID = seedPosts.findIndex((p) => p.status === 'draft') + 1;

/** `npm run admin -- ...` against the running main test server's data dir. */
function adminCli(...args: string[]): string {
  const dataDir = fs
    .readFileSync(path.join(os.tmpdir(), `lizit-e2e-${PORTS.main}.datadir`), 'utf8')
    .trim();
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

function linkIn(body: string, pathPart: string): string {
  const url = new RegExp(`(https?://\\S*${pathPart}\\S*)`).exec(body)?.[1];
  if (!url) throw new Error(`no ${pathPart} link in mail`);
  const u = new URL(url.replace(/[).,]+$/, ''));
  return `${u.pathname}${u.search}`;
}

async function signUp(page: Page, email: string) {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.locator('#auth-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Account created successfully! Check your email for a confirmation link before signing in.',
    ),
  ).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.locator('#auth-password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('admin access', () => {
  test('sign-up is limited to the company domain, in the form and on the server', async ({
    page,
    request,
  }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Need an account? Sign up' }).click();
    await expect(page).toHaveURL('/auth/sign-up');
    await expect(page.getByText('Use your @lizit.com work e-mail address.')).toBeVisible();
    await page.getByLabel('Email').fill('owner@gmail.com');
    await page.locator('#auth-password').fill(PASSWORD);
    await expect(
      page.getByText('Only @lizit.com email addresses are allowed for admin accounts.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    // The server refuses too, whatever the browser does.
    const res = await request.post('/api/auth/sign-up/email', {
      data: { email: `x.${unique()}@gmail.com`, password: PASSWORD, name: 'x' },
      headers: { origin: `http://127.0.0.1:${PORTS.main}` },
    });
    expect(res.status()).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      'Only @lizit.com email addresses are allowed for admin accounts.',
    );
  });

  test('sign up, confirm by e-mail, be granted admin while the server runs, use the dashboard', async ({
    page,
  }) => {
    // The first render of /admin on a fresh server, two CLI runs and a dozen pages: over 30 s
    // when the 2 cores are shared.
    test.slow();
    const email = `staff.${unique()}@lizit.com`;
    await signUp(page, email);

    // Signing in before confirming is refused with the server's message.
    await signIn(page, email);
    await expect(page.getByTestId('auth-error')).toContainText(/verif/i);

    const [mail] = await waitForMail(
      (m) => m.to === email && m.headers.subject!.startsWith('Confirm your'),
      1,
    );
    await page.goto(linkIn(mail!.body, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/auth\?verified=1/);
    await expect(
      page.getByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeVisible();

    // Confirmed but not an admin: kept on /auth with the no-access message; /admin sends back.
    await signIn(page, email);
    await expect(page.getByTestId('no-admin-access')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('no-admin-access')).toContainText(email);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Admin Dashboard')).toHaveCount(0);

    expect(adminCli('grant', email)).toContain('through the running server');
    expect(adminCli('list')).toContain(email);

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
    const cards = page.getByTestId('count-cards');
    await expect(cards.locator('dt')).toHaveText([
      'Blog Posts',
      'Resources',
      'Media Files',
      'Newsletter',
      'Demo Requests',
    ]);
    await expect(cards.locator('dd').first()).toHaveText(String(seedPosts.length));
    // The back office opens on the Overview: what needs attention.
    await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/admin/posts');
    await expect(page.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Blog Posts' })).toBeVisible();

    // Preview of a draft, as an admin.
    await page.goto(`/blog/preview/${DRAFT_ID}`);
    await expect(page.getByText('PREVIEW MODE')).toBeVisible();
    await expect(page.getByTestId('preview-status')).toHaveText('Draft');
    await expect(page.getByTestId('article-date')).toHaveText(/^Created \w+ \d{1,2}, \d{4}$/);
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute(
      'href',
      '/admin/posts',
    );
    await expect(page.getByRole('link', { name: 'Edit Article' })).toHaveAttribute(
      'href',
      `/admin/posts?edit=${DRAFT_ID}`,
    );
    await page.goto('/blog/preview/99999');
    await expect(
      page.getByText("The article you're trying to preview doesn't exist."),
    ).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);

    // Issue #21: the command grants a role; an editor sees no Team tab.
    expect(adminCli('grant', email, '--role', 'editor')).toContain('Granted editor');
    const listed = adminCli('list')
      .split('\n')
      .find((line) => line.includes(email));
    expect(listed).toMatch(/^active +editor +/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('role-badge')).toHaveText('Editor');
    await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0);

    expect(adminCli('revoke', email)).toContain('Revoked');
  });

  test('sign-up pre-hijacking (#18 item 2): the owner signing up later wins, through real mail', async ({
    page,
    request,
  }) => {
    test.slow(); // two sign-ups, two links, two sign-ins
    const email = `owner.${unique()}@lizit.com`;
    const isConfirmation = (m: { to: string; headers: Record<string, string> }) =>
      m.to === email && m.headers.subject!.startsWith('Confirm your');
    // Someone else signs the owner's address up first, with their own password.
    const first = await request.post('/api/auth/sign-up/email', {
      data: { email, password: 'Attacker-pass-1', name: 'x', callbackURL: '/auth?verified=1' },
      headers: { origin: `http://127.0.0.1:${PORTS.main}` },
    });
    expect(first.status()).toBe(200);
    await waitForMail(isConfirmation, 1);

    // The owner signs up later: the usual success, and a confirmation e-mail of their own.
    await signUp(page, email);
    const [attackersLink, ownersLink] = await waitForMail(isConfirmation, 2);

    // The first link they find no longer confirms anything.
    await page.goto(linkIn(attackersLink!.body, '/api/auth/verify-email'));
    await expect(
      page.getByText('This confirmation link is invalid or has expired. Sign in to get a new one.'),
    ).toBeVisible();
    await page.goto(linkIn(ownersLink!.body, '/api/auth/verify-email'));
    await expect(
      page.getByText('Your e-mail address is confirmed. You can sign in now.'),
    ).toBeVisible();

    // The first registrant's password never signs in; the owner's does.
    await signIn(page, email, 'Attacker-pass-1');
    await expect(page.getByTestId('auth-error')).toHaveText('Invalid email or password');
    await signIn(page, email);
    await expect(page.getByTestId('no-admin-access')).toContainText(email, { timeout: 15_000 });
  });

  test('repeated failed sign-ins back the account off, whatever the IP (#18 item 9)', async ({
    page,
  }) => {
    test.slow(); // sign-up, confirmation, five failed sign-ins, one more
    const email = `target.${unique()}@lizit.com`;
    await signUp(page, email);
    const [confirm] = await waitForMail(
      (m) => m.to === email && m.headers.subject!.startsWith('Confirm your'),
    );
    await page.goto(linkIn(confirm!.body, '/api/auth/verify-email'));
    // Five wrong passwords from five other clients (AUTH_ACCOUNT_LIMIT defaults to 5 in 15 min).
    for (let i = 0; i < 5; i++) {
      const ctx = await apiContext();
      const res = await ctx.post('/api/auth/sign-in/email', {
        data: { email, password: `Wrong-guess-${i}` },
      });
      expect(res.status()).toBe(401);
      await ctx.dispose();
    }
    // The owner, from this browser and with the right password, is told how long to wait.
    await signIn(page, email);
    await expect(page.getByTestId('auth-error')).toHaveText(
      /^Too many attempts\. Try again in (5[89]|60) seconds\.$/,
    );
    await expect(page.getByTestId('no-admin-access')).toHaveCount(0);
  });

  test('password reset works end to end', async ({ page }) => {
    const email = `reset.${unique()}@lizit.com`;
    await signUp(page, email);
    const [confirm] = await waitForMail(
      (m) => m.to === email && m.headers.subject!.startsWith('Confirm your'),
    );
    await page.goto(linkIn(confirm!.body, '/api/auth/verify-email'));

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        'If an admin account exists for this e-mail, a link to choose a new password is on its way.',
      ),
    ).toBeVisible();
    const [reset] = await waitForMail(
      (m) => m.to === email && m.headers.subject!.startsWith('Reset your'),
    );
    await page.goto(linkIn(reset!.body, '/api/auth/reset-password'));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.locator('#new-password').fill('A-brand-new-pass-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByTestId('auth-error')).toBeVisible();
    await signIn(page, email, 'A-brand-new-pass-9');
    await expect(page.getByTestId('no-admin-access')).toBeVisible({ timeout: 15_000 });
  });

  test('anonymous visitors of the admin and of a preview are sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto(`/blog/preview/${DRAFT_ID}`);
    // The preview asked for rides along, so signing in returns there.
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`/blog/preview/${DRAFT_ID}`)}`);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    const password = page.locator('#auth-password');
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a signed-out admin deep link returns there after sign-in; a foreign next is ignored', async ({
    browser,
  }) => {
    const deepLink = '/admin/resources?resource=new';
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(deepLink);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(deepLink)}`);
    await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
    await page.locator('#auth-password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(deepLink, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Create New Resource' })).toBeVisible();
    // Signed in, a link to /auth with another site as `next` goes to the dashboard instead.
    await page.goto(`/auth?next=${encodeURIComponent('https://evil.example/admin')}`);
    await expect(page).toHaveURL('/admin');
    await page.goto(`/auth?next=${encodeURIComponent('//evil.example/admin')}`);
    await expect(page).toHaveURL('/admin');
    await ctx.close();
  });
});
