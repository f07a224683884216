import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, createAccount, signIn, type Account } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * SPEC §2: names link to profiles only for signed-in viewers. An anonymous visitor of the public pages (explore
 * and a public chat) reads the owner's and the authors' names as plain text; a signed-in viewer of the same
 * pages gets links. Fixtures through the API: a public chat by one person, answered by another.
 */
let server: ServerProcess;
let viewer: Account;
let chatId: string;
const OWNER = 'openowner';
const WRITER = 'kindwriter';
const TITLE = 'Nights before exams';
const PROFILE_LINKS = '[data-testid="user-link"], [data-testid="chat-owner-link"]';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  const [owner, writer] = [await createAccount(server, OWNER), await createAccount(server, WRITER)];
  viewer = await createAccount(server, 'signedviewer');
  const chat = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/private', { message: 'I cannot sleep the night before an exam' });
  chatId = chat.id;
  await apiAs(server, owner, 'PUT', `/chats/edit/${chatId}`, { title: TITLE, description: '', tags: ['stress'] });
  await apiAs(server, owner, 'PUT', `/chats/share/${chatId}`, { public: true });
  await apiAs(server, writer, 'POST', `/chats/${chatId}/messages`, { message: 'A walk in the evening helped me a lot' });
});
test.afterAll(async () => { await server?.stop(); });

async function newPage(browser: Browser, account?: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'language', value: 'en', url: server.url }]);
  if (account) await signIn(context, server, account, 'en');
  return context.newPage();
}

const exploreItem = (page: Page) => page.locator('[data-testid="chat-item"]', { hasText: TITLE });
const messages = (page: Page) => page.getByTestId('message');

test('an anonymous visitor sees the names on explore and in a public chat, but no profile links', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/chats');
  await expect(exploreItem(page)).toContainText(`by ${OWNER}`);
  await expect(page.locator(PROFILE_LINKS)).toHaveCount(0);

  await page.goto(`/chats/${chatId}`);
  await expect(messages(page)).toHaveCount(2);
  // the owner's messages sit on the right for visitors, but under the owner's name, not "You"
  await expect(messages(page).nth(0)).toContainText(OWNER);
  await expect(messages(page).nth(0)).not.toContainText('You');
  await expect(messages(page).nth(1)).toContainText(WRITER);
  await expect(page.locator(PROFILE_LINKS)).toHaveCount(0);
  await expect(page.locator('a[href^="/users/profile/"]')).toHaveCount(0);
});

test('a signed-in viewer of the same pages gets links to the owner\'s and the authors\' profiles', async ({ browser }) => {
  const page = await newPage(browser, viewer);
  await page.goto('/chats');
  const ownerLink = exploreItem(page).getByTestId('chat-owner-link');
  await expect(ownerLink).toHaveAttribute('href', `/users/profile/${OWNER}`);
  await expect(ownerLink).toContainText(OWNER);

  await page.goto(`/chats/${chatId}`);
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).nth(0).getByTestId('user-link')).toHaveAttribute('href', `/users/profile/${OWNER}`);
  await expect(messages(page).nth(1).getByTestId('user-link')).toHaveAttribute('href', `/users/profile/${WRITER}`);
  await messages(page).nth(1).getByTestId('user-link').click();
  await page.waitForURL(`**/users/profile/${WRITER}`);
});
