/**
 * The Pages section, as a marketing person uses it: the home headline edited beside its live
 * preview (the public page unchanged until Publish, changed at once after), a list reordered and
 * added to, a field too long for the layout refused with its message, and an earlier publication
 * restored as the draft from History. On a server of its own words (the banner-less server: no
 * other spec reads its home page's words).
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { ABOUT_DEFAULTS } from '../src/lib/pages/about';
import { CONTACT_DEFAULTS } from '../src/lib/pages/contact';
import { HOME_DEFAULTS } from '../src/lib/pages/home';
import { PRIVACY_DEFAULTS } from '../src/lib/pages/privacy';
import { PRODUCT_DEFAULTS } from '../src/lib/pages/product';
import { SITE_DEFAULTS } from '../src/lib/pages/site';
import { SOLUTIONS_DEFAULTS } from '../src/lib/pages/solutions';
import { TESTIMONIALS_DEFAULTS } from '../src/lib/pages/testimonials';
import { WHY_DEFAULTS } from '../src/lib/pages/why';
import { callAction } from './fixtures/actions';
import { adminContext, solidPng, toast } from './fixtures/admin';
import { all, loadHtml, one, text } from './fixtures/html';
import { waitForMail } from './fixtures/mail';
import { expect, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_EDITOR_EMAIL } from './fixtures/users';

const SHIPPED_TITLE = 'Run your rental business from one place, and keep every asset earning';

/** A page's HTML without React's hydration data (`self.__next_f.push(…)` scripts). */
// A page's own markup: its header and footer (logos another spec assigns on this server) and the
// banner carousel (another spec creates and deletes banners here) are not the page's words.
const markupOf = (html: string) =>
  html
    .replace(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs, '<script>(data)</script>')
    .replace(/<header[\s>].*?<\/header>/s, '<header/>')
    .replace(/<footer[\s>].*?<\/footer>/s, '<footer/>')
    .replace(/<section aria-label="Announcements".*?<\/section>/s, '');

const section = (page: Page, key: string) => page.locator(`[data-form-section="${key}"]`);
const preview = (page: Page) =>
  page.frameLocator('iframe[title="Preview of the page with the draft"]');

test('the words moved into the database verbatim: each page is byte-identical once its shipped copy is published', async ({
  browser,
  request,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  for (const [key, path, defaults] of [
    ['home', '/', HOME_DEFAULTS],
    ['why', '/why-lizit', WHY_DEFAULTS],
    ['solutions', '/solutions', SOLUTIONS_DEFAULTS],
    ['product', '/product', PRODUCT_DEFAULTS],
    ['about', '/about', ABOUT_DEFAULTS],
    ['testimonials', '/testimonials', TESTIMONIALS_DEFAULTS],
    ['contact', '/contact', CONTACT_DEFAULTS],
    ['privacy', '/privacy-policy', PRIVACY_DEFAULTS],
  ] as const) {
    const url = `http://127.0.0.1:${PORTS.noBanners}${path}`;
    const before = await (await request.get(url)).text();
    const published = await callAction(ctx.request, 'publishPageAction', {
      key,
      content: defaults,
      version: 0,
    });
    expect(published.ok, JSON.stringify(published)).toBe(true);
    // The page as the shipped copy rendered it, and as the stored row renders it: the same bytes
    // of markup. (React's hydration data, the one inline script left out, numbers its rows in the
    // order the server's async reads finish, which differs between any two renders.)
    const after = await (await request.get(url)).text();
    expect(after, path).toContain('</html>');
    expect(markupOf(after), path).toBe(markupOf(before));
  }
  await ctx.close();
});

test('edit the home headline beside its preview, publish it, reorder and add to a list, restore an earlier publication', async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  const publicH1 = async () => text(one((await loadHtml(ctx.request, '/')).document, 'h1'));

  await page.goto('/admin/pages');
  // Published once already, by the test before, with the shipped words.
  await expect(page.getByTestId('page-state-home')).toContainText('Published');
  await page.getByRole('link', { name: 'Edit Home' }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(SHIPPED_TITLE);

  // Typing saves the draft and refreshes the preview; the public page keeps its words.
  const title = section(page, 'hero').getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Rent more, chase less');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Rent more, chase less',
  );
  expect(await publicH1()).toBe(SHIPPED_TITLE);

  // Too long for the layout: the field says so, nothing is saved, Publish waits.
  await title.fill('x'.repeat(101));
  await expect(section(page, 'hero').getByText('At most 100 characters')).toBeVisible();
  await expect(page.getByTestId('page-status')).toHaveText(
    'Fix the marked fields to save the draft',
  );
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await title.fill('Rent more, chase less');

  // The claims: the second moved up, a fifth added (the design takes 3 to 5).
  const hero = section(page, 'hero');
  await hero.getByRole('button', { name: 'Move Claims 2 up' }).click();
  await hero.getByRole('button', { name: 'Add to Claims' }).click();
  await expect(hero.getByRole('button', { name: 'Add to Claims' })).toBeDisabled();
  await hero
    .getByRole('textbox', { name: 'Claims 5', exact: true })
    .fill('Support from people who ran rental yards');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  expect(await publicH1()).toBe('Rent more, chase less');
  const claims = all(
    (await loadHtml(ctx.request, '/')).document,
    '[aria-label="Key benefits"] li',
  ).map(text);
  expect(claims).toEqual([
    'Digital contracts with e-signature and ID verification',
    'Real-time availability across every yard and location',
    'Quotes, invoices and card payments in one flow',
    'Go live in 3-4 weeks with free data migration',
    'Support from people who ran rental yards',
  ]);

  // A second publication; History restores the first as the draft, the public page unchanged.
  await title.fill('Every asset earning');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const rows = history.getByTestId('revision');
  await expect(rows).toHaveCount(3);
  const diff = history.getByTestId('revision-diff');
  await expect(diff.getByRole('heading', { name: 'Hero › Title' })).toBeVisible();
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this revision?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(title).toHaveValue('Rent more, chase less');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Rent more, chase less',
  );
  expect(await publicH1()).toBe('Every asset earning');

  // Put the shipped words back for whoever reads this server's home page next.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(toast(page, 'Draft discarded')).toBeVisible();
  await ctx.close();
});

