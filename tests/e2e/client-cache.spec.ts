import { expect, test, type Request } from '@playwright/test';
import { apiAs, createAccount, openSignedIn } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const isFollowList = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/chats/follow/me';

test('the follow button and the drawer read one cache entry: following in the header fills the drawer with no second request', async ({ browser }) => {
  const [owner, reader] = await Promise.all([createAccount(server, 'cacheowner'), createAccount(server, 'cachereader')]);
  const chat = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/private', { message: 'A public thought about sleep' });
  await apiAs(server, owner, 'PUT', `/chats/share/${chat.id}`, { public: true });

  const page = await openSignedIn(browser, server, reader, 'en');
  const followed = page.getByTestId('drawer-group-followed');
  // Every GET /api/chats/follow/me the page makes; from the moment we follow, they are held back (never answered
  // while we look), so whatever the drawer shows then can only come from the cache the button wrote to.
  const requests: Request[] = [];
  let holding = false;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/chats/follow/me', async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  // One query means never two of these requests in flight at once (two queries mounting together would be).
  let inFlight = 0;
  let mostInFlight = 0;
  page.on('request', (request) => {
    if (!isFollowList(request)) return;
    requests.push(request);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  const settled = (request: Request) => { if (isFollowList(request)) inFlight -= 1; };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await page.goto(`/chats/${chat.id}`);
  const toggle = page.getByTestId('follow-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(followed.getByTestId('drawer-chat')).toHaveCount(0);
  // The header button and the drawer group share one query: their fetches never overlap. Later fetches come one
  // at a time from the socket's (re)connections, which mark everything stale; on a loaded machine there can be
  // more than one.
  await page.waitForLoadState('networkidle');
  const beforeFollow = requests.length;
  expect(beforeFollow).toBeGreaterThanOrEqual(1);
  expect(mostInFlight).toBe(1);

  holding = true;
  const followed201 = page.waitForResponse((r) => r.url().endsWith(`/api/chats/follow/${chat.id}`) && r.request().method() === 'POST');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(followed.getByTestId('drawer-chat')).toHaveCount(1);
  await expect(followed.locator(`[data-chat-id="${chat.id}"]`)).toBeVisible();
  expect((await followed201).status()).toBeLessThan(300);
  // No list request was answered since the click: the drawer changed from the shared cache entry.
  expect(requests.length - beforeFollow - held.length).toBe(0);

  // The server's `chats:changed` refetch (held until now) agrees with what the cache showed.
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(followed.getByTestId('drawer-chat')).toHaveCount(1);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();
});
