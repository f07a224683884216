import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bot } from '../../../shared/api';
import { chatName, formatDiaryDay } from './chat-title';
import { botsQuery } from './query/bots';

const nameOf = (key: string) => (bots: Bot[]) => bots.find((b) => b.bot_key === key)?.name ?? null;

/**
 * A chat's title as shown (chat-title.ts) and its bot's name for the small label beside it; the bot catalogue
 * is read (once, cached) only for chats that have a bot.
 */
export function useChatTitle(chat: Parameters<typeof chatName>[0], viewer: string | null): { title: string; botName: string | null } {
  const { t, i18n } = useTranslation();
  const botName = useQuery({ ...botsQuery, enabled: chat.bot !== null, select: nameOf(chat.bot ?? '') }).data ?? null;
  const name = chatName(chat, viewer);
  switch (name.kind) {
    case 'title': return { title: name.title, botName };
    case 'diary': return { title: t('titles.diary', { day: formatDiaryDay(name.day, i18n.language) }), botName: null };
    case 'person': return { title: name.username, botName };
    case 'bot': return { title: botName ?? chat.bot ?? t('chats.item.untitled'), botName: null };
    case 'untitled': return { title: t('chats.item.untitled'), botName };
  }
}
