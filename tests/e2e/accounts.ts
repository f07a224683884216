import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { LoginResponse } from '../../shared/api.js';
import { linkFor, type ServerProcess } from './server-process.js';

export const PASSWORD = 'Calm#Seas2026';
const API_KEY = 'psycare-web';

export interface Account {
  username: string;
  email: string;
  session: LoginResponse;
}

async function call<T>(server: ServerProcess, method: string, path: string, body?: unknown, language: 'es' | 'en' = 'en'): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'X-API-KEY': API_KEY, 'X-LANGUAGE': language, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Registers through the API (in `language`, the account's own), verifies with the link from the outbox, and logs in (API). */
export async function createAccount(server: ServerProcess, username: string, language: 'es' | 'en' = 'en'): Promise<Account> {
  const email = `${username.toLowerCase()}@example.com`;
  await call(server, 'POST', '/auth/register/user', { email, username, password: PASSWORD, password2: PASSWORD, privacyPolicy: true }, language);
  const link = new URL(linkFor(server, email));
  await call(server, 'GET', `/auth/signup/verify${link.search}`);
  const session = await call<LoginResponse>(server, 'POST', '/auth/login', { username_email: username, password: PASSWORD });
  return { username, email, session };
}

/**
 * Signs a browser context in the way the client restores a session: the session cookies of
 * features/auth/stores/session-logic.ts (username, role, subscription, expiredAt; path /), the language cookie,
 * and the token in the HttpOnly, SameSite=Strict cookie the server sets at login.
 */
export async function signIn(context: BrowserContext, server: ServerProcess, account: Account, language: 'es' | 'en'): Promise<void> {
  const { session } = account;
  const cookies: Record<string, string> = {
    username: session.username,
    role: session.role,
    subscription: session.subscription,
    expiredAt: String(session.expiredAt),
    language,
  };
  await context.addCookies([
    ...Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })),
    { name: 'token', value: session.token, url: server.url, httpOnly: true, sameSite: 'Strict' as const },
  ]);
}

/** A new page in its own browser context, signed in as the account, in that language, at that width. */
export async function openSignedIn(browser: Browser, server: ServerProcess, account: Account, language: 'es' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
  await signIn(context, server, account, language);
  return context.newPage();
}

/** One API call as a signed-in account (fixtures for screenshots; the journeys themselves use the UI). */
export async function apiAs<T>(server: ServerProcess, account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'X-API-KEY': API_KEY,
      'X-LANGUAGE': 'en',
      'X-TOKEN': account.session.token,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
