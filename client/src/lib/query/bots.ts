import { queryOptions } from '@tanstack/react-query';
import type { Bot } from '../../../../shared/api';
import { api } from '../api';

/** GET /api/bots: the bot catalogue, read by new chat, explore, the chat header and the professionals' search. */
export const botsQuery = queryOptions({
  queryKey: ['bots'] as const,
  queryFn: ({ signal }) => api.get<Bot[]>('/bots', { signal }),
  // The catalogue changes with a deploy, not while a page is open.
  staleTime: Infinity,
});

/** Bots as a picker shows them: enabled ones, by `order` (999 when missing), then by name. */
export function orderBots(bots: readonly Bot[]): Bot[] {
  return bots
    .filter((bot) => !bot.disabled)
    .sort((a, b) => (a.order ?? 999) - (b.order ?? 999) || a.name.localeCompare(b.name));
}
