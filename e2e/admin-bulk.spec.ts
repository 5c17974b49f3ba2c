/**
 * Bulk Creator end to end (issue #9): a CSV of titles and keywords becomes draft posts in the
 * Blog Posts tab; bad files are refused with the spec's toasts; a lost session stops the run.
 * Runs on the no-banner server, whose post counts no other spec checks.
 */
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test.describe('bulk creator', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a 12-row CSV (a quoted comma, an incomplete row) becomes 11 drafts', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.noBanners);
    const page = await ctx.newPage();
    await page.goto('/admin/bulk');
    const u = unique();
    const titles = [
      `Forklifts, Scissor Lifts and Booms: What to Rent ${u}`,
      ...Array.from({ length: 10 }, (_, i) => `Rental Counter Tip ${i + 1} ${u}`),
    ];
    const csv = [
      'Title,Keyword,Notes',
      `"${titles[0]}",aerial lift rental,quoted comma`,
      ...titles.slice(1, 6).map((t, i) => `${t},counter tip ${i + 1},`),
      `Incomplete Row ${u},,no keyword`,
      ...titles.slice(6).map((t, i) => `${t},counter tip ${i + 6},`),
    ].join('\n');
    expect(csv.split('\n')).toHaveLength(13);

    await page.getByLabel('CSV file').setInputFiles(csvFile('articles.csv', csv));
    await expect(toast(page, 'Found 11 articles to generate')).toBeVisible();
    await expect(toast(page, 'CSV uploaded successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articles to Generate (11)' })).toBeVisible();
    const preview = page.getByTestId('bulk-preview').getByRole('listitem');
    await expect(preview).toHaveCount(10);
    await expect(preview.first()).toContainText(titles[0]!);
    await expect(preview.first()).toContainText('aerial lift rental');
    await expect(page.getByText('...and 1 more articles')).toBeVisible();

    await page.getByRole('button', { name: 'Generate Articles' }).click();
    await expect(toast(page, '11 articles generated successfully, 0 failed')).toBeVisible({
      timeout: 60_000,
    });
    await expect(toast(page, 'Bulk generation completed')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('bulk-progress-value')).toHaveText('100%');
    const results = page.getByTestId('bulk-results').getByRole('listitem');
    await expect(results).toHaveCount(11);
    await expect(results.filter({ hasText: 'Generated:' })).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Generate Articles' })).toBeEnabled();

    // Every title is a draft in the Blog Posts tab, not a public article.
    await page.getByRole('link', { name: 'Review the drafts in Blog Posts' }).click();
    await expect(page).toHaveURL(/\/admin\/posts/);
    for (const title of titles) {
      await expect(page.getByTestId('post-card').filter({ hasText: title })).toContainText('Draft');
    }
    await expect(
      page.getByTestId('post-card').filter({ hasText: `Incomplete Row ${u}` }),
    ).toHaveCount(0);
    const visitor = await ctx.newPage();
    const res = await visitor.goto(`/resources/rental-counter-tip-1-${u}`.toLowerCase());
    expect(res!.status()).toBe(404);

    // Generating the same list again: every title's slug exists, so each is a per-article failure.
    await page.goto('/admin/bulk');
    await page.getByLabel('CSV file').setInputFiles(csvFile('articles.csv', csv));
    await page.getByRole('button', { name: 'Generate Articles' }).click();
    await expect(toast(page, '0 articles generated successfully, 11 failed')).toBeVisible({
      timeout: 60_000,
    });
    await expect(results.filter({ hasText: 'Failed:' })).toHaveCount(11);

    // Clear All resets the list, the results and the progress.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByTestId('bulk-preview')).toHaveCount(0);
    await expect(page.getByTestId('bulk-results')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await ctx.close();
  });

  test('bad files are refused with the exact toasts; a lost session stops the run', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.noBanners);
    const page = await ctx.newPage();
    await page.goto('/admin/bulk');
    const input = page.getByLabel('CSV file');

    await input.setInputFiles(csvFile('titles.csv', 'title,notes\nA title,something\n'));
    await expect(toast(page, 'Invalid CSV format')).toBeVisible();
    await expect(toast(page, "CSV must contain 'title' and 'keyword' columns")).toBeVisible();
    await expect(page.getByTestId('bulk-preview')).toHaveCount(0);

    await input.setInputFiles({
      name: 'titles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await expect(toast(page, 'Invalid file type')).toBeVisible();
    await expect(toast(page, 'Please upload a CSV file')).toBeVisible();

    const u = unique();
    await input.setInputFiles(
      csvFile('two.csv', `title,keyword\nLost Session One ${u},a\nLost Session Two ${u},b\n`),
    );
    await expect(toast(page, 'Found 2 articles to generate')).toBeVisible();
    await ctx.clearCookies();
    await page.getByRole('button', { name: 'Generate Articles' }).click();
    await expect(toast(page, 'Generation failed')).toBeVisible();
    await expect(toast(page, 'Not authenticated')).toBeVisible();
    await expect(page.getByTestId('bulk-results')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Articles' })).toBeEnabled();
    await ctx.close();
  });
});
