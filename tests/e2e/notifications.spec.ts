import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn, type Account } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

/** A private chat of `owner` that `reader` is in: today's share route, the one place to change when sharing gains an accept step. */
async function chatSharedWith(owner: Account, reader: Account, message: string): Promise<string> {
  const chat = await apiAs<{ id: string }>(server, owner, 'POST', '/chats/new/private', { message });
  await apiAs(server, owner, 'PUT', `/chats/share/${chat.id}`, { users: [reader.username] });
  // a private share is an invitation until the reader accepts it (issue 14)
  await apiAs(server, reader, 'PUT', `/chats/invitations/${chat.id}`, { accept: true });
  return chat.id;
}

const drawerChat = (page: Page, chatId: string) => page.locator(`[data-testid="drawer-chat"][data-chat-id="${chatId}"]`);

for (const language of ['es', 'en'] as const) {
  test(`a muted chat leaves no dot and the notification list shows one entry per chat with its count (${language})`, async ({ browser }) => {
    const [owner, reader] = await Promise.all(['nowner', 'nreader'].map((who) => createAccount(server, `${who}${language}`)));
    const quiet = await chatSharedWith(owner, reader, language === 'es' ? 'Un chat que silenciaré' : 'A chat I will mute');
    const busy = await chatSharedWith(owner, reader, language === 'es' ? 'Un chat con novedades' : 'A chat with news');
    const page = await openSignedIn(browser, server, reader, language);

    // The reader mutes the first chat from its header menu; the drawer shows it muted and its dot goes.
    await page.goto(`/chats/${quiet}`);
    // on a phone the reader's header holds Follow and the menu beside the title
    await page.setViewportSize({ width: 375, height: 760 });
    await page.getByTestId('chat-menu').click();
    await expect(page.getByTestId('menu-mute')).toBeVisible();
    await shot(page, `chat-mute-menu-375-${language}`);
    const muted = page.waitForResponse((r) => r.url().endsWith(`/api/chats/${quiet}/mute`) && r.request().method() === 'PUT');
    await page.getByTestId('menu-mute').click();
    expect((await muted).status()).toBe(204);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/chats/me');
    await expect(drawerChat(page, quiet).getByTestId('muted-icon')).toBeVisible({ timeout: 10_000 });
    await expect(drawerChat(page, busy).getByTestId('muted-icon')).toHaveCount(0);

    // The owner posts three times in each chat; the reader, elsewhere, hears only of the chat not muted.
    for (const chatId of [quiet, busy]) {
      for (let i = 1; i <= 3; i++) await apiAs(server, owner, 'POST', `/chats/${chatId}/messages`, { message: `news ${i}` });
    }
    await expect(drawerChat(page, busy).getByTestId('unread-dot')).toBeVisible({ timeout: 10_000 });
    await expect(drawerChat(page, quiet).getByTestId('unread-dot')).toHaveCount(0);

    // The list: one entry for the busy chat, counting the three posts (the invitation's entry went with its acceptance), with the latest author.
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-notifications').click();
    await page.waitForURL(/\/notifications$/);
    const entries = page.getByTestId('notification-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-chat-id', busy);
    await expect(entries.first()).toHaveAttribute('data-count', '3');
    await expect(entries.first().getByTestId('notification-count')).toHaveText(language === 'es' ? '3 nuevas' : '3 new');
    await expect(entries.first()).toContainText(owner.username);
    await shot(page, `notifications-list-1280-${language}`);
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(entries.first()).toBeVisible();
    await shot(page, `notifications-list-375-${language}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, `notifications-list-375-dark-${language}`);

    // Opening the entry reads the chat: the entry and its dot go.
    const read = page.waitForResponse((r) => r.url().endsWith(`/api/notification/read/${busy}`) && r.request().method() === 'PUT');
    await entries.first().getByRole('link').click();
    await page.waitForURL(new RegExp(`/chats/${busy}$`));
    expect((await read).status()).toBe(200);
    await page.goto('/notifications');
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
    // The muted chat's menu offers to unmute it.
    await page.goto(`/chats/${quiet}`);
    await expect(page.locator('[data-testid="message"]').first()).toBeVisible();
    await page.getByTestId('chat-menu').click();
    await expect(page.getByTestId('menu-unmute')).toBeVisible();
    await page.context().close();
  });
}
