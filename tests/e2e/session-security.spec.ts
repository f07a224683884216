import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** The session token out of every script's reach, and a page that runs no script it did not ship (issue 13). */
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

/** Every CSP report the page makes, from the console and from securitypolicyviolation events. */
function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text()); });
  return violations;
}

async function signInThroughTheForm(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('main input[name="username_email"]').fill(username);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main button[type="submit"]').click();
  await page.waitForURL('**/chats/new');
}

test('the session token is in an HttpOnly cookie that no script can read, and the signed-in app works on it', async ({ browser }) => {
  const account = await createAccount(server, 'cookiejar1');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'language', value: 'en', url: server.url }]);
  const page = await context.newPage();
  const violations = watchPolicy(page);
  await signInThroughTheForm(page, account.username);

  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain('token=');
  expect(visible).not.toContain(token!.value);
  expect(visible).toContain(`username=${account.username}`);
  expect(visible).toMatch(/expiredAt=\d+/);

  // the API (a new private chat) and the socket (the reply streamed into the joined chat) both sign in from the cookie
  await page.locator('textarea[name="message"]').fill('Hello from behind an HttpOnly cookie');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-testid="message"][data-sender="bot"][data-status="OK"]')).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await expect(page.locator('[data-testid="message"][data-sender="user"]').first()).toBeVisible();
  expect(violations).toEqual([]);

  await page.locator('[data-testid="avatar-menu"]').click();
  await page.locator('[data-testid="logout"]').click();
  await page.waitForURL('**/login');
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await context.close();
});

test('an inline script injected into the page does not run, and the page still gets its styles', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const violations = watchPolicy(page);
  const response = await page.goto('/');
  await page.locator('main h1').waitFor();
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  expect(violations).toEqual([]);
  // styled-components' run-time styles were let in by the nonce: the page is laid out, not bare HTML
  expect(await page.evaluate(() => document.querySelectorAll('style[data-styled]').length)).toBeGreaterThan(0);
  expect(await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontFamily)).not.toBe(
    await page.evaluate(() => getComputedStyle(document.createElement('h1')).fontFamily),
  );

  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const blocked: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => blocked.push(e.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/nowhere.png" onerror="window.__injected = \'handler\'">';
    document.body.appendChild(holder);
    const link = document.createElement('a');
    link.href = 'javascript:window.__injected = "url"';
    document.body.appendChild(link);
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { injected: w.__injected ?? null, blocked };
  });
  expect(ran.injected).toBeNull();
  expect(ran.blocked.length).toBeGreaterThanOrEqual(2);
  expect(ran.blocked.every((d) => d.startsWith('script-src'))).toBe(true);
  await context.close();
});