test("an Editor's changes wait for an admin's review: sent back with a note, requested again, approved", async ({
  browser,
}) => {
  const origin = `http://127.0.0.1:${PORTS.noBanners}`;
  const editorCtx = await browser.newContext({
    baseURL: origin,
    storageState: await signedInState(E2E_EDITOR_EMAIL, PORTS.noBanners),
  });
  const adminCtx = await adminContext(browser, PORTS.noBanners);
  const editor = await editorCtx.newPage();
  const admin = await adminCtx.newPage();
  const publicH1 = async () => text(one((await loadHtml(adminCtx.request, '/')).document, 'h1'));
  const status = (page: Page) => page.getByTestId('page-status');

  await editor.goto('/admin/pages/home');
  // Reviews are on by default: an Editor has no Publish, only Request review.
  await expect(editor.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await section(editor, 'hero')
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Reviewed headline');
  await expect(status(editor)).toContainText('Draft saved');
  await editor.getByRole('button', { name: 'Request review' }).click();
  await expect(toast(editor, 'Review requested')).toBeVisible();
  await expect(editor.getByTestId('page-review')).toContainText('Waiting for review');
  const [asked] = await waitForMail(
    (m) =>
      m.to === E2E_ADMIN_EMAIL &&
      m.headers.subject === 'Review requested: the Home page' &&
      m.body.includes(`${origin}/admin/pages/home`),
  );
  expect(asked!.body).toContain(E2E_EDITOR_EMAIL);

  // The admin finds it waiting, and sends it back with a note.
  await admin.goto('/admin/pages');
  await expect(admin.getByTestId('page-waiting-home')).toContainText(E2E_EDITOR_EMAIL);
  await admin.getByTestId('page-waiting-home').getByRole('link', { name: 'Home' }).click();
  await expect(admin.getByTestId('page-review')).toContainText(E2E_EDITOR_EMAIL);
  await admin.getByRole('button', { name: 'Send back…' }).click();
  const sendBack = admin.getByRole('dialog', { name: 'Send the changes back' });
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(sendBack.getByText('Say what to change')).toBeVisible();
  await sendBack.getByLabel('What to change').fill('A shorter headline, please');
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(toast(admin, 'Sent back')).toBeVisible();
  expect(await publicH1()).not.toBe('Reviewed headline');

  // The Editor reads the note, changes the words and asks again; the admin approves.
  await editor.reload();
  await expect(editor.getByTestId('page-review-note')).toContainText('A shorter headline, please');
  await section(editor, 'hero')
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Reviewed');
  await expect(status(editor)).toContainText('Draft saved');
  await editor.getByRole('button', { name: 'Request review' }).click();
  await expect(toast(editor, 'Review requested')).toBeVisible();
  await admin.reload();
  await admin.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(toast(admin, 'Published')).toBeVisible();
  expect(await publicH1()).toBe('Reviewed');
  await editor.reload();
  await expect(editor.getByTestId('page-review')).toHaveCount(0);
  await expect(editor.getByTestId('page-review-note')).toHaveCount(0);
  await editorCtx.close();
  await adminCtx.close();
});

test('the why page FAQ: a question moved up and one added, on the public page and in its structured data', async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Why Lizit' }).click();
  await page.locator('[data-form-section="faq"] summary').click();
  const faq = section(page, 'faq');
  await faq.getByRole('button', { name: 'Move Questions 3 up' }).click();
  await faq.getByRole('button', { name: 'Add to Questions' }).click();
  const added = faq.locator('[data-list-item="faq.items.9"]');
  await added.getByRole('textbox', { name: 'Question' }).fill('Do you support multi-day events?');
  // An empty answer is marked; the draft waits until it is written.
  await expect(page.getByTestId('page-status')).toHaveText(
    'Fix the marked fields to save the draft',
  );
  await added.locator('[contenteditable="true"]').click();
  await page.keyboard.type('Yes: book a tent for a whole weekend.');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(preview(page).locator('[data-testid="faq"] h3').nth(1)).toHaveText(
    'What happens to our data if we cancel?',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);

  const { document } = await loadHtml(ctx.request, '/why-lizit');
  const questions = all(document, '[data-testid="faq"] h3').map(text);
  expect(questions).toHaveLength(10);
  expect(questions.slice(0, 3)).toEqual([
    'How long does it take to go live with Lizit?',
    'What happens to our data if we cancel?',
    'Can you move our data from spreadsheets or our current system?',
  ]);
  expect(questions[9]).toBe('Do you support multi-day events?');
  const jsonLd = all(document, 'script[type="application/ld+json"]')
    .map(
      (s) =>
        JSON.parse(s.textContent ?? '{}') as {
          '@type'?: string;
          mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
        },
    )
    .find((d) => d['@type'] === 'FAQPage');
  expect(jsonLd?.mainEntity?.map((q) => q.name)).toEqual(questions);
  expect(jsonLd?.mainEntity?.[9]?.acceptedAnswer.text).toBe(
    'Yes: book a tent for a whole weekend.',
  );
  await ctx.close();
});

