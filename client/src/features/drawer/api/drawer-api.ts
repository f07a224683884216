import type { ChatSummary } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export interface FollowWithChat {
  id: string;
  created_at_timestamp: number;
  user: string;
  chat_id: string;
  chat: ChatSummary;
}

export interface ChatPage {
  items: ChatSummary[];
  total: number;
}

/** The most the server gives in one page; the badge still counts them all (`total`). */
export const SHARED_PAGE = 100;

export const drawerApi = {
  mine: (signal?: AbortSignal) => api.get<ChatSummary[]>('/chats/me', { signal }),
  follows: (signal?: AbortSignal) => api.get<FollowWithChat[]>('/chats/follow/me', { signal }),
  /** chats others shared with me (direct messages included), newest first */
  sharedWithMe: (signal?: AbortSignal) =>
    api.post<ChatPage>('/chats/search', { only_external_chats: true, sort: 'newest', offset: 0, limit: SHARED_PAGE }, { signal }),
};
