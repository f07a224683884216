import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin } from './professional-fixtures.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const FIRST = { es: 'Últimamente me cuesta dormir y no sé por qué', en: 'Lately I find it hard to sleep and I do not know why' };

/** A bot chat of `owner`, titled by its first message, shared with `reader` (who accepts). */
async function botChatSharedWith(owner: Account, reader: Account, message: string): Promise<string> {
  const chat = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/bot', { user_message: message });
  await apiAs(server, owner, 'PUT', `/chats/share/${chat.id}`, { users: [reader.username] });
  await apiAs(server, reader, 'PUT', `/chats/invitations/${chat.id}`, { accept: true });
  return chat.id;
}

const box = async (page: Page, testId: string) => {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not on screen`);
  return found;
};

/** On a phone the title has its own line: as wide as the header less the rename button, above the actions. */
async function titleHasItsLine(page: Page, actionTestId: string) {
  const [title, action, header] = await Promise.all([box(page, 'chat-header-title'), box(page, actionTestId), box(page, 'chat-status')]);
  expect(title.y + title.height).toBeLessThanOrEqual(action.y);
  expect(title.width).toBeGreaterThan(250);
  expect(header.y).toBeGreaterThan(title.y);
}

for (const language of ['es', 'en'] as const) {
  test(`the chat header gives its title its own line on a phone, for the owner and a reader, light and dark (${language})`, async ({ browser }) => {
    const [owner, reader] = await Promise.all(['hdowner', 'hdreader'].map((who) => createAccount(server, `${who}${language}`)));
    const chatId = await botChatSharedWith(owner, reader, FIRST[language]);
    for (const [who, account, action] of [['owner', owner, 'share-open'], ['reader', reader, 'chat-menu']] as const) {
      const page = await openSignedIn(browser, server, account, language, 375);
      await page.goto(`/chats/${chatId}`);
      await expect(page.getByTestId('chat-header-title')).toHaveText(FIRST[language]);
      await titleHasItsLine(page, action);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await expect(page.getByTestId('chat-menu')).toBeVisible();
          // let the colours finish their transition
          await page.waitForTimeout(400);
          await shot(page, `chat-header-${who}-${width}-${scheme}-${language}`);
        }
      }
      await page.context().close();
    }
  });
}

test('the header menu stays open while a live message lands and the timeline follows it', async ({ browser }) => {
  const [owner, reader] = await Promise.all(['hmowner', 'hmreader'].map((who) => createAccount(server, who)));
  // a first message long enough that the timeline scrolls to follow the next one
  const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n\n');
  const chatId = await botChatSharedWith(owner, reader, long);
  const page = await openSignedIn(browser, server, reader, 'en');
  await page.goto(`/chats/${chatId}`);
  await expect(page.locator('[data-testid="message"]').nth(1)).toBeVisible();
  await page.getByTestId('chat-menu').click();
  await expect(page.getByTestId('menu-mute')).toBeVisible();
  const scrolled = page.evaluate(() => new Promise<boolean>((resolve) => {
    window.addEventListener('scroll', () => resolve(true), { capture: true, once: true });
    setTimeout(() => resolve(false), 8_000);
  }));
  await apiAs(server, owner, 'POST', `/chats/${chatId}/messages`, { message: 'a live message' });
  await expect(page.getByText('a live message')).toBeVisible();
  expect(await scrolled).toBe(true);
  await expect(page.getByTestId('menu-mute')).toBeVisible();
  await shot(page, 'chat-header-menu-after-live-message-1280-en');
  await page.context().close();
});

test('the header menu stays open when the socket join lands after the chat was read over HTTP', async ({ browser }) => {
  const [owner, reader] = await Promise.all(['hjowner', 'hjreader'].map((who) => createAccount(server, who)));
  const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n\n');
  const chatId = await botChatSharedWith(owner, reader, long);
  const page = await openSignedIn(browser, server, reader, 'en');
  // the socket's answers wait until released: the chat is first read over HTTP (after 4 s), then the join lands
  const held: (() => void)[] = [];
  let holding = true;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const upstream = ws.connectToServer();
    upstream.onMessage((message) => (holding ? held.push(() => ws.send(message)) : ws.send(message)));
  });
  await page.goto(`/chats/${chatId}`);
  await expect(page.locator('[data-testid="message"]').nth(1)).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('chat-menu').click();
  await expect(page.getByTestId('menu-mute')).toBeVisible();
  const scrolled = page.evaluate(() => new Promise<boolean>((resolve) => {
    window.addEventListener('scroll', () => resolve(true), { capture: true, once: true });
    setTimeout(() => resolve(false), 8_000);
  }));
  holding = false;
  for (const send of held.splice(0)) send();
  // the join's snapshot replaces the timeline, which scrolls to its newest item again
  expect(await scrolled).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('menu-mute')).toBeVisible();
  await page.context().close();
});

test('the owner of a chat staff hid sees it marked in the header, on a phone and on a desk; restoring takes the mark away', async ({ browser }) => {
  const [owner, reader, chief] = await Promise.all(['hhowner', 'hhreader', 'hhchief'].map((who) => createAccount(server, who)));
  await server.admin('role', 'hhchief', 'admin');
  const staff = { ...chief, session: await apiLogin(server, 'hhchief') };
  const chatId = await botChatSharedWith(owner, reader, FIRST.en);
  await apiAs(server, reader, 'POST', '/reports', { target: { type: 'chat', id: chatId }, reason: 'spam' });
  await apiAs(server, staff, 'POST', `/admin/reports/${chatId}/actions`, { action: 'hide', reason: 'Spam' });
  for (const language of ['es', 'en'] as const) {
    const page = await openSignedIn(browser, server, owner, language, 375);
    await page.goto(`/chats/${chatId}`);
    await expect(page.getByTestId('chat-hidden')).toHaveText(language === 'es' ? 'Oculto por moderación' : 'Hidden by moderation');
    await titleHasItsLine(page, 'share-open');
    await shot(page, `chat-header-hidden-375-${language}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `chat-header-hidden-1280-${language}`);
    await page.context().close();
  }
  await apiAs(server, staff, 'POST', `/admin/reports/${chatId}/actions`, { action: 'restore', reason: 'Fine' });
  const page = await openSignedIn(browser, server, owner, 'en');
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByTestId('chat-header-title')).toBeVisible();
  await expect(page.getByTestId('chat-hidden')).toHaveCount(0);
  await page.context().close();
});
