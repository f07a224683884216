import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

/** The page's socket never connects: its WebSocket is closed at once and its polling requests fail. */
async function withoutSocket(page: Page) {
  await page.routeWebSocket('**/socket.io/**', (ws) => ws.close());
  await page.route('**/socket.io/**', (route) => route.abort());
}

test('with no socket the chat is read once over HTTP through the query cache and shown; a refused read shows the error card', async ({ browser }) => {
  const owner = await createAccount(server, 'fallbackowner');
  const chat = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/private', { message: 'Words that must arrive without a socket' });
  const page = await openSignedIn(browser, server, owner, 'en');
  await withoutSocket(page);
  const infoReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/chats/info/${chat.id}`) infoReads.push(request.url());
  });

  await page.goto(`/chats/${chat.id}`);
  await expect(page.getByTestId('message').filter({ hasText: 'Words that must arrive without a socket' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(infoReads).toHaveLength(1);

  // Another chat whose HTTP read is refused as well: the error card with its retry, not an endless spinner.
  const other = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/private', { message: 'Never shown' });
  await page.route(`**/api/chats/info/${other.id}`, (route) => route.fulfill({ status: 503, json: { code: 'unavailable', detail: 'Try again soon' } }));
  await page.goto(`/chats/${other.id}`);
  await expect(page.getByTestId('chat-error')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-error')).toContainText('Try again soon');
  await page.context().close();
});
