import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, createAccount, PASSWORD, signIn, type Account } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** Sessions that end kindly (issue 18): the expiry is said, the draft kept, the login comes back to the page. */
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const EXPIRED = { en: 'Your session has expired, please log in again', es: 'Tu sesión ha caducado, vuelve a iniciar sesión' };
const LOGGED_OUT = { en: 'You have logged out. Take care.', es: 'Has cerrado sesión. Cuídate.' };

/** A private no-bot chat of the account, with one message in it. */
async function privateChat(account: Account): Promise<string> {
  const chat = await apiAs<{ id: string }>(server, account, 'POST', '/chats/new/private', { message: 'Notes for myself' });
  return chat.id;
}

async function logInThroughTheForm(page: Page, username: string) {
  await page.locator('main input[name="username_email"]').fill(username);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main button[type="submit"]').click();
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

for (const language of ['es', 'en'] as const) {
  test(`a session the server ends says it expired, keeps the draft through a reload and the login, and returns to the chat (${language})`, async ({ browser }) => {
    const account = await createAccount(server, `expire401${language}`);
    const chatId = await privateChat(account);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await signIn(context, server, account, language);
    const page = await open(context, `/chats/${chatId}`);
    const composer = page.locator('[data-testid="composer"]');
    await composer.fill('Half a thought I want to keep');

    // The server ends the session (as an expired token would be refused): the socket is dropped and refused.
    await apiAs(server, account, 'GET', '/auth/logout');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/chats/${chatId}`);
    await expect(page.getByText(EXPIRED[language])).toBeVisible();
    await expect(page.getByText(LOGGED_OUT[language])).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(EXPIRED[language])).toBeVisible();
    await logInThroughTheForm(page, account.username);
    await page.waitForURL(`**/chats/${chatId}`);
    await expect(composer).toHaveValue('Half a thought I want to keep');
    expect(await page.evaluate(() => document.cookie)).toContain(`username=${account.username}`);

    // Sent: the draft is gone, from the box and from a reload.
    await page.locator('[data-testid="send"]').click();
    await expect(composer).toHaveValue('');
    await expect(page.locator('[data-testid="message"]').filter({ hasText: 'Half a thought I want to keep' })).toHaveCount(1);
    await page.reload();
    await expect(page.locator('[data-testid="message"]').filter({ hasText: 'Half a thought I want to keep' })).toHaveCount(1);
    await expect(composer).toHaveValue('');
    await context.close();
  });

  test(`expiredAt passing with the app open says the session expired and comes back after the login (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const width of [375, 1280]) {
      // One account per width: the expiry ends the session on the server too (GET /api/auth/logout).
      const account = await createAccount(server, `expireclock${language}${width}`);
      const chatId = await privateChat(account);
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 812 } });
      await signIn(context, server, account, language);
      // Ten minutes left; the page's clock then jumps past them (the server's session itself stays valid).
      await context.addCookies([{ name: 'expiredAt', value: String(Date.now() + 600_000), url: server.url }]);
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`/chats/${chatId}`);
      await page.locator('[data-testid="composer"]').fill(`Typed at ${width} px`);
      expect(new URL(page.url()).pathname).toBe(`/chats/${chatId}`);
      await page.clock.fastForward('10:30');
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('expired') === '1');
      await expect(page.getByText(EXPIRED[language])).toBeVisible();
      await shot(page, `session-expired-${language}-${width}`);
      await logInThroughTheForm(page, account.username);
      await page.waitForURL(`**/chats/${chatId}`);
      await expect(page.locator('[data-testid="composer"]')).toHaveValue(`Typed at ${width} px`);
      await context.close();
    }
  });

  test(`a signed-out person on a private chat's link, or a missing one, is offered the same login and lands on the chat after it (${language})`, async ({ browser }) => {
    const account = await createAccount(server, `privlink${language}`);
    const chatId = await privateChat(account);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'language', value: language, url: server.url }]);

    const missing = await open(context, `/chats/${randomUUID()}`);
    const offer = missing.locator('[data-testid="sign-in-required-login"]');
    await expect(offer).toBeVisible();
    const missingText = await missing.locator('main').innerText();
    await missing.close();

    const page = await open(context, `/chats/${chatId}`);
    await expect(page.locator('[data-testid="sign-in-required-login"]')).toBeVisible();
    expect(await page.locator('main').innerText()).toBe(missingText);
    await expect(page.getByText('Notes for myself')).toHaveCount(0);
    await page.locator('[data-testid="sign-in-required-login"]').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/chats/${chatId}`);
    await logInThroughTheForm(page, account.username);
    await page.waitForURL(`**/chats/${chatId}`);
    await expect(page.locator('[data-testid="message"]').filter({ hasText: 'Notes for myself' })).toHaveCount(1);
    await context.close();
  });
}

test('the first message typed on /chats/new is kept through an expired session and the login, and gone once the chat exists', async ({ browser }) => {
  const account = await createAccount(server, 'newdraft');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
  await signIn(context, server, account, 'es');
  const page = await open(context, '/chats/new');
  const box = page.locator('textarea[name="message"]');
  await box.fill('Algo que quiero contar');
  await apiAs(server, account, 'GET', '/auth/logout');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/chats/new');
  await logInThroughTheForm(page, account.username);
  await page.waitForURL('**/chats/new');
  await expect(box).toHaveValue('Algo que quiero contar');
  await box.press('Enter');
  await page.waitForURL((url) => /^\/chats\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.goto('/chats/new');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('');
  await context.close();
});

test('a deliberate logout keeps its own message', async ({ browser }) => {
  const account = await createAccount(server, 'byebye');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await signIn(context, server, account, 'en');
  const page = await open(context, '/chats/me');
  await page.locator('[data-testid="avatar-menu"]').click();
  await page.locator('[data-testid="logout"]').click();
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page.getByText(LOGGED_OUT.en)).toBeVisible();
  await expect(page.getByText(EXPIRED.en)).toHaveCount(0);
  await context.close();
});

test('granting Premium or a role, from the admin API or the admin CLI, applies in place without signing the person out', async ({ browser }) => {
  const admin = await createAccount(server, 'grantadmin');
  await server.admin('role', admin.username, 'admin');
  const person = await createAccount(server, 'granted');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await signIn(context, server, person, 'en');
  const page = await context.newPage();
  // The socket's welcome (Engine.IO "40"): from then on the person's room hears account:changed.
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => { if (String(payload).startsWith('40')) resolve(); }));
  });
  await page.goto('/chats/me');
  await connected;
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'My chats' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My diary' })).toHaveCount(0);

  await apiAs(server, admin, 'PUT', `/admin/users/${person.username}/subscription`, { subscription: 'premium' });
  await expect(nav.getByRole('link', { name: 'My diary' })).toBeVisible();
  await apiAs(server, admin, 'PUT', `/admin/users/${person.username}/role`, { role: 'professional' });
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'role')?.value).toBe('professional');
  expect(new URL(page.url()).pathname).toBe('/chats/me');

  // The CLI cannot reach the open tab, but it no longer ends the session: the next calls still work.
  await server.admin('subscription', person.username, 'basic');
  await server.admin('role', person.username, 'user-premium');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'My chats' })).toBeVisible();
  await page.goto('/chats/new');
  await expect(page.locator('textarea[name="message"]')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/chats/new');
  await expect(page.getByText(LOGGED_OUT.en)).toHaveCount(0);
  await expect(page.getByText(EXPIRED.en)).toHaveCount(0);
  await context.close();
});
