import { afterEach, beforeEach } from 'vitest';
import type { StoredChat, StoredEvent, Store, UserRecord } from '../../server/application/ports.js';
import type { Notification } from '../../shared/socket.js';
import type { OpenStore } from './store-engines.js';

/** A fresh, empty store for every case, closed afterwards. */
export function useStore(open: OpenStore): () => Store {
  let store: Store | null = null;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store?.close();
    store = null;
  });
  return () => {
    if (!store) throw new Error('store used outside a test');
    return store;
  };
}

export const newEvent = (chatId: string, seq: number, data: unknown = { n: seq }, actor = 'alice') => ({
  chatId, seq, type: 'MessagePosted', data, at: 1_700_000_000_000 + seq, actor,
});

export const lastSeq = (events: StoredEvent[]): number => events.at(-1)?.seq ?? 0;

export function chat(overrides: Partial<StoredChat> & Pick<StoredChat, 'id'>): StoredChat {
  return {
    created_at_timestamp: 1_000,
    updated_at_timestamp: 1_000,
    closed: false,
    closed_at_timestamp: null,
    owner: 'alice',
    public: false,
    shared_with: [],
    encrypted: true,
    title: 'A chat',
    description: '',
    tags: [],
    bot: null,
    language: 'en',
    date: null,
    messages_count: 1,
    version: 1,
    ...overrides,
  };
}

export function user(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    username: 'alice',
    email: 'alice@example.com',
    passwordHash: 'scrypt$hash',
    role: 'user',
    subscription: 'basic',
    verified: false,
    googleSub: null,
    language: 'es',
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function notification(overrides: Partial<Omit<Notification, 'count'>> = {}): Omit<Notification, 'count'> {
  return {
    type: 'message',
    key: 'k',
    title: 'New message',
    message: 'Someone wrote',
    owner: 'alice',
    created_at_timestamp: 1_000,
    chat_id: 'chat-a',
    message_id: null,
    ...overrides,
  };
}

/** Resolves with the error a promise rejects with, or fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
