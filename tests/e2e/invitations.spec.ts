import { expect, test } from '@playwright/test';
import type { ChatInfo } from '../../shared/api.js';
import { apiAs, createAccount, openSignedIn } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const TEXT = {
  es: { declined: 'Invitación rechazada', left: 'Has salido del chat', first: 'Me cuesta dormir antes de los exámenes', other: 'Algo que no quiero compartir aún' },
  en: { declined: 'Invitation declined', left: 'You left the chat', first: 'I find it hard to sleep before exams', other: 'Something I am not ready to share' },
};

for (const language of ['es', 'en'] as const) {
  test(`an invitation declined, another accepted and read, then the chat left (${language})`, async ({ browser }) => {
    const text = TEXT[language];
    const [owner, invitee] = await Promise.all([createAccount(server, `inviter${language}`), createAccount(server, `invitee${language}`)]);
    const make = async (message: string, title: string) => {
      const chat = await apiAs<ChatInfo>(server, owner, 'POST', '/chats/new/private', { message });
      await apiAs(server, owner, 'PUT', `/chats/edit/${chat.id}`, { title, description: '', tags: [] });
      return chat;
    };
    const welcome = await make(text.first, language === 'es' ? 'Exámenes y sueño' : 'Exams and sleep');
    const notYet = await make(text.other, language === 'es' ? 'Cosas de casa' : 'Things at home');
    await apiAs(server, owner, 'PUT', `/chats/share/${welcome.id}`, { users: [invitee.username] });
    await apiAs(server, owner, 'PUT', `/chats/share/${notYet.id}`, { users: [invitee.username] });

    // The invitee's drawer, on a phone and on a desktop: two invitations, and nothing of the chats yet.
    const phone = await openSignedIn(browser, server, invitee, language, 375);
    await phone.goto('/chats/me');
    await phone.getByTestId('drawer-toggle').click();
    await expect(phone.getByTestId('invitation')).toHaveCount(2);
    await shot(phone, `invitations-drawer-${language}-375`);
    await phone.emulateMedia({ colorScheme: 'dark' });
    await phone.reload();
    await phone.getByTestId('drawer-toggle').click();
    await expect(phone.getByTestId('invitation')).toHaveCount(2);
    await shot(phone, `invitations-drawer-${language}-375-dark`);
    await phone.context().close();

    const ownerPage = await openSignedIn(browser, server, owner, language);
    await ownerPage.goto(`/chats/${welcome.id}`);
    await expect(ownerPage.locator('[data-testid="timeline-event"][data-event="member-invited"]')).toBeVisible();

    const page = await openSignedIn(browser, server, invitee, language);
    await page.goto('/chats/me');
    const invitations = page.getByTestId('drawer-group-invitations');
    await expect(invitations.getByTestId('invitation')).toHaveCount(2);
    await expect(page.getByTestId('drawer-group-shared').getByTestId('drawer-chat')).toHaveCount(0);
    await shot(page, `invitations-drawer-${language}-1280`);
    expect((await page.request.get(`/api/chats/info/${welcome.id}`)).status()).not.toBe(200);

    // Decline one: it goes, with no access left.
    await invitations.locator(`[data-chat-id="${notYet.id}"]`).getByTestId('invitation-decline').click();
    await expect(page.locator('[data-testid="toast"][data-type="success"]', { hasText: text.declined })).toBeVisible();
    await expect(invitations.getByTestId('invitation')).toHaveCount(1);

    // Accept the other: the chat opens and reads; the owner sees the acceptance live.
    await invitations.locator(`[data-chat-id="${welcome.id}"]`).getByTestId('invitation-accept').click();
    await page.waitForURL(new RegExp(`/chats/${welcome.id}$`));
    await expect(page.locator('[data-testid="message"]', { hasText: text.first })).toBeVisible();
    await expect(page.getByTestId('drawer-group-invitations')).toHaveCount(0);
    await expect(page.getByTestId('drawer-group-shared').getByTestId('drawer-chat')).toHaveCount(1);
    await expect(ownerPage.locator('[data-testid="timeline-event"][data-event="invitation-accepted"]')).toBeVisible();

    // Leave it from the header menu, after a confirmation: it leaves the lists; the owner's timeline says so.
    await page.getByTestId('chat-menu').click();
    await page.getByTestId('menu-leave').click();
    await shot(page, `invitations-leave-confirm-${language}-1280`);
    await page.getByTestId('leave-chat-dialog').getByTestId('confirm-ok').click();
    await expect(page.locator('[data-testid="toast"][data-type="success"]', { hasText: text.left })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(welcome.id));
    await expect(page.getByTestId('drawer-group-shared').getByTestId('drawer-chat')).toHaveCount(0);
    await expect(ownerPage.locator('[data-testid="timeline-event"][data-event="member-left"]')).toBeVisible();
    await ownerPage.context().close();
    await page.context().close();
  });
}

