import type { Bot, ChatInfo, ChatSummary } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export interface ExploreSearch {
  text?: string;
  offset: number;
  limit: number;
  /** SPEC §2: the explore list sends private_term=false */
  private_term?: boolean;
}

export interface ExploreResult {
  items: ChatSummary[];
  total: number;
}

export const chatsApi = {
  bots: (signal?: AbortSignal) => api.get<Bot[]>('/bots', { signal }),
  createBotChat: (body: { bot_key: string; user_message: string }) => api.post<ChatInfo>('/chats/new/bot', body),
  createPrivateChat: (body: { message: string }) => api.post<ChatInfo>('/chats/new/private', body),
  mine: (signal?: AbortSignal) => api.get<ChatSummary[]>('/chats/me', { signal }),
  explore: async (body: ExploreSearch, signal?: AbortSignal): Promise<ExploreResult> => {
    const result = await api.post<ExploreResult | ChatSummary[]>('/chats/explore/search', { private_term: false, ...body }, { signal });
    // Tolerate a bare list, should the server answer with one.
    if (Array.isArray(result)) return { items: result, total: result.length };
    return { items: result?.items ?? [], total: result?.total ?? result?.items?.length ?? 0 };
  },
};

/** Bots as the picker shows them: enabled ones, by `order` (999 when missing), then by name. */
export function orderBots(bots: readonly Bot[]): Bot[] {
  return bots
    .filter((bot) => !bot.disabled)
    .sort((a, b) => (a.order ?? 999) - (b.order ?? 999) || a.name.localeCompare(b.name));
}
