import path from 'node:path';
import { readOutbox } from '../../../server/adapters/mail/mailer.js';
import { API_KEY, type ServerProc } from './processes.js';

export const headers = (token?: string): Record<string, string> => ({
  'X-API-KEY': API_KEY, 'X-LANGUAGE': 'en', 'content-type': 'application/json', ...(token ? { 'X-TOKEN': token } : {}),
});

export async function call<T = Record<string, unknown>>(server: ServerProc, method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(server.url + route, { method, headers: headers(token), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Registers, verifies through the mailed link (the outbox in DATA_DIR), logs in; returns the token. */
export async function signUp(server: ServerProc, username: string): Promise<string> {
  const email = `${username}@example.com`;
  const password = 'Str0ng!pass';
  await call(server, 'POST', '/api/auth/register/user', undefined, { email, username, password, password2: password, privacyPolicy: true });
  const mail = readOutbox(path.join(server.dataDir, 'outbox')).reverse().find((m) => m.to.includes(email));
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token');
  await call(server, 'GET', `/api/auth/signup/verify?token=${token}`);
  const login = await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, { username_email: username, password });
  return login.token;
}

/** A public chat without a bot, that anonymous sockets may join: the room the fan-out benchmarks fill. */
export async function publicRoom(server: ServerProc, token: string): Promise<string> {
  const chat = await call<{ id: string }>(server, 'POST', '/api/chats/new/private', token, { message: 'room for the benchmark' });
  await call(server, 'PUT', `/api/chats/share/${chat.id}`, token, { public: true });
  return chat.id;
}
