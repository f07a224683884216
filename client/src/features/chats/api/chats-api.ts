import type { Bot, ChatInfo, ChatSummary } from '../../../../../shared/api';
import { api } from '../../../lib/api';
import type { ExploreBody } from '../utils/explore-filters';

export interface SearchResult {
  items: ChatSummary[];
  total: number;
}

/** Tolerate a bare list, should the server answer with one. */
function asResult(result: SearchResult | ChatSummary[]): SearchResult {
  if (Array.isArray(result)) return { items: result, total: result.length };
  return { items: result?.items ?? [], total: result?.total ?? result?.items?.length ?? 0 };
}

export const chatsApi = {
  bots: (signal?: AbortSignal) => api.get<Bot[]>('/bots', { signal }),
  createBotChat: (body: { bot_key: string; user_message: string }) => api.post<ChatInfo>('/chats/new/bot', body),
  createPrivateChat: (body: { message: string }) => api.post<ChatInfo>('/chats/new/private', body),
  mine: (signal?: AbortSignal) => api.get<ChatSummary[]>('/chats/me', { signal }),
  /** public chats (SPEC §2: the explore list sends private_term=false) */
  explore: async (body: ExploreBody, signal?: AbortSignal): Promise<SearchResult> =>
    asResult(await api.post<SearchResult | ChatSummary[]>('/chats/explore/search', body, { signal })),
  /** chats I own or that are shared with me; `only_external_chats: true` keeps only those shared with me */
  search: async (body: { only_external_chats: boolean; offset: number; limit: number }, signal?: AbortSignal): Promise<SearchResult> =>
    asResult(await api.post<SearchResult | ChatSummary[]>('/chats/search', body, { signal })),
  deleteChat: (chatId: string) => api.delete<null>(`/chats/delete/${encodeURIComponent(chatId)}`),
  unfollow: (chatId: string) => api.delete<null>(`/chats/follow/${encodeURIComponent(chatId)}`),
};

/** Bots as the picker shows them: enabled ones, by `order` (999 when missing), then by name. */
export function orderBots(bots: readonly Bot[]): Bot[] {
  return bots
    .filter((bot) => !bot.disabled)
    .sort((a, b) => (a.order ?? 999) - (b.order ?? 999) || a.name.localeCompare(b.name));
}
