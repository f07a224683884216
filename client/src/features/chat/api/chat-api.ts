import type { Bot, ChatInfo, UsageToday } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export const chatApi = {
  /** signed-in readers use the chat route; anonymous visitors the public (explore) one */
  info: (chatId: string, signedIn: boolean, signal?: AbortSignal) =>
    api.get<ChatInfo>(`${signedIn ? '/chats/info' : '/chats/explore/info'}/${encodeURIComponent(chatId)}`, { signal }),
  usageToday: (signal?: AbortSignal) => api.get<UsageToday>('/usage/today', { signal }),
  bots: (signal?: AbortSignal) => api.get<Bot[]>('/bots', { signal }),
};
