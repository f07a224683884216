import { PAGE_MAX } from '../../../../shared/api.js';
import {
  MESSAGE_SCAN_LIMIT, type ProfessionalSearchBody, type ProfessionalSearchResponse, type SearchHighlight,
} from '../../../../shared/people.js';
import { highlight } from '../../../domain/highlight.js';
import { AppError } from '../../errors.js';
import type { ChatSearch, StoredChat } from '../../ports.js';
import type { ProfessionalSearchPorts } from './ports.js';
import { targetUser } from '../accounts.js';

/** public chats matched on title and description per query (the store's own text search) */
const PUBLIC_CANDIDATES = 500;
const MESSAGE_HITS_PER_CHAT = 3;

type Filters = Omit<ChatSearch, 'text' | 'sort' | 'offset' | 'limit'>;

const passes = (chat: StoredChat, f: Filters): boolean =>
  (f.tags ?? []).every((t) => chat.tags.includes(t))
  && (f.bot === undefined || chat.bot === f.bot)
  && (f.language === undefined || chat.language === f.language)
  && (f.from === undefined || chat.created_at_timestamp >= f.from)
  && (f.to === undefined || chat.created_at_timestamp <= f.to);

/** The same orders as the store's search, ties included. */
const byId = (a: StoredChat, b: StoredChat) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ORDER: Record<ProfessionalSearchBody['sort'], (a: StoredChat, b: StoredChat) => number> = {
  updated: (a, b) => b.updated_at_timestamp - a.updated_at_timestamp || byId(b, a),
  newest: (a, b) => b.created_at_timestamp - a.created_at_timestamp || byId(b, a),
  oldest: (a, b) => a.created_at_timestamp - b.created_at_timestamp || byId(a, b),
};

/**
 * Advanced search for professionals over public chats and chats shared with them. Titles and descriptions
 * are plain columns; message text is sealed, so it is searched by opening the timelines of at most
 * MESSAGE_SCAN_LIMIT candidates (the most recently updated that pass the filters), through the same
 * readable-or-404 check as any read.
 */
export function createProfessionalSearch(deps: ProfessionalSearchPorts) {
  const { store } = deps;

  async function candidates(username: string, body: ProfessionalSearchBody, filters: Filters, text: string | undefined) {
    const publicQuery = { ...filters, sort: 'updated' as const, offset: 0 };
    const wantPublic = body.scope !== 'shared';
    const [byText, recent, shared] = await Promise.all([
      wantPublic ? store.chats.search({ kind: 'public' }, { ...publicQuery, text, limit: PUBLIC_CANDIDATES }) : null,
      wantPublic && text && body.messages ? store.chats.search({ kind: 'public' }, { ...publicQuery, limit: MESSAGE_SCAN_LIMIT }) : null,
      body.scope !== 'public' ? store.chats.listSharedWith(username) : [],
    ]);
    const all = new Map<string, StoredChat>();
    for (const chat of [...(byText?.items ?? []), ...(recent?.items ?? []), ...shared.filter((c) => passes(c, filters))]) all.set(chat.id, chat);
    return [...all.values()].sort(ORDER.updated);
  }

  async function messageHighlights(chatId: string, username: string, text: string): Promise<SearchHighlight[]> {
    const info = await deps.chats.getInfo(chatId, username, PAGE_MAX).catch(() => null);
    const found: SearchHighlight[] = [];
    for (const item of info?.messages ?? []) {
      if (found.length >= MESSAGE_HITS_PER_CHAT) break;
      if (item.kind !== 'message' || !item.message || item.deleted_at_timestamp !== null) continue;
      const snippet = highlight(item.message, text);
      if (snippet) found.push({ field: 'message', snippet, message_id: item.id });
    }
    return found;
  }

  return async function search(username: string, body: ProfessionalSearchBody): Promise<ProfessionalSearchResponse> {
    const user = await targetUser(store, username);
    if (user.role !== 'professional') throw new AppError('forbidden', 'professional_only');
    const filters: Filters = { tags: body.tags, bot: body.bot, language: body.language, from: body.from, to: body.to };
    const text = body.text?.trim() || undefined;
    const chats = await candidates(user.username, body, filters, text);
    const scanned = text && body.messages ? chats.slice(0, MESSAGE_SCAN_LIMIT) : [];
    const inMessages = new Map(await Promise.all(scanned.map(async (c) => [c.id, await messageHighlights(c.id, user.username, text!)] as const)));
    const hits = chats.map((chat) => {
      if (!text) return { chat, highlights: [] as SearchHighlight[] };
      const highlights: SearchHighlight[] = [];
      for (const field of ['title', 'description'] as const) {
        const snippet = highlight(chat[field], text);
        if (snippet) highlights.push({ field, snippet, message_id: null });
      }
      return { chat, highlights: [...highlights, ...(inMessages.get(chat.id) ?? [])] };
    }).filter((hit) => !text || hit.highlights.length > 0);
    hits.sort((a, b) => ORDER[body.sort](a.chat, b.chat));
    const page = hits.slice(body.offset, body.offset + body.limit);
    const summaries = await deps.social.withFollowed(page.map((h) => h.chat), user.username);
    return {
      items: page.map((h, i) => ({ chat: summaries[i], highlights: h.highlights })),
      total: hits.length,
      scanned_chats: scanned.length,
      message_scan_limit: MESSAGE_SCAN_LIMIT,
    };
  };
}

export type ProfessionalSearch = ReturnType<typeof createProfessionalSearch>;
