import { expect, test, type Page } from '@playwright/test';
import { layoutShift, observeLayoutShift } from './layout-shift.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { prepareContext } from './session.js';

/** The landing page against the real server: contact form, newsletter double opt-in, layout stability. */
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const links = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

async function landing(browser: import('@playwright/test').Browser, language: 'es' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
  await prepareContext(context, server.url, 'light', language);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('main h1').waitFor();
  return page;
}

test('every SPEC §1 landing section is there, with the offers', async ({ browser }) => {
  const page = await landing(browser, 'en');
  for (const id of ['hero-title', 'highlights-title', 'features-title', 'pricing-title', 'releases-title', 'faq-title', 'contact-title']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  const features = page.locator('#features');
  for (const title of ['Privacy first', 'Verified professionals', 'A caring community', 'Thoughtful recommendations']) {
    await expect(features.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.locator('#releases').getByRole('heading', { level: 3 })).toHaveCount(4);
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText('Free for the first 1000 users');
  await expect(pricing).toContainText('20 assistant replies a day');
  await expect(pricing).toContainText('50 assistant replies a day');
  await expect(pricing).toContainText('Advanced models');
  await expect(pricing).toContainText('Personal diary');
  await expect(pricing).toContainText('Coming soon');
  for (const name of ['Product', 'Company', 'Access', 'Legal']) await expect(page.getByRole('navigation', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legal/terms');
  await expect(page.locator('[data-testid="hero-start"]')).toHaveAttribute('href', '/signup');
});

const HOME = 'A safe place to say how you really feel';
const GUARDED = 'Sign-in required';
/**
 * Each entry of the header menu: its name, its address and the page heading a visitor lands on. SPEC §2's
 * twelve words name nine destinations: "new chat" is Talk, "chats" and "public" are Explore (issue 18).
 */
const SITE_MENU = [
  ['Home', '/', HOME], ['Talk', '/chats/new', GUARDED], ['Explore', '/chats', 'Explore'], ['My chats', '/chats/me', GUARDED],
  ['My diary', '/diary', GUARDED], ['Heal', '/#features', HOME], ['Pricing', '/#pricing', HOME], ['Releases', '/#releases', HOME],
  ['Contact', '/#contact', HOME],
] as const;

test('the header menu lists SPEC §2\'s destinations, each once and each a real page or section, by keyboard too', async ({ browser }) => {
  const page = await landing(browser, 'en');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu.getByRole('link')).toHaveText(SITE_MENU.map(([name]) => name));
  for (const [index, [, href]] of SITE_MENU.entries()) await expect(menu.getByRole('link').nth(index)).toHaveAttribute('href', href);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // From a page that is none of them, each link leads where it says (explore adds its filters to the address).
  for (const [name, href, heading] of SITE_MENU) {
    await page.goto('/legal/terms');
    await toggle.click();
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(menu).toHaveCount(0);
    const target = new URL(href, server.url);
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash
      && [...target.searchParams].every(([key, value]) => url.searchParams.get(key) === value));
    await expect(page.locator('main h1')).toHaveText(heading);
    if (target.hash) await expect(page.locator(target.hash)).toBeInViewport();
  }
});

test('the header menu fits a 375 px phone: icon only, no horizontal scroll when open', async ({ browser }) => {
  const page = await landing(browser, 'es', 375);
  const toggle = page.getByRole('button', { name: 'Menú', exact: true });
  expect((await toggle.boundingBox())!.width).toBeLessThanOrEqual(40);
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menú del sitio' });
  await expect(menu.getByRole('link')).toHaveCount(SITE_MENU.length);
  const box = (await menu.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 375, `menu at ${box.x}..${box.x + box.width}`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.mouse.click(370, 730); // the page's right margin, outside the menu
  await expect(menu).toHaveCount(0);
});

test('the contact form validates, posts {email, body} and thanks with a toast; staff get the mail', async ({ browser }) => {
  const page = await landing(browser, 'en');
  const form = page.locator('[data-testid="contact-form"]');
  let posted = 0;
  page.on('request', (r) => { if (r.url().endsWith('/api/contact')) posted++; });
  await form.locator('input[name="email"]').fill('not-an-email');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(form.locator('input[name="email"]')).toBeFocused();
  await expect(form.getByText('Field required')).toBeVisible();
  expect(posted).toBe(0);

  await form.locator('input[name="email"]').fill('reader@example.com');
  await form.locator('textarea[name="body"]').fill('Hello! I would like to know when the diary arrives.');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await form.locator('button[type="submit"]').click();
  expect((await request).postDataJSON()).toEqual({ email: 'reader@example.com', body: 'Hello! I would like to know when the diary arrives.' });
  expect((await response).status()).toBe(201);
  const toast = page.locator('[data-testid="toast"][data-type="success"]');
  await expect(toast).toContainText('Message sent');
  await expect(form.locator('textarea[name="body"]')).toHaveValue('');
  await expect.poll(() => server.outbox().some((m) => m.text.includes('when the diary arrives'))).toBe(true);
});

test('a failed contact shows an error toast with the server detail', async ({ browser }) => {
  const page = await landing(browser, 'es');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ detail: 'Demasiados intentos', code: 'rate_limited' }) }));
  const form = page.locator('[data-testid="contact-form"]');
  await form.locator('input[name="email"]').fill('lector@example.com');
  await form.locator('textarea[name="body"]').fill('Hola');
  await form.locator('button[type="submit"]').click();
  const toast = page.locator('[data-testid="toast"][data-type="error"]');
  await expect(toast).toContainText('No hemos podido enviar tu mensaje');
  await expect(toast).toContainText('Demasiados intentos');
  await expect(form.locator('textarea[name="body"]')).toHaveValue('Hola');
});

test('newsletter: subscribe in the footer, confirm from the mail, unsubscribe from the mail', async ({ browser }) => {
  const page = await landing(browser, 'en');
  const form = page.locator('[data-testid="newsletter-form"]');
  await form.locator('input').fill('letters@example.com');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
  await form.locator('button[type="submit"]').click();
  expect((await response).status()).toBe(202);
  await expect(page.locator('[data-testid="toast"][data-type="success"]')).toBeVisible();
  await expect(form.locator('input')).toHaveValue('');

  let mail: ReturnType<ServerProcess['outbox']>[number] | undefined;
  await expect.poll(() => (mail = server.outbox().reverse().find((m) => m.to.includes('letters@example.com')))).toBeTruthy();
  const confirm = links(mail!.text).find((u) => u.pathname === '/newsletter/confirm');
  const unsubscribe = links(mail!.text).find((u) => u.pathname === '/newsletter/unsubscribe');
  expect(confirm && unsubscribe).toBeTruthy();
  await page.goto(confirm!.pathname + confirm!.search);
  await expect(page.locator('main [role="status"]')).toBeVisible();
  await page.goto(confirm!.pathname + '?token=not-a-real-token-at-all');
  await expect(page.locator('main [role="alert"]')).toBeVisible();
  await page.goto(unsubscribe!.pathname + unsubscribe!.search);
  await expect(page.locator('main [role="status"]')).toBeVisible();
});

test('the landing page does not shift while it loads (CLS under 0.05) at 375 and 1280 px', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
    await observeLayoutShift(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(500);
    const cls = await layoutShift(page);
    console.log(`CLS at ${width}px: ${cls.toFixed(4)}`);
    expect(cls, `CLS at ${width}px`).toBeLessThan(0.05);
    await context.close();
  }
});
