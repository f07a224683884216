import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { chatListKeys } from './chat-lists';

/**
 * The chats the viewer muted (GET /api/chats/mutes). Under the chat lists' key, so `chats:changed` (which a mute
 * or unmute on another device sends) refreshes it with them.
 */
export const muteQueries = {
  list: (viewer: string) =>
    queryOptions({
      queryKey: [...chatListKeys.all, viewer, 'mutes'] as const,
      queryFn: ({ signal }) => api.get<{ chat_ids: string[] }>('/chats/mutes', { signal }),
      select: (answer: { chat_ids: string[] }): ReadonlySet<string> => new Set(answer.chat_ids),
    }),
};

const NONE: ReadonlySet<string> = new Set();

/** The muted chat ids, empty until known (and for visitors). */
export function useMutedChatIds(viewer: string | null): ReadonlySet<string> {
  return useQuery({ ...muteQueries.list(viewer ?? ''), enabled: viewer !== null }).data ?? NONE;
}

/** PUT or DELETE /api/chats/{chatId}/mute; the icon changes at once and the answer confirms it. */
export function useMuteChat(viewer: string | null) {
  const client = useQueryClient();
  const key = muteQueries.list(viewer ?? '').queryKey;
  return useMutation({
    mutationFn: ({ chatId, mute }: { chatId: string; mute: boolean }) =>
      mute ? api.put<void>(`/chats/${encodeURIComponent(chatId)}/mute`) : api.delete<void>(`/chats/${encodeURIComponent(chatId)}/mute`),
    onMutate: ({ chatId, mute }) => {
      client.setQueryData(key, (answer) => answer && {
        chat_ids: mute ? [chatId, ...answer.chat_ids.filter((id) => id !== chatId)] : answer.chat_ids.filter((id) => id !== chatId),
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
