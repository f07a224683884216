import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../shared/api';
import { INVITATIONS_PAGE_DEFAULT, type InvitationPage } from '../../../../shared/invitations';
import { api, errorDetail } from '../api';
import { toast } from '../toast';
import { chatListKeys, dropChatFromLists, invalidateChatLists, type ChatPage } from './chat-lists';
import { CHAT_SEARCH_KEY } from './chat-mutations';
import { dropFromPages } from './paged';

const id = encodeURIComponent;

/**
 * Consent to share (issue 14). The pending invitations sit under the chat lists' key, so `chats:changed` (a new
 * invitation, an answer from another tab) refreshes them with the lists.
 */
export const invitationKeys = {
  pending: (viewer: string) => [...chatListKeys.all, viewer, 'invitations'] as const,
};

export const invitationQueries = {
  /** GET /api/chats/invitations: the first page, newest first */
  pending: (viewer: string) =>
    queryOptions({
      queryKey: invitationKeys.pending(viewer),
      queryFn: ({ signal }) => api.get<InvitationPage>(`/chats/invitations?limit=${INVITATIONS_PAGE_DEFAULT}`, { signal }),
    }),
};

function dropInvitation(client: QueryClient, viewer: string, chatId: string) {
  client.setQueryData<InvitationPage>(invitationKeys.pending(viewer), (page) => page && { ...page, items: page.items.filter((i) => i.chat_id !== chatId) });
}

/** A chat I left (or declined) leaves every cached list at once, the shared-with-me list included. */
function dropEverywhere(client: QueryClient, viewer: string, chatId: string) {
  dropInvitation(client, viewer, chatId);
  dropChatFromLists(client, chatId);
  client.setQueryData<ChatPage>(chatListKeys.sharedWithMe(viewer), (page) => page && { ...page, items: page.items.filter((c) => c.id !== chatId) });
  dropFromPages<ChatSummary>(client, CHAT_SEARCH_KEY, (chat) => chat.id === chatId);
}

/** PUT /api/chats/invitations/{chatId}: the invitation goes from the list at once; a refusal brings the lists back. */
export function useAnswerInvitation(viewer: string | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, accept }: { chatId: string; accept: boolean }) =>
      api.put<{ accepted: boolean; chat: ChatSummary | null }>(`/chats/invitations/${id(chatId)}`, { accept }),
    onSuccess: (_answer, { chatId, accept }) => {
      if (viewer) dropInvitation(client, viewer, chatId);
      void invalidateChatLists(client);
      toast.success(t(accept ? 'invitations.accepted' : 'invitations.declined'));
    },
    onError: (error) => {
      void invalidateChatLists(client);
      toast.error(t('invitations.answerError'), errorDetail(error, t('errors.generic')));
    },
  });
}

/** POST /api/chats/{chatId}/leave: the chat leaves my lists at once. */
export function useLeaveChat(viewer: string | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.post<null>(`/chats/${id(chatId)}/leave`),
    onSuccess: (_answer, chatId) => {
      if (viewer) dropEverywhere(client, viewer, chatId);
      void invalidateChatLists(client);
      toast.success(t('invitations.left'));
    },
    onError: (error) => toast.error(t('invitations.leaveError'), errorDetail(error, t('errors.generic'))),
  });
}
