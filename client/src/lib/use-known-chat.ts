import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../shared/api';
import { chatName, formatDiaryDay } from './chat-title';
import { chatListQueries } from './query/chat-lists';
import { invitationQueries } from './query/invitations';

/**
 * A chat's title as the viewer's own lists know it (mine, shared with me, followed, or a pending invitation),
 * null when none does. Notifications name a private chat by nothing (they are stored in clear), so the screen
 * names it from here.
 */
export function useKnownChatTitle(viewer: string, chatId: string | null): string | null {
  const { t, i18n } = useTranslation();
  const find = (chats: ChatSummary[] | undefined) => chats?.find((c) => c.id === chatId) ?? null;
  const mine = useQuery({ ...chatListQueries.mine(viewer), enabled: chatId !== null }).data;
  const shared = useQuery({ ...chatListQueries.sharedWithMe(viewer), enabled: chatId !== null }).data;
  const followed = useQuery({ ...chatListQueries.followed(viewer), enabled: chatId !== null }).data;
  const invited = useQuery({ ...invitationQueries.pending(viewer), enabled: chatId !== null }).data;
  const chat = find(mine) ?? find(shared?.items) ?? find(followed?.map((f) => f.chat));
  if (!chat) return invited?.items.find((i) => i.chat_id === chatId)?.title || null;
  const name = chatName(chat, viewer);
  switch (name.kind) {
    case 'title': return name.title;
    case 'diary': return t('titles.diary', { day: formatDiaryDay(name.day, i18n.language) });
    case 'person': return name.username;
    case 'bot':
    case 'untitled': return null;
  }
}
