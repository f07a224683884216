import { REPORT_CONTEXT_MESSAGES, type ReportedMessage, type ReportTarget } from '../../../shared/moderation.js';
import { canRead } from '../../domain/chat/access.js';
import { DomainError } from '../../domain/errors.js';
import type { Entry } from '../../domain/timeline.js';
import type { ChatCache, ChatView } from '../chats/chat-cache.js';
import { AppError } from '../errors.js';
import type { Sealer, Store } from '../ports.js';
import { createExcerpts } from './excerpt.js';

/** What a report is about, once checked: where it lives and whom it is about. */
export interface ResolvedTarget { type: ReportTarget['type']; id: string; chatId: string | null; subject: string }

export function createTargets(deps: { store: Store; sealer: Sealer; cache: ChatCache }) {
  const excerpt = createExcerpts(deps);

  /** A chat the reporter may read, or the 404 of a chat that does not exist: nobody reports what they cannot see. */
  async function readableBy(chatId: string, viewer: string): Promise<ChatView> {
    const view = await deps.cache.read(chatId);
    if (!canRead(view.state, viewer) || !view.summary) throw new DomainError('chat_not_found');
    return view;
  }

  async function resolve(target: ReportTarget, reporter: string): Promise<ResolvedTarget> {
    if (target.type === 'user') {
      const user = await deps.store.users.byUsername(target.id);
      if (!user) throw new AppError('not_found', 'user_not_found');
      return { type: 'user', id: user.username, chatId: null, subject: user.username };
    }
    if (target.type === 'chat') {
      const view = await readableBy(target.id, reporter);
      return { type: 'chat', id: target.id, chatId: target.id, subject: view.state.owner };
    }
    const view = await readableBy(target.chat_id, reporter);
    const facts = view.state.messages.get(target.id);
    if (!facts || facts.sender !== 'user' || facts.deleted) throw new DomainError('message_not_found');
    return { type: 'message', id: target.id, chatId: target.chat_id, subject: facts.author };
  }

  /**
   * What staff see of a target: a message with the few messages just before it (and nothing else of its chat,
   * which may be private; excerpt.ts), a chat's title, or nothing but the person's name.
   */
  async function content(type: ReportTarget['type'], id: string, chatId: string | null) {
    if (type === 'user' || !chatId) return { title: null, messages: [], hidden: false };
    const view = await deps.cache.read(chatId).catch(() => null);
    if (!view?.state.exists) return { title: null, messages: [], hidden: false };
    if (type === 'chat') return { title: view.summary?.title ?? null, messages: [], hidden: view.state.hidden === true };
    const window = await excerpt(view, id, REPORT_CONTEXT_MESSAGES);
    return { title: null, messages: window.map((e) => shown(e, id)), hidden: view.state.messages.get(id)?.hidden === true };
  }

  return { resolve, content };
}

function shown(entry: Entry, reportedId: string): ReportedMessage {
  const m = entry as Extract<Entry, { kind: 'message' }>;
  return { id: m.id, author: m.author, text: m.text, created_at_timestamp: m.createdAt, reported: m.id === reportedId };
}

export type Targets = ReturnType<typeof createTargets>;
