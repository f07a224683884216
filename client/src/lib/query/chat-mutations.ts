import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../shared/api';
import { api, errorDetail } from '../api';
import { toast } from '../toast';
import { chatListKeys, dropChatFromLists, invalidateChatLists, type FollowWithChat } from './chat-lists';
import { dropFromPages } from './paged';

const id = encodeURIComponent;

/** Every paged chat search kept in the cache (explore, shared with me): a deleted chat leaves them too. */
export const CHAT_SEARCH_KEY = ['chat-search'] as const;

function withFollow(list: FollowWithChat[], chat: ChatSummary, viewer: string, follow: boolean): FollowWithChat[] {
  const others = list.filter((record) => record.chat_id !== chat.id);
  if (!follow) return others;
  const record = { id: `pending-${chat.id}`, created_at_timestamp: Date.now(), user: viewer, chat_id: chat.id, chat: { ...chat, is_followed: true } };
  return [record, ...others];
}

/**
 * Follow or unfollow a chat. The followed list in the cache (drawer, header button, my chats) changes at once;
 * a refusal puts it back and shows the error toast. The server's `chats:changed` then refreshes it.
 */
export function useFollowChat(viewer: string | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = chatListKeys.followed(viewer ?? '');
  return useMutation({
    mutationFn: ({ chat, follow }: { chat: ChatSummary; follow: boolean }) =>
      follow ? api.post<FollowWithChat>(`/chats/follow/${id(chat.id)}`) : api.delete<null>(`/chats/follow/${id(chat.id)}`),
    onMutate: async ({ chat, follow }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FollowWithChat[]>(key);
      if (before && viewer) client.setQueryData(key, withFollow(before, chat, viewer, follow));
      return { before };
    },
    onSuccess: (_answer, { follow }) => toast.success(t(follow ? 'chat.toasts.followed' : 'chat.toasts.unfollowed')),
    onError: (error, { follow }, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast.error(t(follow ? 'chat.toasts.followError' : 'chat.toasts.unfollowError'), errorDetail(error, t('errors.generic')));
    },
  });
}

/** Delete a chat (its owner): it leaves every cached list and search at once; the error toast on refusal. */
export function useDeleteChat() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.delete<null>(`/chats/delete/${id(chatId)}`),
    onSuccess: (_answer, chatId) => {
      dropChatFromLists(client, chatId);
      dropFromPages<ChatSummary>(client, CHAT_SEARCH_KEY, (chat) => chat.id === chatId);
      void invalidateChatLists(client);
      toast.success(t('chat.toasts.chatDeleted'));
    },
    onError: (error) => toast.error(t('chat.toasts.deleteChatError'), errorDetail(error, t('errors.generic'))),
  });
}
