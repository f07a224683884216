import type { Page } from '@playwright/test';
import type { LoginResponse } from '../../shared/api.js';
import { PASSWORD } from './accounts.js';
import { linkFor, type ServerProcess } from './server-process.js';

/** A 1×1 PNG and the smallest PDF the server's content sniffing accepts (it reads the first bytes only). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

const HEADERS = { 'X-API-KEY': 'psycare-web', 'X-LANGUAGE': 'en' };

export async function apiLogin(server: ServerProcess, username: string): Promise<LoginResponse> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

/** A professional application through the API (multipart, one PDF), verified from the outbox: for screenshots. */
export async function applyThroughApi(server: ServerProcess, username: string, nif: string, profile: Record<string, string> = {}): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {
    email: `${username}@example.com`, username, password: PASSWORD, password2: PASSWORD, privacyPolicy: 'true',
    name: 'Lucía', surname: 'Fernández Ortega', phone: '+34 611 222 333', license: 'M-28411', country_iso: 'ES',
    description: 'Adolescents and young adults: exam stress, social anxiety and first jobs.', experience_years: '6',
    specialization_area: 'child_adolescent', birth_date: '1988-09-30', nif, ...profile,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
  const response = await fetch(`${server.url}/api/auth/register/professional`, { method: 'POST', headers: HEADERS, body: form });
  if (response.status !== 201) throw new Error(`apply ${username}: ${response.status} ${await response.text()}`);
  const link = new URL(linkFor(server, `${username}@example.com`));
  await fetch(`${server.url}/api/auth/signup/verify${link.search}`, { headers: HEADERS });
}

/** Logs in through the form; the app lands on /chats/new. */
export async function logInThroughForm(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.locator('main input[name="username_email"]').fill(username);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main button[type="submit"]').click();
  await page.waitForURL('**/chats/new');
}

/** Opens the account menu and follows one of its items. */
export async function avatarMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId(item).click();
}
