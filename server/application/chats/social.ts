import type { ChatSummary } from '../../../shared/api.js';
import { summaryFor } from '../../domain/summary.js';
import type { Broadcaster } from '../broadcaster.js';
import type { Deliver } from '../notifications/delivery.js';
import type { ChatSearch, Clock, StoredChat, Store } from '../ports.js';

export interface SearchInput extends ChatSearch { onlyExternal?: boolean }

/** Follows, the way to notify and the searchable lists: everything read from the read models, not the log. */
export function createSocial(deps: {
  store: Store; broadcaster: Broadcaster; clock: Clock; deliver: Deliver;
  /** the same readable-or-404 check every chat read goes through */
  readable: (chatId: string, viewer: string | null) => Promise<unknown>;
}) {
  async function followedIds(username: string | null): Promise<Set<string>> {
    if (!username) return new Set();
    return new Set((await deps.store.follows.listForUser(username)).map((f) => f.chat_id));
  }

  async function withFollowed(chats: StoredChat[], viewer: string | null): Promise<ChatSummary[]> {
    const followed = await followedIds(viewer);
    return chats.map((c) => ({ ...summaryFor(c, viewer), is_followed: followed.has(c.id) }));
  }

  const readableNow = (chat: StoredChat | null, viewer: string) =>
    !!chat && (chat.owner === viewer || (!chat.hidden && (chat.public || chat.shared_with.includes(viewer))));

  return {
    withFollowed,
    isFollowed: async (chatId: string, viewer: string | null) => (await followedIds(viewer)).has(chatId),

    async follow(username: string, chatId: string) {
      await deps.readable(chatId, username);
      const record = await deps.store.follows.follow(username, chatId, deps.clock());
      deps.broadcaster.chatsChanged([username]);
      return { ...record, user: username, chat_id: chatId };
    },

    async unfollow(username: string, chatId: string) {
      await deps.store.follows.unfollow(username, chatId);
      deps.broadcaster.chatsChanged([username]);
    },

    /** Follows of chats the person can still read, each with the chat's summary. */
    async follows(username: string) {
      const records = await deps.store.follows.listForUser(username);
      const chats = await Promise.all(records.map((r) => deps.store.chats.get(r.chat_id)));
      return records
        .map((r, i) => ({ ...r, chat: chats[i] }))
        .filter((r) => readableNow(r.chat, username))
        .map((r) => ({ ...r, chat: { ...summaryFor(r.chat as StoredChat, username), is_followed: true } }));
    },

    async searchPublic(query: ChatSearch, viewer: string | null) {
      const found = await deps.store.chats.search({ kind: 'public' }, query);
      return { items: await withFollowed(found.items, viewer), total: found.total };
    },

    /** `onlyExternal` narrows the scope to others' chats shared with me; the filters and sort apply the same. */
    async searchMine(query: SearchInput, username: string) {
      const found = await deps.store.chats.search({ kind: query.onlyExternal ? 'sharedWith' : 'mine', username }, query);
      return { items: await withFollowed(found.items, username), total: found.total };
    },

    /** how every notification reaches a person (notifications/delivery.ts): direct messages use it too */
    deliver: deps.deliver,
  };
}

export type Social = ReturnType<typeof createSocial>;
