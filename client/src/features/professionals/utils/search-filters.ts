import type { TopicTag } from '../../../lib/topic-tags';
import type { SearchBody } from '../api/professionals-api';

export const NO_BOT = '__none__';
export const SCOPES = ['all', 'public', 'shared'] as const;
export const SORTS = ['updated', 'newest', 'oldest'] as const;

export interface SearchFilterValues {
  text: string;
  tags: TopicTag[];
  /** local days, YYYY-MM-DD, both included; '' for no bound */
  from: string;
  to: string;
  /** '' = any language */
  language: '' | 'es' | 'en';
  /** '' = any bot, NO_BOT = chats with no bot, else a bot key */
  bot: string;
  scope: (typeof SCOPES)[number];
  /** also look inside messages (the server scans the 50 most recently updated candidates) */
  messages: boolean;
  sort: (typeof SORTS)[number];
}

export const EMPTY_FILTERS: SearchFilterValues = {
  text: '', tags: [], from: '', to: '', language: '', bot: '', scope: 'all', messages: true, sort: 'updated',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first millisecond of a local day, or the last one with `end`. */
export function localDayBound(day: string, end: boolean): number | undefined {
  if (!DAY.test(day)) return undefined;
  const time = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).getTime();
  return Number.isFinite(time) ? time : undefined;
}

/** The body of POST /api/professionals/search for these filters and page. */
export function searchBody(v: SearchFilterValues, offset: number, limit: number): SearchBody {
  const body: SearchBody = { scope: v.scope, messages: v.messages, sort: v.sort, offset, limit };
  const text = v.text.trim();
  if (text) body.text = text.slice(0, 200);
  if (v.tags.length) body.tags = [...v.tags];
  if (v.language) body.language = v.language;
  if (v.bot === NO_BOT) body.bot = null;
  else if (v.bot) body.bot = v.bot;
  const from = localDayBound(v.from, false);
  const to = localDayBound(v.to, true);
  if (from !== undefined) body.from = from;
  if (to !== undefined) body.to = to;
  return body;
}
