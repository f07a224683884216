import type { ChatSummary } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export interface FollowWithChat {
  id: string;
  created_at_timestamp: number;
  user: string;
  chat_id: string;
  chat: ChatSummary;
}

export const drawerApi = {
  mine: (signal?: AbortSignal) => api.get<ChatSummary[]>('/chats/me', { signal }),
  follows: (signal?: AbortSignal) => api.get<FollowWithChat[]>('/chats/follow/me', { signal }),
};
