import type { BrowserContext } from '@playwright/test';
import { linkFor, type ServerProcess } from './server-process.js';

/** A signed-in user made through the API (register, verify from the outbox, log in), for reuse in contexts. */
export interface TestSession {
  username: string;
  role: string;
  subscription: string;
  token: string;
  expiredAt: number;
}

export const PASSWORD = 'Calm#Seas2026';

async function call<T>(server: ServerProcess, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'X-API-KEY': 'psycare-web', 'X-LANGUAGE': 'en', 'Content-Type': 'application/json' };
  if (token) headers['X-TOKEN'] = token;
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function signUpAndLogIn(server: ServerProcess, username: string): Promise<TestSession> {
  const email = `${username}@example.com`;
  await call(server, 'POST', '/auth/register/user', { email, username, password: PASSWORD, password2: PASSWORD, privacyPolicy: true });
  const token = new URL(linkFor(server, email)).searchParams.get('token');
  await call(server, 'GET', `/auth/signup/verify?token=${encodeURIComponent(token ?? '')}`);
  return call<TestSession>(server, 'POST', '/auth/login', { username_email: username, password: PASSWORD });
}

/** A chat with Psycarebot whose first reply has finished. */
export async function createChat(server: ServerProcess, session: TestSession, message: string): Promise<string> {
  const chat = await call<{ id: string }>(server, 'POST', '/chats/new/bot', { user_message: message }, session.token);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const info = await call<{ messages: { kind: string; sender?: string; status?: string }[] }>(server, 'GET', `/chats/info/${chat.id}`, undefined, session.token);
    if (info.messages.some((m) => m.kind === 'message' && m.sender === 'bot' && m.status !== 'PENDING')) return chat.id;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the bot did not answer in time');
}

export type Theme = 'light' | 'dark';
export type Language = 'es' | 'en';

/** Theme and language cookies (as the switchers write them), plus the session cookies when signed in (the token HttpOnly, as the server sets it). */
export async function prepareContext(context: BrowserContext, url: string, theme: Theme, language: Language, session?: TestSession) {
  const values: Record<string, string> = { theme, language };
  if (session) {
    Object.assign(values, {
      username: session.username,
      role: session.role,
      subscription: session.subscription,
      expiredAt: String(session.expiredAt),
    });
  }
  const token = session ? [{ name: 'token', value: session.token, url, httpOnly: true, sameSite: 'Strict' as const }] : [];
  await context.addCookies([...Object.entries(values).map(([name, value]) => ({ name, value, url })), ...token]);
}
