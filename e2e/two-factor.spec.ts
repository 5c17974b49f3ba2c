/**
 * Issue #18 item 11: TOTP two-factor for admins, in the browser. Codes are computed from the key
 * the enrolment shows (better-auth's own OTP helper), never hard-coded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminCli } from './fixtures/admin-cli';
import { waitForMail } from './fixtures/mail';
import { expect, MAIN_ORIGIN, randomClientIp, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from './fixtures/users';

const PASSWORD = 'Two-Factor-Pass-42';

const usedCodes = new Set<string>();
/**
 * A valid code for the key shown at enrolment (spaces between groups allowed) that this spec has
 * not used yet: the current step's, else the next one's (the server accepts one step either side,
 * and a code opens one session only).
 */
async function codeFor(key: string): Promise<string> {
  const otp = createOTP(base32.decode(key.replace(/\s+/g, '')));
  const step = Math.floor(Date.now() / 30_000);
  for (const s of [step, step + 1, step - 1]) {
    const code = await otp.hotp(s);
    if (!usedCodes.has(code)) return code;
  }
  throw new Error('every valid code was used');
}
/** Marks a code as used (after it signed in). */
const used = (code: string) => (usedCodes.add(code), code);
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.locator('#auth-password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Password, QR code and key, a wrong code refused, then the right code: returns the key and codes. */
async function enrol(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const backupCodes = await page
    .getByTestId('two-factor-backup-codes')
    .locator('li')
    .allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  const codeField = page.getByLabel('3. Enter the 6-digit code from the app');
  await codeField.fill(otherThan(await codeFor(key)));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByTestId('two-factor-error')).toContainText('That code is not correct.');
  await codeField.fill(used(await codeFor(key)));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByTestId('two-factor-enrolled')).toBeVisible();
  return { key, backupCodes };
}

test.describe('two-factor sign-in for admins', () => {
  test('enrol from the dashboard, sign in with a code, a backup code once, reset with the CLI', async ({
    page,
    request,
  }) => {
    test.slow(); // a dozen sign-ins and page loads
    // A new admin of its own (the seeded one is shared with other specs).
    const email = `tfa.${unique()}@lizit.com`;
    const res = await request.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, name: 'tfa', callbackURL: '/auth?verified=1' },
      headers: { origin: MAIN_ORIGIN },
    });
    expect(res.status()).toBe(200);
    const [mail] = await waitForMail(
      (m) => m.to === email && m.headers.subject!.startsWith('Confirm your'),
    );
    const link = /(https?:\/\/\S*\/api\/auth\/verify-email\S*)/.exec(mail!.body)![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    adminCli(['grant', email]);

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      'Two-factor authentication is off.',
    );
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog).toBeVisible();
    // A wrong password is refused with a clear message.
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByTestId('two-factor-error')).toHaveText(
      'That password is not correct.',
    );
    const { key, backupCodes } = await enrol(page, PASSWORD);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      'Two-factor authentication is on.',
    );

    // Sign-in now asks for the code after the password.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page).toHaveURL('/auth/verify');
    const codeField = page.getByLabel('Authentication code');
    await codeField.fill(otherThan(await codeFor(key)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'That code is not correct. Enter the current code from your authenticator app.',
    );
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/); // not signed in by the password alone
    await signIn(page, email, PASSWORD);
    await page.getByLabel('Authentication code').fill(used(await codeFor(key)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
      timeout: 15_000,
    });

    // A backup code works once.
    for (const expected of ['works', 'refused'] as const) {
      await page.context().clearCookies();
      await signIn(page, email, PASSWORD);
      await page.getByRole('button', { name: 'Use a backup code instead' }).click();
      await page.getByLabel('Backup code').fill(backupCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'works')
        await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
          timeout: 15_000,
        });
      else
        await expect(page.getByTestId('auth-error')).toHaveText(
          'That backup code is not correct or has already been used.',
        );
    }

    // A lost device: the operator resets two-factor through the running server.
    expect(adminCli(['reset-2fa', email])).toContain(
      `Two-factor reset for ${email} (through the running server).`,
    );
    await page.context().clearCookies();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      'Two-factor authentication is off.',
    );
  });
});

test.describe('ADMIN_REQUIRE_2FA=true', () => {
  // A server of its own with the setting on, started and stopped by this spec.
  const port = PORTS.requireTwoFactor;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'e2e/fixtures/serve.ts', '--port', String(port), '--banners', '0'],
      { env: { ...process.env, ADMIN_REQUIRE_2FA: 'true' }, stdio: 'ignore' },
    );
    const until = Date.now() + 140_000;
    for (;;) {
      const up = await fetch(`${origin}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  });

  test('an admin without two-factor is sent to enrol before any admin page, and the server refuses', async ({
    browser,
  }) => {
    test.slow(); // sign-in, four redirects, enrolment
    const ctx = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    });
    const page = await ctx.newPage();
    await signIn(page, E2E_ADMIN_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/two-factor$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeVisible();
    for (const path of ['/admin', '/admin/posts', '/blog/preview/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
      await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
    }
    // Admin route handlers refuse the session too.
    const api = await page.request.post('/api/admin/uploads', {
      headers: { origin },
      multipart: { bucket: 'site-media' },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ error: 'Two-factor authentication required' });

    await enrol(page, E2E_PASSWORD);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      'Two-factor authentication is on.',
    );
    await ctx.close();
  });
});