const FROM_LIST = {
  es: { accepted: 'Invitación aceptada', declined: 'Invitación rechazada', kept: 'Planes para el fin de semana', dropped: 'Un borrador viejo', accept: 'Aceptar la invitación a', decline: 'Rechazar la invitación a' },
  en: { accepted: 'Invitation accepted', declined: 'Invitation declined', kept: 'Plans for the weekend', dropped: 'An old draft', accept: 'Accept the invitation to', decline: 'Decline the invitation to' },
};

for (const language of ['es', 'en'] as const) {
  test(`an invitation answered from the notification list: one declined, one accepted and opened (${language})`, async ({ browser }) => {
    const text = FROM_LIST[language];
    const [owner, invitee] = await Promise.all([createAccount(server, `listowner${language}`), createAccount(server, `listguest${language}`)]);
    const make = async (title: string) => {
      const chat = await apiAs<ChatInfo>(server, owner, 'POST', '/chats/new/private', { message: `${title}.` });
      await apiAs(server, owner, 'PUT', `/chats/edit/${chat.id}`, { title, description: '', tags: [] });
      await apiAs(server, owner, 'PUT', `/chats/share/${chat.id}`, { users: [invitee.username] });
      return chat;
    };
    const kept = await make(text.kept);
    const dropped = await make(text.dropped);

    const page = await openSignedIn(browser, server, invitee, language, 375);
    await page.goto('/notifications');
    const entry = (chatId: string) => page.locator(`[data-testid="notification-entry"][data-chat-id="${chatId}"]`);
    await expect(entry(kept.id).getByRole('button', { name: `${text.accept} ${text.kept}` })).toBeVisible();
    await expect(entry(dropped.id).getByRole('button', { name: `${text.decline} ${text.dropped}` })).toBeVisible();
    await shot(page, `notifications-invitation-${language}-375`);

    // Decline from the list: the entry goes, and the drawer's invitation group (the same cache) loses it too.
    await entry(dropped.id).getByTestId('invitation-decline').click();
    await expect(page.locator('[data-testid="toast"][data-type="success"]', { hasText: text.declined })).toBeVisible();
    await expect(entry(dropped.id)).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('drawer-group-invitations').getByTestId('invitation')).toHaveCount(1);
    expect((await page.request.get(`/api/chats/info/${dropped.id}`)).status()).not.toBe(200);

    // Accept from the list: the chat opens and reads.
    await entry(kept.id).getByTestId('invitation-accept').click();
    await page.waitForURL(new RegExp(`/chats/${kept.id}$`));
    await expect(page.locator('[data-testid="message"]', { hasText: `${text.kept}.` })).toBeVisible();
    await expect(page.getByTestId('drawer-group-invitations')).toHaveCount(0);
    await page.goto('/notifications');
    await expect(page.locator('[data-testid="notification-entry"][data-type="invitation"]')).toHaveCount(0);
    await page.context().close();
  });
}
