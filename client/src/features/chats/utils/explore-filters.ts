import { TOPIC_TAGS, type TopicTag } from '../../../lib/topic-tags';

export const SORTS = ['newest', 'oldest', 'updated'] as const;
export type ExploreSort = (typeof SORTS)[number];
export const EXPLORE_LANGUAGES = ['es', 'en'] as const;
/** SPEC §5: date pickers other than the diary's go from 1900-01-01 to 2099-12-31. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
/** `bot=none` in the address: chats with no bot (the body sends `bot: null`). */
export const NO_BOT = 'none';

export interface ExploreFilters {
  text: string;
  tags: TopicTag[];
  /** '' any bot, NO_BOT chats without a bot, else a bot key */
  bot: string;
  /** '' any language */
  language: '' | (typeof EXPLORE_LANGUAGES)[number];
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  sort: ExploreSort;
}

export const EMPTY_FILTERS: ExploreFilters = { text: '', tags: [], bot: '', language: '', from: '', to: '', sort: 'newest' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day inside the allowed range, or ''. */
export function validDay(value: string | null): string {
  if (!value || !DAY.test(value) || value < DATE_MIN || value > DATE_MAX) return '';
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : '';
}

function isTag(value: string): value is TopicTag {
  return (TOPIC_TAGS as readonly string[]).includes(value);
}

/** What the address says (`/chats?private_term=false&text=…&tags=a,b&bot=…&language=…&from=…&to=…&sort=…`). */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const sort = params.get('sort');
  const language = params.get('language');
  const tags = (params.get('tags') ?? '').split(',').filter(isTag);
  return {
    text: (params.get('text') ?? '').slice(0, 200),
    tags: [...new Set(tags)],
    bot: (params.get('bot') ?? '').slice(0, 64),
    language: language === 'es' || language === 'en' ? language : '',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ExploreSort) : 'newest',
  };
}

/** The address for some filters: only what is set, plus SPEC §2's private_term=false. */
export function filtersToParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams({ private_term: 'false' });
  if (filters.text.trim()) params.set('text', filters.text.trim());
  if (filters.tags.length) params.set('tags', filters.tags.join(','));
  if (filters.bot) params.set('bot', filters.bot);
  if (filters.language) params.set('language', filters.language);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

function startOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

function endOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + 1).getTime() - 1;
}

export interface ExploreBody {
  text?: string;
  tags?: TopicTag[];
  bot?: string | null;
  language?: 'es' | 'en';
  from?: number;
  to?: number;
  sort: ExploreSort;
  offset: number;
  limit: number;
  private_term: false;
}

/**
 * The POST /api/chats/explore/search body. Days are local: `from` is the start of its day, `to` the end of
 * its day (the server includes both ends); a reversed range is put the right way round.
 */
export function exploreBody(filters: ExploreFilters, offset: number, limit: number): ExploreBody {
  const body: ExploreBody = { sort: filters.sort, offset, limit, private_term: false };
  const text = filters.text.trim();
  if (text) body.text = text;
  if (filters.tags.length) body.tags = filters.tags;
  if (filters.bot) body.bot = filters.bot === NO_BOT ? null : filters.bot;
  if (filters.language) body.language = filters.language;
  let [from, to] = [filters.from, filters.to];
  if (from && to && from > to) [from, to] = [to, from];
  if (from) body.from = startOfDay(from);
  if (to) body.to = endOfDay(to);
  return body;
}

export function toggleTag(tags: readonly TopicTag[], tag: TopicTag): TopicTag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

export function activeFilterCount(filters: ExploreFilters): number {
  return [filters.tags.length > 0, filters.bot, filters.language, filters.from, filters.to, filters.sort !== 'newest'].filter(Boolean).length;
}
