import type { ChatInfo, ChatSummary } from '../../../../../shared/api';
import { api } from '../../../lib/api';
import { chatListKeys } from '../../../lib/query/chat-lists';
import { CHAT_SEARCH_KEY } from '../../../lib/query/chat-mutations';
import type { Page } from '../../../lib/query/paged';
import type { ExploreBody } from '../utils/explore-filters';

export type SearchResult = Page<ChatSummary>;

export const PAGE_SIZE = 20;

/** Tolerate a bare list, should the server answer with one. */
function asResult(result: SearchResult | ChatSummary[]): SearchResult {
  if (Array.isArray(result)) return { items: result, total: result.length };
  return { items: result?.items ?? [], total: result?.total ?? result?.items?.length ?? 0 };
}

/** The chats feature's cache keys; the lists it shares with the drawer live in lib/query/chat-lists.ts. */
export const chatsKeys = {
  /** one entry per filter set (the address's query string) */
  explore: (filters: string) => [...CHAT_SEARCH_KEY, 'explore', filters] as const,
  /** my chats → shared with me, paged (the drawer reads the first 100 through chatListKeys.sharedWithMe) */
  sharedPages: (viewer: string) => [...chatListKeys.sharedWithMe(viewer), 'pages'] as const,
};

export const chatsApi = {
  createBotChat: (body: { bot_key: string; user_message: string }) => api.post<ChatInfo>('/chats/new/bot', body),
  createPrivateChat: (body: { message: string }) => api.post<ChatInfo>('/chats/new/private', body),
  /** public chats (SPEC §2: the explore list sends private_term=false) */
  explore: async (body: ExploreBody, signal?: AbortSignal): Promise<SearchResult> =>
    asResult(await api.post<SearchResult | ChatSummary[]>('/chats/explore/search', body, { signal })),
  /** chats I own or that are shared with me; `only_external_chats: true` keeps only those shared with me */
  search: async (body: { only_external_chats: boolean; offset: number; limit: number }, signal?: AbortSignal): Promise<SearchResult> =>
    asResult(await api.post<SearchResult | ChatSummary[]>('/chats/search', body, { signal })),
};
