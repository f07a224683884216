import { queryOptions } from '@tanstack/react-query';
import type { ChatInfo, DiaryEntry } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export const DIARY_BOT = 'psycarediary';

export const diaryApi = {
  byYear: (year: number, signal?: AbortSignal) => api.get<DiaryEntry[]>('/chats/diary/search/by-year', { query: { year }, signal }),
  byDay: (year: number, month: number, day: number) => api.get<DiaryEntry[]>('/chats/diary/search/by-day', { query: { year, month, day } }),
  /** opens the day's diary chat, creating it (201) or finding the one it has (200) */
  open: (date: string, userMessage: string, botMessage: string) =>
    api.post<ChatInfo>('/chats/new/bot', { bot_key: DIARY_BOT, bot_message: botMessage, user_message: userMessage, date }),
};

export const diaryKeys = {
  all: ['diary'] as const,
  year: (year: number) => [...diaryKeys.all, 'year', year] as const,
};

/** The year's diary days; `chats:changed` makes them stale with the chat lists (app/server-state-sync.ts). */
export const diaryQueries = {
  year: (year: number) => queryOptions({ queryKey: diaryKeys.year(year), queryFn: ({ signal }) => diaryApi.byYear(year, signal) }),
};
