import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { chatApi } from '../api/chat-api';

/**
 * Whether the viewer follows this chat, and a toggle. Read from GET /api/chats/follow/me: the join snapshot
 * and room broadcasts carry no per-viewer follow flag. null until known.
 */
export function useFollow(chatId: string, enabled: boolean) {
  const { t } = useTranslation();
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    chatApi.follows(controller.signal).then(
      (records) => !controller.signal.aborted && setFollowed(records.some((r) => r.chat_id === chatId)),
      () => !controller.signal.aborted && setFollowed(false),
    );
    return () => controller.abort();
  }, [chatId, enabled]);

  const toggle = useCallback(async () => {
    if (followed === null) return;
    setBusy(true);
    try {
      if (followed) await chatApi.unfollow(chatId);
      else await chatApi.follow(chatId);
      setFollowed(!followed);
      toast.success(t(followed ? 'chat.toasts.unfollowed' : 'chat.toasts.followed'));
    } catch (error) {
      toast.error(t(followed ? 'chat.toasts.unfollowError' : 'chat.toasts.followError'), errorDetail(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }, [chatId, followed, t]);

  return { followed: enabled ? followed : null, busy, toggle };
}
