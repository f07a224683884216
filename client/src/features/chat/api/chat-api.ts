import { queryOptions } from '@tanstack/react-query';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { api } from '../../../lib/api';
import type { TopicTag } from '../../../lib/topic-tags';
import type { PagedChatInfo } from '../stores/timeline-joins';
import type { TimelinePage } from '../stores/timeline-pages';

const id = encodeURIComponent;

export type RevokeScope = 'public' | 'private' | 'all';

export const chatApi = {
  /** the chat and its latest page; signed-in readers use the chat route, anonymous visitors the public (explore) one */
  info: (chatId: string, signedIn: boolean, signal?: AbortSignal) =>
    api.get<PagedChatInfo>(`${signedIn ? '/chats/info' : '/chats/explore/info'}/${id(chatId)}`, { signal }),
  /** the page of items just older than the cursor `before` */
  olderPage: (chatId: string, signedIn: boolean, before: string, signal?: AbortSignal) =>
    api.get<TimelinePage>(`${signedIn ? '/chats/info' : '/chats/explore/info'}/${id(chatId)}/timeline`, { query: { before }, signal }),

  editMessage: (chatId: string, messageId: string, message: string) =>
    api.put<MessageItem>(`/chats/${id(chatId)}/messages/${id(messageId)}`, { message }),
  deleteMessage: (chatId: string, messageId: string) =>
    api.delete<MessageItem>(`/chats/${id(chatId)}/messages/${id(messageId)}`),
  /** answers again a bot reply that ended in ERROR; the answer is the new pending reply */
  retry: (chatId: string, messageId: string) =>
    api.post<MessageItem>(`/chats/${id(chatId)}/messages/${id(messageId)}/retry`),
  /** stops a reply being written; the answer is the reply, STOPPED with its words so far */
  stop: (chatId: string, messageId: string) =>
    api.post<MessageItem>(`/chats/${id(chatId)}/messages/${id(messageId)}/stop`),
  feedback: (chatId: string, messageId: string, positive: boolean | null) =>
    api.put<MessageItem>(`/chats/${id(chatId)}/messages/${id(messageId)}/feedback`, { positive }),

  /** title and description; the tags are sent as they are so this edit leaves them unchanged */
  editDetails: (chatId: string, body: { title: string; description: string; tags: string[] }) =>
    api.put<ChatSummary>(`/chats/edit/${id(chatId)}`, body),
  rename: (chatId: string, title: string) => api.put<ChatSummary>(`/chats/${id(chatId)}/title`, { title }),
  addTag: (chatId: string, tag: TopicTag) => api.post<ChatSummary>(`/chats/${id(chatId)}/tags`, { tag }),
  removeTag: (chatId: string, tag: TopicTag) => api.delete<ChatSummary>(`/chats/${id(chatId)}/tags/${id(tag)}`),
  close: (chatId: string) => api.put<ChatSummary>(`/chats/close/${id(chatId)}`),
  open: (chatId: string) => api.put<ChatSummary>(`/chats/open/${id(chatId)}`),
  /** `professional`: one verified professional's username; the server refuses anyone else (422 `not_professional`) */
  share: (chatId: string, body: { public?: boolean; users?: string[]; professional?: string }) =>
    api.put<ChatSummary>(`/chats/share/${id(chatId)}`, body),
  revoke: (chatId: string, scope: RevokeScope) => api.delete<ChatSummary>(`/chats/share/${id(chatId)}`, { query: { scope } }),
};

const reader = (signedIn: boolean) => (signedIn ? 'member' : 'visitor');

/** The chat feature's cache keys: a chat read over HTTP and its older pages, by the kind of reader. */
export const chatKeys = {
  all: ['chat'] as const,
  info: (chatId: string, signedIn: boolean) => [...chatKeys.all, chatId, reader(signedIn), 'info'] as const,
  olderPage: (chatId: string, signedIn: boolean, before: string) => [...chatKeys.all, chatId, reader(signedIn), 'page', before] as const,
};

/**
 * Reads of one chat. What they bring lands in the per-chat timeline store, the one owner of its items; the
 * cache only carries the request (one at a time, cancelled on leaving) and forgets the private messages as soon
 * as nothing waits for them (gcTime 0).
 */
export const chatQueries = {
  info: (chatId: string, signedIn: boolean) =>
    queryOptions({ queryKey: chatKeys.info(chatId, signedIn), queryFn: ({ signal }) => chatApi.info(chatId, signedIn, signal), gcTime: 0 }),
  olderPage: (chatId: string, signedIn: boolean, before: string) =>
    queryOptions({
      queryKey: chatKeys.olderPage(chatId, signedIn, before),
      queryFn: ({ signal }) => chatApi.olderPage(chatId, signedIn, before, signal),
      gcTime: 0,
    }),
};
