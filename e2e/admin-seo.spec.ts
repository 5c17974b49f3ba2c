/** SEO & Sitemap tab end to end (issue #9): generate, download, and it is the live document. */
import fs from 'node:fs';
import { seedPosts } from '../src/db/seed-data/posts';
import { toast } from './fixtures/admin';
import { expect, test } from './fixtures/test';

const published = seedPosts.filter(
  (p) =>
    p.status === 'published' && p.published_offset_days !== null && p.published_offset_days <= 0,
);

test('sitemap manager: generate, see the counts, download the same document /sitemap.xml serves', async ({
  adminPage: page,
  request,
}) => {
  await page.goto('/admin/seo');
  // The sitemap is live before any copy is made; what is "Not Generated" is the copy.
  await expect(page.getByTestId('sitemap-live')).toHaveText('Live');
  await expect(page.getByText('Downloadable copy: Not Generated')).toBeVisible();
  await expect(page.getByTestId('sitemap-status')).toHaveText('Not Generated');
  const download = page.getByRole('button', { name: 'Download XML' });
  await expect(download).toBeDisabled();

  await page.getByRole('button', { name: 'Generate Sitemap' }).click();
  const total = 8 + published.length;
  await expect(toast(page, 'Sitemap Generated Successfully')).toContainText(
    `Generated sitemap with ${total} URLs`,
  );
  await expect(page.getByTestId('sitemap-status')).toHaveText('Generated');
  const stats = page.getByTestId('sitemap-stats');
  await expect(stats.locator('dd')).toHaveText([
    '8',
    String(published.length),
    String(total),
    '100%',
  ]);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('sitemap.xml');
  await expect(toast(page, 'Sitemap Downloaded')).toBeVisible();
  const downloaded = fs.readFileSync((await file.path())!, 'utf8');
  const live = await (await request.get('/sitemap.xml')).text();
  expect(downloaded).toBe(live);
  expect(downloaded.match(/<url>/g)).toHaveLength(total);

  await page.reload();
  await expect(page.getByTestId('sitemap-status')).toHaveText('Generated');
  await expect(page.getByText(/Last generated \d/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google Search Console' })).toHaveAttribute(
    'href',
    /search\.google\.com/,
  );
});
