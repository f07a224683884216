import { expect, test, type Page } from '@playwright/test';
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
  for (const id of ['hero-title', 'highlights-title', 'features-title', 'pricing-title', 'faq-title', 'contact-title']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
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
    await context.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`CLS at ${width}px: ${cls.toFixed(4)}`);
    expect(cls, `CLS at ${width}px`).toBeLessThan(0.05);
    await context.close();
  }
});
