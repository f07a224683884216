import { useMutation } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { errorDetail } from '../../../lib/api';
import { useDeleteChat } from '../../../lib/query/chat-mutations';
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

/** One write on the open chat: the call, its toasts, where its answer goes, and what it shows before the answer. */
interface ChatWrite {
  call: () => Promise<unknown>;
  errorKey: Key;
  successKey: Key | null;
  apply?: (answer: never) => void;
  /** shows the expected result at once and returns how to take it back */
  optimistic?: () => () => void;
}

/** The viewer's flags as the server will have them after this vote (counts follow with the answer). */
function voted(item: MessageItem, positive: boolean | null): MessageItem {
  return { ...item, is_positive_feedback_from_user: positive === true, is_negative_feedback_from_user: positive === false };
}

/**
 * Every HTTP action on the open chat, each a mutation with its success and error toast (SPEC §8). Answers go
 * into the timeline store at once; the room broadcast that follows changes nothing more (timeline-answers.ts).
 * Feedback shows at once and is taken back when refused. Each action resolves true when it worked.
 */
export function useChatActions(chatId: string, store: TimelineStore) {
  const { t } = useTranslation();
  const { mutateAsync: write } = useMutation({
    mutationFn: ({ call }: ChatWrite) => call(),
    onMutate: ({ optimistic }) => ({ undo: optimistic?.() }),
    onSuccess: (answer, { apply, successKey }) => {
      (apply as ((answer: unknown) => void) | undefined)?.(answer);
      if (successKey) toast.success(t(successKey));
    },
    onError: (error, { errorKey }, context) => {
      context?.undo?.();
      toast.error(t(errorKey), errorDetail(error, t('errors.generic')));
    },
  });
  const { mutateAsync: removeChat } = useDeleteChat();

  return useMemo(() => {
    const run = <T,>(call: () => Promise<T>, errorKey: Key, successKey: Key | null, apply?: (answer: T) => void, optimistic?: ChatWrite['optimistic']) =>
      write({ call, errorKey, successKey, apply: apply as ChatWrite['apply'], optimistic }).then(() => true, () => false);
    const seq = () => store.getState().lastSeq;
    const ownItem = (since: number | null) => (item: MessageItem) => store.getState().ownItem(item, since);
    const summary = (chat: ChatSummary) => store.getState().summary(chat);

    return {
      editMessage: (messageId: string, text: string) =>
        run(() => chatApi.editMessage(chatId, messageId, text), 'chat.toasts.editError', 'chat.toasts.edited', ownItem(seq())),
      retry: (messageId: string) => run(() => chatApi.retry(chatId, messageId), 'chat.retryError', null, ownItem(seq())),
      /** the latest reply answered again (the retry route), spending a unit */
      regenerate: (messageId: string) => run(() => chatApi.retry(chatId, messageId), 'chat.replies.regenerateError', null, ownItem(seq())),
      stop: (messageId: string) => run(() => chatApi.stop(chatId, messageId), 'chat.replies.stopError', null, ownItem(seq())),
      deleteMessage: (messageId: string) =>
        run(() => chatApi.deleteMessage(chatId, messageId), 'chat.toasts.deleteMessageError', 'chat.toasts.messageDeleted', ownItem(seq())),
      feedback: (item: MessageItem, pressed: 'up' | 'down') => {
        const positive = nextFeedback(item, pressed);
        const errorKey: Key = positive === null ? 'chat.toasts.feedbackDeleteError' : 'chat.toasts.feedbackError';
        const since = seq();
        const optimistic = () => {
          store.getState().ownItem(voted(item, positive), since);
          // Back to the flags the viewer had; a broadcast since then keeps the rest of the message.
          return () => store.getState().ownItem(item, since);
        };
        return run(() => chatApi.feedback(chatId, item.id, positive), errorKey, null, ownItem(since), optimistic);
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
      rename: (title: string) => run(() => chatApi.rename(chatId, title), 'titles.renameError', 'titles.saved', summary),
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
      deleteChat: () => removeChat(chatId).then(() => true, () => false),
    };
  }, [chatId, store, t, write, removeChat]);
}

export type ChatActions = ReturnType<typeof useChatActions>;
