/**
 * The back office opens on what needs attention, not on a tab's notice: the new leads (company and
 * kind, nothing personal), the scheduled posts, the drafts and the missing pages visitors keep
 * asking for, each with the way to it.
 */
import { callAction } from './fixtures/actions';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

test('the back office opens on the new leads, scheduled posts and missing pages worth a redirect', async ({
  adminPage: page,
}) => {
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const visitor = await apiContext();
  expect(
    (
      await visitor.post('/api/contact', {
        data: {
          name: 'Otto',
          email: `otto.${u}@yard.example`,
          company: `Otto Yard ${u}`,
          message: 'Hi',
          fill_ms: 10_000,
        },
      })
    ).status(),
  ).toBe(201);
  const post = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `Coming soon ${u}`,
    slug: `coming-soon-${u}`,
    content: '<p>Soon</p>',
    status: 'published',
    published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  for (let i = 0; i < 2; i += 1)
    expect((await visitor.get(`/old-catalogue-${u}`)).status()).toBe(404);

  await expect(async () => {
    await page.goto('/admin');
    await expect(page.getByTestId('overview-missing')).toContainText(`/old-catalogue-${u}`, {
      timeout: 1000,
    });
  }).toPass();
  await expect(
    page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Overview' }),
  ).toHaveAttribute('aria-current', 'page');
  // Not the Media System's notice.
  await expect(page.getByText('Complete Media Management System')).toHaveCount(0);
  const leads = page.getByTestId('overview-leads');
  await expect(leads).toContainText(`Otto Yard ${u}`);
  await expect(leads).not.toContainText(`otto.${u}`);
  await expect(page.getByTestId('overview-scheduled')).toContainText(`Coming soon ${u}`);
  await page.getByRole('link', { name: `Create a redirect from /old-catalogue-${u}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add redirect' }).getByLabel('From path'),
  ).toHaveValue(`/old-catalogue-${u}`);
  await callAction(api, 'deletePostAction', { id: post.data!.id });
  await api.dispose();
  await visitor.dispose();
});
