import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { TopicTag } from '../../../lib/topic-tags';
import { chatApi, type RevokeScope } from '../api/chat-api';
import type { TimelineStore } from '../stores/timeline-store';
import { nextFeedback } from '../utils/permissions';

type Key = ParseKeys;

const REVOKED_TOAST: Record<RevokeScope, Key> = {
  public: 'chat.toasts.revokedPublic',
  private: 'chat.toasts.revokedUsers',
  all: 'chat.toasts.madePrivate',
};

/**
 * Every HTTP action on the open chat, each with its success and error toast (SPEC §8). Answers go into the
 * timeline store at once; the room broadcast that follows changes nothing more (see timeline-answers.ts).
 * Each action resolves true when it worked.
 */
export function useChatActions(chatId: string, store: TimelineStore) {
  const { t } = useTranslation();

  return useMemo(() => {
    async function run<T>(call: () => Promise<T>, errorKey: Key, successKey: Key | null, apply?: (result: T) => void) {
      try {
        const result = await call();
        apply?.(result);
        if (successKey) toast.success(t(successKey));
        return true;
      } catch (error) {
        toast.error(t(errorKey), errorDetail(error, t('errors.generic')));
        return false;
      }
    }
    const ownItem = (since: number | null) => (item: MessageItem) => store.getState().ownItem(item, since);
    const summary = (chat: ChatSummary) => store.getState().summary(chat);
    const seq = () => store.getState().lastSeq;

    return {
      editMessage: (messageId: string, text: string) =>
        run(() => chatApi.editMessage(chatId, messageId, text), 'chat.toasts.editError', 'chat.toasts.edited', ownItem(seq())),
      retry: (messageId: string) =>
        run(() => chatApi.retry(chatId, messageId), 'chat.retryError', null, ownItem(seq())),
      deleteMessage: (messageId: string) =>
        run(() => chatApi.deleteMessage(chatId, messageId), 'chat.toasts.deleteMessageError', 'chat.toasts.messageDeleted', ownItem(seq())),
      feedback: (item: MessageItem, pressed: 'up' | 'down') => {
        const positive = nextFeedback(item, pressed);
        const errorKey: Key = positive === null ? 'chat.toasts.feedbackDeleteError' : 'chat.toasts.feedbackError';
        return run(() => chatApi.feedback(chatId, item.id, positive), errorKey, null, ownItem(seq()));
      },
      copy: async (text: string) => {
        try {
          await navigator.clipboard.writeText(text);
          toast.success(t('chat.toasts.copied'));
          return true;
        } catch {
          toast.error(t('chat.toasts.copyError'));
          return false;
        }
      },
      editDetails: (details: { title: string; description: string; tags: string[] }) =>
        run(() => chatApi.editDetails(chatId, details), 'chat.toasts.detailsError', 'chat.toasts.detailsSaved', summary),
      addTag: (tag: TopicTag) => run(() => chatApi.addTag(chatId, tag), 'chat.toasts.tagAddError', null, summary),
      removeTag: (tag: TopicTag) => run(() => chatApi.removeTag(chatId, tag), 'chat.toasts.tagRemoveError', null, summary),
      close: () => run(() => chatApi.close(chatId), 'chat.toasts.closeError', 'chat.toasts.closed', summary),
      open: () => run(() => chatApi.open(chatId), 'chat.toasts.openError', 'chat.toasts.opened', summary),
      share: (body: { public?: boolean; users?: string[] }) =>
        run(() => chatApi.share(chatId, body), 'chat.toasts.shareError', 'chat.toasts.shared', summary),
      /** Resolves to the server's refusal (not a professional, unknown name), which the dialog shows by its field, or null. */
      shareWithProfessional: async (professional: string): Promise<string | null> => {
        try {
          summary(await chatApi.share(chatId, { professional }));
          toast.success(t('chat.toasts.shared'));
          return null;
        } catch (error) {
          return errorDetail(error, t('errors.generic'));
        }
      },
      revoke: (scope: RevokeScope) =>
        run(() => chatApi.revoke(chatId, scope), 'chat.toasts.revokeError', REVOKED_TOAST[scope], summary),
      deleteChat: () => run(() => chatApi.deleteChat(chatId), 'chat.toasts.deleteChatError', 'chat.toasts.chatDeleted'),
    };
  }, [chatId, store, t]);
}

export type ChatActions = ReturnType<typeof useChatActions>;
