import { expect, test, type Page } from '@playwright/test';
import type { ChatInfo, LoginResponse } from '../../shared/api.js';
import { createAccount, PASSWORD, signIn } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/*
 * Titles (issue 18): chats are told apart in the drawer by their first message, with the bot as a small label
 * and the time of day; the owner renames a chat from its header; a diary chat is titled by its day.
 */
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const COPY = {
  en: { exams: 'I freeze every time an exam gets close', sister: 'My sister and I argued again last night', renamed: 'Exam nerves', diary: 'Diary', required: 'Write a title for the chat.', rename: 'Rename chat' },
  es: { exams: 'Me bloqueo cada vez que se acerca un examen', sister: 'Mi hermana y yo discutimos otra vez anoche', renamed: 'Nervios de examen', diary: 'Diario', required: 'Escribe un título para el chat.', rename: 'Cambiar el título' },
} as const;

async function call<T>(session: LoginResponse, language: 'es' | 'en', method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'X-API-KEY': 'psycare-web', 'X-TOKEN': session.token, 'X-LANGUAGE': language, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A fresh login: granting premium ends the old sessions. */
async function login(username: string): Promise<LoginResponse> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-API-KEY': 'psycare-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: username, password: PASSWORD }),
  });
  return response.json() as Promise<LoginResponse>;
}

const isoToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
/** "20 Nov" / "20 nov", as the diary title writes the day. */
const dayLabel = (iso: string, language: 'es' | 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`)).replace(/\.$/, '');

const drawerItem = (page: Page, chatId: string) => page.locator(`[data-testid="drawer"] [data-chat-id="${chatId}"]`);

for (const language of ['en', 'es'] as const) {
  const copy = COPY[language];

  test(`chats are told apart by their first message, renamed from the header, and a diary is titled by its day (${language})`, async ({ browser }) => {
    const account = await createAccount(server, `titles${language}`, language);
    await server.admin('subscription', account.username, 'premium');
    account.session = await login(account.username);
    const exams = await call<ChatInfo>(account.session, language, 'POST', '/chats/new/bot', { user_message: copy.exams });
    const sister = await call<ChatInfo>(account.session, language, 'POST', '/chats/new/bot', { user_message: copy.sister });
    const day = isoToday();
    const diary = (await call<{ chat: ChatInfo }>(account.session, language, 'POST', '/chats/new/bot', { bot_key: 'psycarediary', user_message: language === 'es' ? 'Hoy' : 'Today', date: day })).chat ?? null;

    const dark = language === 'es';
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 }, colorScheme: dark ? 'dark' : 'light' });
    await signIn(context, server, account, language);
    await context.addCookies([{ name: 'theme', value: dark ? 'dark' : 'light', url: server.url }]);
    const page = await context.newPage();
    await page.goto('/chats/me');

    // two chats with the same bot, told apart by their first message; the bot is a label, the time is of today
    for (const [chat, text] of [[exams, copy.exams], [sister, copy.sister]] as const) {
      const item = drawerItem(page, chat.id);
      await expect(item.getByTestId('chat-title')).toHaveText(text);
      await expect(item.getByTestId('chat-bot-label')).toHaveText('Psycarebot');
      await expect(item.getByTestId('chat-time')).toHaveText(/^\d{2}:\d{2}$/);
    }
    const diaryId = diary?.id ?? (await call<ChatInfo[]>(account.session, language, 'GET', '/chats/me')).find((c) => c.date === day)?.id;
    await expect(drawerItem(page, diaryId as string).getByTestId('chat-title')).toHaveText(`${copy.diary} · ${dayLabel(day, language)}`);
    await expect(drawerItem(page, diaryId as string).getByTestId('chat-bot-label')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/titles-drawer-1280-${language}-${dark ? 'dark' : 'light'}.png` });

    // rename from the header: a blank title is refused in the person's language, a good one reaches the drawer live
    await drawerItem(page, exams.id).getByTestId('chat-link').click();
    await expect(page.getByTestId('chat-header-title')).toHaveText(copy.exams);
    await page.getByRole('button', { name: copy.rename }).click();
    const field = page.getByTestId('title-editor').getByRole('textbox');
    await field.fill('   ');
    await field.press('Enter');
    await expect(page.getByTestId('title-editor')).toContainText(copy.required);
    await page.screenshot({ path: `test-results/screens/titles-rename-1280-${language}.png` });
    await field.fill(copy.renamed);
    await field.press('Enter');
    await expect(page.getByTestId('chat-header-title')).toHaveText(copy.renamed);
    await page.screenshot({ path: `test-results/screens/titles-header-1280-${language}.png` });
    await expect(drawerItem(page, exams.id).getByTestId('chat-title')).toHaveText(copy.renamed);
    await expect(drawerItem(page, sister.id).getByTestId('chat-title')).toHaveText(copy.sister);
    await page.reload();
    await expect(page.getByTestId('chat-header-title')).toHaveText(copy.renamed);

    // the diary's own header carries its day
    await drawerItem(page, diaryId as string).getByTestId('chat-link').click();
    await expect(page.getByTestId('chat-header-title')).toHaveText(`${copy.diary} · ${dayLabel(day, language)}`);
    // and so does the browser tab, not "Untitled"
    await expect(page).toHaveTitle(`${copy.diary} · ${dayLabel(day, language)} · Psycare`);

    // on a phone, the drawer tells them apart the same way
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 }, colorScheme: dark ? 'light' : 'dark' });
    await signIn(phone, server, account, language);
    await phone.addCookies([{ name: 'theme', value: dark ? 'light' : 'dark', url: server.url }]);
    const small = await phone.newPage();
    await small.goto('/chats/me');
    await expect(small.locator(`main [data-chat-id="${sister.id}"]`)).toBeVisible();
    await expect(small.getByTestId('drawer')).toHaveCount(0);
    // the first tap may land while the page is still settling: tap again until the sheet is there
    await expect(async () => {
      if (await small.getByTestId('drawer').count() === 0) await small.getByTestId('drawer-toggle').click();
      await expect(small.getByTestId('drawer')).toHaveAttribute('data-mode', 'temporary', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(drawerItem(small, sister.id).getByTestId('chat-title')).toHaveText(copy.sister);
    await expect(drawerItem(small, exams.id).getByTestId('chat-title')).toHaveText(copy.renamed);
    await small.screenshot({ path: `test-results/screens/titles-drawer-375-${language}-${dark ? 'light' : 'dark'}.png` });
    await Promise.all([context.close(), phone.close()]);
  });
}
