/**
 * Team and roles (issue #21) in a real browser: an admin invites an editor; the e-mail arrives; the
 * editor sets a password, publishes a post and cannot open unmasked customer data (no switch, and
 * the server refuses a forged call); the admin disables them and the editor's next click lands on
 * /auth. And the bad paths: an address outside the company domain, passwords that differ, a
 * withdrawn link, the last admin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { waitForMail } from './fixtures/mail';
import { apiContext, expect, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

const PASSWORD = 'Editor-Pass-2026!';

/** The invitation link of the newest invitation mail to `to`. */
async function invitationLink(to: string, count = 1): Promise<string> {
  const mails = await waitForMail((m) => m.to.includes(to) && /invited you/.test(m.body), count);
  const link = /https?:\/\/\S+\/auth\/invite\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1)!.body);
  expect(link, 'the e-mail carries the invitation link').not.toBeNull();
  return new URL(link![0]).pathname + new URL(link![0]).search;
}

test.describe('team and roles', () => {
  test.describe.configure({ timeout: 90_000 });

  test('invite an editor, who publishes, sees customers masked only, and is disabled at once', async ({
    adminPage,
    page,
  }) => {
    const u = Date.now().toString(36);
    const email = `editor.${u}@lizit.com`;

    // The admin invites: the domain rule first, then the real address.
    await adminPage.goto('/admin/team');
    const form = adminPage.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('E-mail address').fill(`freelancer.${u}@gmail.com`);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByRole('button', { name: 'Send invite' }).click();
    await expect(form.getByText('Only @lizit.com addresses can be invited')).toBeVisible();
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Send invite' }).click();
    await expect(toast(adminPage, `Invitation sent to ${email}`)).toBeVisible();
    const row = adminPage.getByTestId('team-invitation').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Editor');

    // The e-mail arrives; the link asks for a name and a password (which must match).
    const link = await invitationLink(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join as Editor' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Your name').fill('Erin Editor');
    await page.locator('#invite-password').fill(PASSWORD);
    await page.getByLabel('Repeat password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('role-badge')).toHaveText('Editor');

    // An editor's tabs: no Team; the link works once.
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('link', { name: 'Blog Posts' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Integrations' })).toHaveCount(0);
    const used = await page.context().browser()!.newPage();
    await used.goto(`http://127.0.0.1:${new URL(page.url()).port}${link}`);
    await expect(
      used.getByRole('heading', { name: 'This invitation has already been used' }),
    ).toBeVisible();
    await used.close();

    // The editor publishes a post.
    const title = `Editor Post ${u}`;
    await tabs.getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('button', { name: 'Create New Blog Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Create Post' }).click();
    // The pre-publish checklist (issue #23 §4) warns; it never blocks.
    await page
      .getByRole('alertdialog', { name: 'Before you publish' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
    await expect(toast(page, 'Blog post created successfully!')).toBeVisible();
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`http://127.0.0.1:${new URL(page.url()).port}/resources/articles`);
    await expect(visitor.getByText(title)).toBeVisible();
    await visitor.close();

    // Customer data: masked, with no switch and no export; forged unmask and privacy calls are
    // refused.
    await tabs.getByRole('link', { name: 'Customer Data' }).click();
    await expect(page.getByTestId('masked-only')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Showing full data' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    const state = path.join(os.tmpdir(), `lizit-editor-${u}.json`);
    await page.context().storageState({ path: state });
    const forged = await apiContext(state);
    expect(await callAction(forged, 'listLeadsUnmaskedAction', { type: 'leads' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await callAction(forged, 'findByEmailAction', { email: 'someone@example.test' }),
    ).toMatchObject({ ok: false, status: 403 });
    // No Privacy view for an editor (issue #24 §5): the link is absent and the URL shows the inbox.
    await expect(
      page.getByRole('navigation', { name: 'Customer Data views' }).getByRole('link'),
    ).toHaveText(['Inbox', 'Sources']);
    const exported = await forged.post('/api/admin/leads/export', {
      multipart: { table: 'demo_requests', mask: '0' },
    });
    expect(exported.status()).toBe(403);
    const team = await forged.get('/admin/team', { maxRedirects: 0 });
    expect(await team.text()).toContain('Only admins can open this section.');
    await forged.dispose();
    fs.rmSync(state, { force: true });

    // The admin sees them active and disables them.
    await adminPage.reload();
    const member = adminPage.getByTestId('team-member').filter({ hasText: email });
    await expect(member).toContainText('Erin Editor');
    await expect(member).toContainText('Active');
    await expect(member).not.toContainText('Never');
    await expectNoSeriousViolations(adminPage);
    await member.getByRole('button', { name: 'Disable Erin Editor' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(toast(adminPage, 'Erin Editor was disabled')).toBeVisible();
    await expect(member).toContainText('Disabled');

    // The editor's very next click lands on /auth.
    await tabs.getByRole('link', { name: 'Media System' }).click();
    await expect(page).toHaveURL(/\/auth(\?|$)/);
  });

  test('a withdrawn link explains itself and names the inviter; the last admin stays admin', async ({
    adminPage,
    page,
  }) => {
    const email = `withdrawn.${Date.now().toString(36)}@lizit.com`;
    await adminPage.goto('/admin/team');
    const form = adminPage.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Role').selectOption('admin');
    await form.getByRole('button', { name: 'Send invite' }).click();
    await expect(toast(adminPage, `Invitation sent to ${email}`)).toBeVisible();
    const link = await invitationLink(email);
    await adminPage.getByRole('button', { name: `Revoke invite to ${email}` }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(adminPage, `Invitation to ${email} revoked`)).toBeVisible();
    await expect(adminPage.getByTestId('team-invitation').filter({ hasText: email })).toHaveCount(
      0,
    );

    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'This invitation was withdrawn' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: E2E_ADMIN_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${E2E_ADMIN_EMAIL}`,
    );
    await page.goto('/auth/invite?token=not-a-real-token-at-all');
    await expect(page.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();

    // The seeded admin is the only active admin on this server (the specs that grant the role
    // revoke it again): demoting them is refused.
    const activeAdmins = adminPage
      .getByTestId('team-member')
      .filter({ hasText: 'Active' })
      .filter({ has: adminPage.locator('select option:checked[value="admin"]') });
    await expect(activeAdmins).toHaveCount(1);
    const self = adminPage.getByTestId('team-member').filter({ hasText: E2E_ADMIN_EMAIL });
    await expect(self).toContainText('(you)');
    await expect(self.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
    await self.getByLabel(/^Role of/).selectOption('editor');
    await expect(
      toast(adminPage, 'Could not change the role').filter({ hasText: 'last active admin' }),
    ).toBeVisible();
    await expect(self.getByLabel(/^Role of/)).toHaveValue('admin');
  });
});