test('two people editing at once: the second save opens the conflict view, field by field', async ({
  browser,
}) => {
  const first = await adminContext(browser, PORTS.noBanners);
  const second = await adminContext(browser, PORTS.noBanners);
  const a = await first.newPage();
  const b = await second.newPage();
  await a.goto('/admin/pages/home');
  await b.goto('/admin/pages/home');
  const eyebrow = (page: Page) =>
    section(page, 'hero').getByRole('textbox', { name: 'Eyebrow', exact: true });

  await eyebrow(a).fill('Eyebrow from A');
  await expect(a.getByTestId('page-status')).toContainText('Draft saved');
  await eyebrow(b).fill('Eyebrow from B');
  const dialog = b.getByRole('dialog', { name: 'Someone else saved this page' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-hero.eyebrow-mine')).toHaveText('Eyebrow from B');
  await expect(dialog.getByTestId('conflict-hero.eyebrow-theirs')).toHaveText('Eyebrow from A');
  // Only the field that differs is offered, named as the form names it.
  const fields = dialog.getByTestId('conflict-fields').locator('fieldset');
  await expect(fields).toHaveCount(1);
  await expect(fields.locator('legend')).toHaveText('Hero › Eyebrow');
  await dialog.getByRole('button', { name: 'Use these values' }).click();
  await expect(b.getByTestId('page-status')).toContainText('Draft saved');
  await a.reload();
  await expect(eyebrow(a)).toHaveValue('Eyebrow from B');

  await a.getByRole('button', { name: 'Discard draft' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(toast(a, 'Draft discarded')).toBeVisible();
  await first.close();
  await second.close();
});

test('site settings: a new contact e-mail and guide link, previewed on the home page, then on every page at once', async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  const footerEmail = async (path: string) =>
    text(one((await loadHtml(ctx.request, path)).document, 'footer a[href^="mailto:"]'));
  // Each page is in the HTML cache before the change (the second request is served from it).
  for (const path of ['/', '/about', '/privacy-policy', '/resources']) {
    await ctx.request.get(path);
    expect(await footerEmail(path)).toBe(SITE_DEFAULTS.contact.email);
  }

  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Site settings' }).click();
  const email = section(page, 'contact').getByRole('textbox', { name: 'Contact e-mail' });
  await email.fill('sales@lizit.example');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  // The preview is the home page with the draft settings: its footer has the new address.
  await expect(preview(page).locator('footer a[href^="mailto:"]')).toHaveText(
    'sales@lizit.example',
  );
  expect(await footerEmail('/')).toBe(SITE_DEFAULTS.contact.email);

  // A link must be a web address or a site path.
  await page.locator('[data-form-section="links"] summary').click();
  const guide = section(page, 'links').getByRole('textbox', { name: 'Free guide' });
  await guide.fill('javascript:alert(1)');
  await expect(page.locator('#page-field-links-freeGuide-error')).toHaveText(
    'A web address (https://…) or a path on this site (/contact)',
  );
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await guide.fill('/resources');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  for (const path of ['/', '/about', '/privacy-policy', '/resources'])
    expect(await footerEmail(path), path).toBe('sales@lizit.example');
  const home = (await loadHtml(ctx.request, '/')).document;
  expect(
    all(home, 'a')
      .find((a) => text(a).includes('Download Free Guide'))
      ?.getAttribute('href'),
  ).toBe('/resources');
  const jsonLd = all(home, 'script[type="application/ld+json"]').map((s) => s.textContent ?? '');
  expect(jsonLd.find((json) => json.includes('"Organization"'))).toContain(
    '"email":"sales@lizit.example"',
  );

  // Back to the shipped settings, for the rest of this server's pages (one section is open at a
  // time).
  await guide.fill(SITE_DEFAULTS.links.freeGuide);
  await page.locator('[data-form-section="contact"] summary').click();
  await email.fill(SITE_DEFAULTS.contact.email);
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  expect(await footerEmail('/about')).toBe(SITE_DEFAULTS.contact.email);
  await ctx.close();
});

test('a stat value too wide for its tile on a phone is flagged before publishing', async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  await page.goto('/admin/pages/home');
  const value = section(page, 'hero').locator('[data-field="hero.stats.0.value"]');
  // Ten characters are within the field's limit; ten wide digits are not within a phone's tile.
  await value.getByRole('textbox').fill('8888888888');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(value.getByTestId('layout-warning')).toHaveText(
    'Too wide for the layout on a phone (390 px): shorten it',
  );
  await expect(page.getByTestId('layout-summary')).toHaveText(
    '1 field is too wide for the layout: see the marked fields.',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Some words do not fit the layout' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Shortened, it fits: the warning goes once the preview has the new words.
  await value.getByRole('textbox').fill('88+');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(value.getByTestId('layout-warning')).toHaveCount(0);
  await expect(page.getByTestId('layout-summary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(toast(page, 'Draft discarded')).toBeVisible();
  await ctx.close();
});

test("a page's search and social settings: title, noindex, and a social image drawn with the new title", async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  await page.goto('/admin/pages/why');
  await page.locator('[data-form-section="seo"] summary').click();
  const seo = section(page, 'seo');
  await seo.getByRole('textbox', { name: 'Page title', exact: true }).fill('Why yards pick Lizit');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(page.getByTestId('page-seo-previews')).toContainText('Why yards pick Lizit | Lizit');
  await seo.getByLabel('Hide from search engines').check();
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);

  const { document } = await loadHtml(ctx.request, '/why-lizit');
  expect(text(one(document, 'title'))).toMatch(/^Why yards pick Lizit \| Lizit /);
  expect(one(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  const image = one(document, 'meta[property="og:image"]').getAttribute('content')!;
  expect(image).toMatch(/\/og\/why\.png\?v=[0-9a-z]+$/);
  const png = await ctx.request.get(new URL(image).pathname + new URL(image).search);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');

  // A share image of its own: uploaded, previewed on the card, shared instead of the drawn one.
  await seo.locator('#page-field-seo-image').setInputFiles({
    name: 'share.png',
    mimeType: 'image/png',
    buffer: await solidPng(1200, 630),
  });
  await expect(toast(page, 'Image uploaded successfully!')).toBeVisible();
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(page.getByTestId('page-seo-previews')).toContainText('the share image you chose');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // The first publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  const shared = one(
    (await loadHtml(ctx.request, '/why-lizit')).document,
    'meta[property="og:image"]',
  );
  expect(new URL(shared.getAttribute('content')!).pathname).toMatch(
    /^\/storage\/blog-images\/featured\/.+\.png$/,
  );
  await ctx.close();
});

test('the preview needs its signed token: a forged or missing one shows nothing of the draft', async ({
  request,
}) => {
  for (const query of ['', '?token=1', `?token=${'9'.repeat(13)}.${'a'.repeat(43)}`]) {
    const res = await request.get(`http://127.0.0.1:${PORTS.noBanners}/preview/pages/home${query}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('This preview has expired');
    expect(html).not.toContain('data-preview-section');
  }
});
