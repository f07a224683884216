import { useQuery } from '@tanstack/react-query';
import type { Bot } from '../../../../../shared/api';
import { botsQuery } from '../../../lib/query/bots';

const NONE: Record<string, string> = {};
const namesByKey = (bots: Bot[]): Record<string, string> => Object.fromEntries(bots.map((b) => [b.bot_key, b.name]));

/** Bot display names by bot key (the shared bot catalogue, loaded only for chats that have a bot). */
export function useBotNames(needed: boolean): Record<string, string> {
  return useQuery({ ...botsQuery, enabled: needed, select: namesByKey }).data ?? NONE;
}
