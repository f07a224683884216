import { expect } from 'vitest';
import type { ChatInfo, MessageItem, TimelineItem } from '../../shared/api.js';
import type { Ack, ChatEventPayload, JoinResult, Notification } from '../../shared/socket.js';
import { headers, signUp, type ClientSocket, type TestServer } from './server.js';

export interface User { username: string; token: string }

/** Short HTTP calls as one person (or anonymously without a token), always with the API key. */
export const api = (server: TestServer, token?: string) => ({
  get: (path: string) => server.http.get(path).set(headers(token)),
  post: (path: string, body: unknown = {}) => server.http.post(path).set(headers(token)).send(body as object),
  put: (path: string, body: unknown = {}) => server.http.put(path).set(headers(token)).send(body as object),
  del: (path: string) => server.http.delete(path).set(headers(token)),
});

/** Signs up several people at once, keyed by username. */
export async function signUpAll(server: TestServer, names: string[]): Promise<Record<string, User>> {
  const users = await Promise.all(names.map((n) => signUp(server, n)));
  return Object.fromEntries(users.map((u, i) => [names[i], { username: u.username, token: u.token }]));
}

/** Turns a signed-up person into a professional and checks the store took it. */
export async function makeProfessional(server: TestServer, username: string) {
  await server.store.users.update(username, { role: 'professional' });
  expect((await server.store.users.byUsername(username))?.role).toBe('professional');
}

/** A private chat (no bot) with one message by its owner. */
export async function newPrivateChat(server: TestServer, owner: User, message = 'first words'): Promise<ChatInfo> {
  const created = await api(server, owner.token).post('/api/chats/new/private', { message });
  expect(created.status).toBe(201);
  return created.body as ChatInfo;
}

/** Asserts a call succeeded with the given status and returns its body. */
export async function ok<T = unknown>(call: PromiseLike<{ status: number; body: unknown }>, status = 200): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Joins a chat and fails loudly if the server refused. */
export async function join(socket: ClientSocket, chatId: string, afterSeq?: number): Promise<JoinResult> {
  const result: Ack<JoinResult> = await socket.emitWithAck('chat:join', afterSeq === undefined ? { chatId } : { chatId, afterSeq });
  if (!result.ok) throw new Error(`join refused: ${result.code}`);
  return result;
}

/** Everything a socket receives, in arrival order. */
export function recordSocket(socket: ClientSocket) {
  const seen = {
    events: [] as ChatEventPayload[],
    revoked: [] as string[],
    notifications: [] as Notification[],
    cleared: [] as string[],
    chatsChanged: 0,
  };
  socket.on('chat:event', (e) => seen.events.push(e));
  socket.on('chat:revoked', ({ chatId }) => seen.revoked.push(chatId));
  socket.on('notification:new', ({ notification }) => seen.notifications.push(notification));
  socket.on('notification:cleared', ({ chatId }) => seen.cleared.push(chatId));
  socket.on('chats:changed', () => { seen.chatsChanged += 1; });
  return seen;
}

/**
 * A round trip on the socket: whatever the server wrote to it before answering has arrived by the time the
 * ack does (one ordered connection), so "nothing arrived" is a fact rather than a guess.
 */
export async function flush(socket: ClientSocket) {
  await socket.emitWithAck('chat:leave', { chatId: '00000000-0000-4000-8000-000000000000' });
}

export const messageItems = (items: TimelineItem[]) => items.filter((i): i is MessageItem => i.kind === 'message');

export const eventMessage = (events: ChatEventPayload[], pred: (m: MessageItem) => boolean) =>
  events.map((e) => e.item).find((i): i is MessageItem => i?.kind === 'message' && pred(i));
