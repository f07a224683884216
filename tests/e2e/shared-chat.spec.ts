import { expect, test, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });


/** Posts with the composer (Enter sends) and waits for the message to be on screen. */
async function post(page: Page, text: string) {
  await page.getByTestId('composer').fill(text);
  await page.getByTestId('composer').press('Enter');
  await expect(page.locator('[data-testid="message"]', { hasText: text })).toBeVisible();
}

async function chatMenu(page: Page, item: 'details' | 'close' | 'open' | 'private' | 'delete' | 'tags') {
  await page.getByTestId('chat-menu').click();
  await page.getByTestId(`menu-${item}`).click();
}

for (const language of ['es', 'en'] as const) {
  test(`a chat shared, read and written live, closed, revoked, made public and followed (${language})`, async ({ browser }) => {
    const [a, b, c] = await Promise.all(['owner', 'reader', 'follower'].map((who) => createAccount(server, `${who}${language}`)));
    const pageA = await openSignedIn(browser, server, a, language);

    // 1. A creates a private chat (no bot) and shares it with B through the share dialog.
    await pageA.goto('/chats/new');
    await pageA.locator('[data-bot-key="__private__"]').click();
    await pageA.locator('textarea[name="message"]').fill(language === 'es' ? 'Hoy quiero hablar de cómo duermo' : 'Today I want to talk about how I sleep');
    await pageA.locator('form button[type="submit"]').click();
    await pageA.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const chatPath = new URL(pageA.url()).pathname;
    await expect(pageA.getByTestId('chat-status')).toHaveAttribute('data-public', 'false');
    await pageA.getByTestId('share-open').click();
    const dialog = pageA.getByTestId('share-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('share-status')).toHaveAttribute('data-audience', 'private');
    await dialog.locator('input[name="share-mode"][value="users"]').check();
    await dialog.locator('input[name="share-username"]').fill(b.username);
    await dialog.getByTestId('share-add').click();
    await expect(dialog.getByText(b.username, { exact: true })).toBeVisible();
    const shared = pageA.waitForResponse((r) => r.url().includes('/api/chats/share/') && r.request().method() === 'PUT');
    await dialog.getByTestId('share-submit').click();
    expect((await shared).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(pageA.locator('[data-testid="toast"][data-type="success"]')).toBeVisible();
    // An invitation first (issue 14): B is asked, and is a member once B accepts.
    await expect(pageA.locator('[data-testid="timeline-event"][data-event="member-invited"]')).toBeVisible();

    // 2. B accepts in the drawer, the chat opens, and B posts; A sees B's message appear without reloading.
    const pageB = await openSignedIn(browser, server, b, language);
    await pageB.goto('/chats/me');
    await pageB.getByTestId('drawer-group-invitations').getByTestId('invitation-accept').click();
    await pageB.waitForURL(`**${chatPath}`);
    await expect(pageA.locator('[data-testid="timeline-event"][data-event="invitation-accepted"]')).toBeVisible();
    // The drawer moved it to "shared with people", not to the public chats.
    await expect(pageA.getByTestId('drawer-group-people').getByTestId('drawer-chat')).toHaveCount(1);
    await expect(pageA.getByTestId('drawer-group-public').getByTestId('drawer-chat')).toHaveCount(0);
    await expect(pageB.getByTestId('composer')).toBeEnabled();
    const fromB = language === 'es' ? 'Gracias por compartirlo, te leo' : 'Thanks for sharing, I am here';
    await post(pageB, fromB);
    await expect(pageA.locator('[data-testid="message"][data-sender="user"]', { hasText: fromB })).toBeVisible();
    // B's drawer lists it under "Shared with me".
    const sharedWithB = pageB.getByTestId('drawer-group-shared');
    await expect(sharedWithB.getByTestId('drawer-chat')).toHaveCount(1);

    // A edits the title and description (an empty title is refused first); B's header changes live.
    await chatMenu(pageA, 'details');
    const details = pageA.getByTestId('details-dialog');
    await details.locator('input[name="chat-title"]').fill(' ');
    await details.getByTestId('details-save').click();
    await expect(details.getByText(language === 'es' ? 'Escribe un título.' : 'Write a title.')).toBeVisible();
    const newTitle = language === 'es' ? 'Dormir mejor' : 'Sleeping better';
    const description = language === 'es' ? 'Lo que me ayuda por las noches' : 'What helps me at night';
    await details.locator('input[name="chat-title"]').fill(newTitle);
    await details.locator('textarea[name="chat-description"]').fill(description);
    const edited = pageA.waitForResponse((r) => r.url().includes('/api/chats/edit/') && r.request().method() === 'PUT');
    await details.getByTestId('details-save').click();
    expect((await edited).status()).toBe(200);
    await expect(details).toBeHidden();
    await expect(pageA.getByTestId('chat-description')).toHaveText(description);
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(pageB.getByTestId('chat-description')).toHaveText(description);

    // 3. A closes the chat; B's composer stays, disabled, described by the reason, live.
    await chatMenu(pageA, 'close');
    await expect(pageA.getByTestId('chat-status')).toHaveAttribute('data-closed', 'true');
    const closedText = language === 'es' ? 'Este chat está cerrado. No se pueden enviar mensajes nuevos.' : 'This chat is closed. No new messages can be sent.';
    await expect(pageB.getByTestId('composer-blocked')).toHaveAttribute('data-reason', 'closed');
    await expect(pageB.getByTestId('composer-blocked')).toHaveText(closedText);
    await expect(pageB.getByTestId('composer')).toBeDisabled();
    await expect(pageB.getByTestId('composer')).toHaveAccessibleDescription(closedText);
    await expect(pageB.getByTestId('send')).toBeDisabled();
    await shot(pageB, `chat-closed-reader-${language}`);

    // 4. A revokes the share; B's view says the chat is gone, live.
    await pageA.getByTestId('share-open').click();
    await pageA.getByTestId('share-dialog').getByTestId('revoke-all').click();
    await expect(pageA.getByTestId('share-dialog').getByTestId('share-status')).toHaveAttribute('data-audience', 'private');
    await pageA.getByTestId('share-dialog').locator('button', { hasText: /Cancel|Cancelar/ }).click();
    await expect(pageB.getByTestId('chat-unavailable')).toBeVisible();
    await expect(pageB.locator('[data-testid="message"]')).toHaveCount(0);
    await expect(sharedWithB.getByTestId('drawer-chat')).toHaveCount(0);

    // 5. A reopens it and makes it public; C follows it; when A posts, C's drawer shows the unread dot, live.
    await chatMenu(pageA, 'open');
    await expect(pageA.getByTestId('chat-status')).toHaveAttribute('data-closed', 'false');
    await pageA.getByTestId('share-open').click();
    await pageA.locator('input[name="share-mode"][value="everyone"]').check();
    await pageA.getByTestId('share-submit').click();
    await expect(pageA.getByTestId('share-public-warning')).toBeVisible();
    await pageA.getByTestId('share-submit').click();
    await expect(pageA.getByTestId('chat-status')).toHaveAttribute('data-public', 'true');
    // An anonymous visitor can read it now, but is asked to sign in to take part.
    const visitor = await browser.newContext({ baseURL: server.url });
    await visitor.addCookies([{ name: 'language', value: language, url: server.url }]);
    const pageV = await visitor.newPage();
    await pageV.goto(chatPath);
    await expect(pageV.locator('[data-testid="message"]', { hasText: fromB })).toBeVisible();
    await expect(pageV.getByTestId('composer-blocked')).toHaveAttribute('data-reason', 'signIn');
    await expect(pageV.getByTestId('follow-toggle')).toHaveCount(0);
    await expect(pageV.getByTestId('share-open')).toHaveCount(0);
    await visitor.close();

    const pageC = await openSignedIn(browser, server, c, language);
    await pageC.goto(chatPath);
    await expect(pageC.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'false');
    await pageC.getByTestId('follow-toggle').click();
    await expect(pageC.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true');
    await pageC.getByTestId('nav-chats').click();
    await pageC.waitForURL(/\/chats(\?|$)/);
    const followed = pageC.getByTestId('drawer-group-followed');
    await expect(followed.getByTestId('drawer-chat')).toHaveCount(1);
    await expect(followed.getByTestId('group-unread-dot')).toHaveCount(0);
    await post(pageA, language === 'es' ? 'Nueva entrada para quien me sigue' : 'A new post for my followers');
    await expect(followed.getByTestId('group-unread-dot')).toBeVisible();
    await expect(followed.getByTestId('unread-dot')).toBeVisible();
    await expect(followed.getByTestId('group-count')).toContainText('1');
    await shot(pageC, `drawer-unread-${language}`);

    // Opening the chat reads its notifications: the dot goes away.
    await followed.getByTestId('chat-link').click();
    await pageC.waitForURL(`**${chatPath}`);
    await expect(followed.getByTestId('group-unread-dot')).toHaveCount(0);

    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });
}

test('message actions: reply, feedback live, inline edit, delete with confirmation, tags; delete the chat', async ({ browser }) => {
  const [a, b] = await Promise.all([createAccount(server, 'actionowner'), createAccount(server, 'actionreader')]);
  const pageA = await openSignedIn(browser, server, a, 'en');
  await pageA.goto('/chats/new');
  await pageA.locator('[data-bot-key="__private__"]').click();
  await pageA.locator('textarea[name="message"]').fill('First thought of the day');
  await pageA.locator('form button[type="submit"]').click();
  await pageA.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
  const chatPath = new URL(pageA.url()).pathname;
  await pageA.getByTestId('share-open').click();
  await pageA.locator('input[name="share-mode"][value="everyone"]').check();
  await pageA.getByTestId('share-submit').click();
  await pageA.getByTestId('share-submit').click();
  await expect(pageA.getByTestId('chat-status')).toHaveAttribute('data-public', 'true');
  // A second message, so that B's reply answers an older one than the message just above (a quote shows).
  await post(pageA, 'Second thought of the day');

  // B replies to A's first message: the quote shows on both sides.
  const pageB = await openSignedIn(browser, server, b, 'en');
  await pageB.goto(chatPath);
  const first = pageB.locator('[data-testid="message"]', { hasText: 'First thought' });
  await first.getByTestId('reply').click();
  await expect(pageB.getByTestId('reply-preview')).toContainText('First thought');
  await post(pageB, 'Answering your first thought');
  await expect(pageB.getByTestId('reply-preview')).toHaveCount(0);
  const reply = pageA.locator('[data-testid="message"]', { hasText: 'Answering your first thought' });
  await expect(reply.getByTestId('quoted-message')).toContainText('First thought');

  // A likes B's reply: A's button is pressed, B sees the count live on a button B may not press (B's own post).
  await reply.getByTestId('vote-up').click();
  await expect(reply.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'true');
  const replyOnB = pageB.locator('[data-testid="message"]', { hasText: 'Answering your first thought' });
  await expect(replyOnB.getByTestId('vote-up')).toContainText('1');
  await expect(replyOnB.getByTestId('vote-up')).toBeDisabled();
  await expect(replyOnB.getByTestId('reply')).toHaveCount(0);
  // Switching to thumbs down moves the vote; pressing it again clears it.
  await reply.getByTestId('vote-down').click();
  await expect(reply.getByTestId('vote-down')).toHaveAttribute('aria-pressed', 'true');
  await expect(replyOnB.getByTestId('vote-down')).toContainText('1');
  await expect(replyOnB.getByTestId('vote-up')).toHaveAttribute('aria-label', 'Helpful (0)');
  await reply.getByTestId('vote-down').click();
  // Cleared: with no votes left, B's own post shows no thumbs at all.
  await expect(replyOnB.getByTestId('vote-down')).toHaveCount(0);
  await expect(reply.getByTestId('vote-down')).toHaveAttribute('aria-pressed', 'false');

  // A edits their own message inline; B sees the new text.
  const mine = pageA.locator('[data-testid="message"]').first();
  await mine.getByTestId('message-menu').click();
  await pageA.getByTestId('menu-edit').click();
  await mine.locator('textarea').fill('First thought of the day, edited');
  await mine.getByTestId('message-editor-save').click();
  const edited = await mine.getAttribute('data-message-id');
  await expect(pageB.locator(`[data-testid="message"][data-message-id="${edited}"]`)).toContainText('First thought of the day, edited');
  // B's reply quotes it: the quote follows the edit live (issue 18).
  await expect(replyOnB.getByTestId('quoted-message')).toContainText('First thought of the day, edited');

  // B deletes their reply after confirming; both timelines show the deletion marker.
  await replyOnB.getByTestId('message-menu').click();
  await pageB.getByTestId('menu-delete').click();
  await expect(pageB.getByTestId('delete-message-dialog')).toBeVisible();
  await pageB.getByTestId('delete-message-dialog').getByTestId('confirm-ok').click();
  await expect(pageA.locator('[data-testid="message"][data-deleted="true"]')).toHaveCount(1);
  await expect(pageB.locator('[data-testid="message"][data-deleted="true"]')).toHaveCount(1);

  // Tags: the owner adds one; readers see it.
  await chatMenu(pageA, 'tags');
  await pageA.getByTestId('tag-stress').click();
  await expect(pageA.getByTestId('tag-stress')).toHaveAttribute('aria-pressed', 'true');
  await pageA.getByTestId('tags-dialog').locator('button', { hasText: 'Done' }).click();
  await expect(pageB.getByTestId('chat-tag').filter({ hasText: 'Stress' })).toHaveCount(1);

  // Deleting the chat warns that it is irreversible, then lands on /; B is told the chat is gone.
  await chatMenu(pageA, 'delete');
  await expect(pageA.getByTestId('delete-chat-dialog')).toContainText('irreversible');
  await pageA.getByTestId('delete-chat-dialog').getByTestId('confirm-ok').click();
  await pageA.waitForURL((url) => url.pathname === '/');
  await expect(pageB.getByTestId('chat-unavailable')).toBeVisible();
  await pageA.goto('/chats/me');
  await expect(pageA.locator('[data-testid="chat-item"]')).toHaveCount(0);
  for (const page of [pageA, pageB]) await page.context().close();
});
