import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChatSummary } from '../../../../shared/api';
import { api } from '../api';

/** A followed chat as GET /api/chats/follow/me lists it. */
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

/** The most the server gives in one page; badges still count them all (`total`). */
export const SHARED_PAGE = 100;

/**
 * The signed-in user's chat lists, read by the drawer, my chats, the follow button and the profile: one cache
 * entry each, so every screen shows the same list. Keyed by the viewer, so nothing of one user shows to the next.
 */
export const chatListKeys = {
  all: ['chat-lists'] as const,
  mine: (viewer: string) => [...chatListKeys.all, viewer, 'mine'] as const,
  followed: (viewer: string) => [...chatListKeys.all, viewer, 'followed'] as const,
  sharedWithMe: (viewer: string) => [...chatListKeys.all, viewer, 'shared-with-me'] as const,
};

export const chatListQueries = {
  /** GET /api/chats/me */
  mine: (viewer: string) =>
    queryOptions({ queryKey: chatListKeys.mine(viewer), queryFn: ({ signal }) => api.get<ChatSummary[]>('/chats/me', { signal }) }),
  /** GET /api/chats/follow/me */
  followed: (viewer: string) =>
    queryOptions({
      queryKey: chatListKeys.followed(viewer),
      queryFn: ({ signal }) => api.get<FollowWithChat[]>('/chats/follow/me', { signal }),
    }),
  /** chats others shared with me (direct messages included), newest first: the first page */
  sharedWithMe: (viewer: string) =>
    queryOptions({
      queryKey: chatListKeys.sharedWithMe(viewer),
      queryFn: ({ signal }) =>
        api.post<ChatPage>('/chats/search', { only_external_chats: true, sort: 'newest', offset: 0, limit: SHARED_PAGE }, { signal }),
    }),
};

/** Every chat list is behind (`chats:changed`, a reconnection, a chat none of them knows). */
export function invalidateChatLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: chatListKeys.all });
}

/** A deleted chat leaves every cached list at once; the refetch that follows confirms it. */
export function dropChatFromLists(client: QueryClient, chatId: string): void {
  client.setQueriesData<ChatSummary[]>({ queryKey: [...chatListKeys.all], predicate: (q) => q.queryKey.at(-1) === 'mine' }, (list) =>
    list?.filter((c) => c.id !== chatId),
  );
  client.setQueriesData<FollowWithChat[]>({ queryKey: [...chatListKeys.all], predicate: (q) => q.queryKey.at(-1) === 'followed' }, (list) =>
    list?.filter((f) => f.chat_id !== chatId),
  );
}
