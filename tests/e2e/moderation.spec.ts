import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin } from './professional-fixtures.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Issue 14 in two browsers: a reader reports a message and staff hide it from the admin area (it vanishes for
 * the reader and stays, marked, for its author); then the reader blocks the author and the author's posts fold away.
 */
let server: ServerProcess;
let staff: Account;
test.beforeAll(async () => {
  server = await startServerProcess();
  const created = await createAccount(server, 'modchief1');
  await server.admin('role', 'modchief1', 'admin');
  // the CLI ends the account's sessions so the role applies at the next login
  staff = { ...created, session: await apiLogin(server, 'modchief1') };
});
test.afterAll(async () => { await server?.stop(); });

const messageOf = (page: Page, text: string) => page.locator('[data-testid="message"]', { hasText: text });

for (const language of ['es', 'en'] as const) {
  test(`report then staff hide; block then the posts collapse (${language})`, async ({ browser }) => {
    const [author, reader] = await Promise.all(['writer', 'reader'].map((who) => createAccount(server, `mod${who}${language}`)));
    const words = language === 'es' ? 'Palabras que hacen daño' : 'Words that hurt';
    const chat = await apiAs<{ id: string }>(server, author, 'POST', '/chats/new/private', { message: words });
    await apiAs(server, author, 'PUT', `/chats/share/${chat.id}`, { public: true });

    const pageA = await openSignedIn(browser, server, author, language);
    const pageB = await openSignedIn(browser, server, reader, language, 375);
    await pageA.goto(`/chats/${chat.id}`);
    await pageB.goto(`/chats/${chat.id}`);
    await expect(messageOf(pageB, words)).toBeVisible();

    // B reports the message from its menu
    await messageOf(pageB, words).getByTestId('message-menu').click();
    await pageB.getByTestId('menu-report').click();
    const dialog = pageB.getByTestId('report-dialog');
    await dialog.getByTestId('report-reason').selectOption('harassment');
    await dialog.getByTestId('report-note').fill(language === 'es' ? 'Me hace sentir mal' : 'It makes me feel bad');
    await shot(pageB, `moderation-report-dialog-375-${language}`);
    const sent = pageB.waitForResponse((r) => r.url().endsWith('/api/reports'));
    await dialog.getByTestId('report-send').click();
    expect((await sent).status()).toBe(201);

    // staff hide it from the admin area, with a reason and a confirmation
    const pageS = await openSignedIn(browser, server, staff, language);
    await pageS.goto('/admin');
    const card = pageS.locator(`[data-testid="report-group"]`, { hasText: words });
    await expect(card).toBeVisible();
    await shot(pageS, `moderation-queue-1280-${language}`, true);
    await card.getByTestId('staff-hide').click();
    await pageS.getByTestId('staff-reason').fill(language === 'es' ? 'Acoso a otra persona' : 'Harassing another member');
    await pageS.getByTestId('staff-action-dialog').getByTestId('confirm-ok').click();
    await expect(card).toBeHidden();

    // it vanishes live for the reader and stays, marked, for its author
    await expect(messageOf(pageB, words)).toHaveCount(0);
    await expect(messageOf(pageA, words).getByTestId('hidden-mark')).toBeVisible();
    await shot(pageA, `moderation-hidden-author-1280-${language}`);

    // restore it, then B blocks A: A's posts collapse for B, with "show anyway"
    await apiAs(server, staff, 'POST', `/admin/reports/${(await apiAs<{ messages: { id: string }[] }>(server, author, 'GET', `/chats/info/${chat.id}`)).messages[0].id}/actions`, { action: 'restore', reason: 'ok' });
    await pageB.reload();
    await expect(messageOf(pageB, words)).toBeVisible();
    await messageOf(pageB, words).getByTestId('message-menu').click();
    await pageB.getByTestId('menu-block').click();
    await expect(pageB.getByTestId('message-blocked')).toBeVisible();
    await expect(messageOf(pageB, words)).toHaveCount(0);
    await shot(pageB, `moderation-blocked-375-${language}`);
    await pageB.getByTestId('show-anyway').click();
    await expect(messageOf(pageB, words)).toBeVisible();

    // unblock from the profile
    await pageB.goto(`/users/profile/${reader.username}`);
    await expect(pageB.getByTestId('blocked-person')).toHaveText(new RegExp(author.username));
    await pageB.getByTestId('unblock').click();
    await expect(pageB.getByTestId('blocked-person')).toHaveCount(0);
    await pageB.setViewportSize({ width: 1280, height: 800 });
    await pageS.setViewportSize({ width: 375, height: 800 });
    await pageS.goto('/admin');
    await expect(pageS.getByTestId('moderation-queue')).toBeVisible();
    await pageS.getByTestId('moderation-queue').scrollIntoViewIfNeeded();
    await shot(pageS, `moderation-admin-375-${language}`);
  });
}
