import type { RecordedChatEvent } from '../../../shared/events.js';
import { evolve, initialChatState, type ChatState } from '../../domain/chat/state.js';
import { evolveSummary, type ChatRecord } from '../../domain/summary.js';
import { emptyTimeline, evolveTimeline, type TimelineState } from '../../domain/timeline.js';
import type { Sealer, Store } from '../ports.js';
import { decodeEvents } from './codec.js';

export interface ChatView {
  state: ChatState;
  timeline: TimelineState;
  summary: ChatRecord | null;
  version: number;
}

export interface Applied { event: RecordedChatEvent; itemId: string | null }

/**
 * The projections of recently used chats, kept in memory and caught up from the log before every use, so
 * the log stays the source of truth and several nodes can share one store.
 */
export function createChatCache(deps: { store: Store; sealer: Sealer; capacity?: number }) {
  const capacity = deps.capacity ?? 500;
  const entries = new Map<string, ChatView>();

  const fresh = (chatId: string): ChatView => ({ state: initialChatState(), timeline: emptyTimeline(chatId), summary: null, version: 0 });

  function remember(chatId: string, view: ChatView) {
    entries.delete(chatId);
    entries.set(chatId, view);
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
  }

  /** Applies events not yet seen; a concurrent reader may already have applied some of them. */
  function apply(chatId: string, events: RecordedChatEvent[]): Applied[] {
    const view = entries.get(chatId) ?? fresh(chatId);
    const applied: Applied[] = [];
    for (const event of events) {
      if (event.seq !== view.version + 1) continue;
      view.state = evolve(view.state, event);
      const itemId = evolveTimeline(view.timeline, event);
      view.summary = evolveSummary(view.summary, event);
      view.version = event.seq;
      applied.push({ event, itemId });
    }
    if (view.version > 0) remember(chatId, view);
    return applied;
  }

  /*
   * Reads from one event before the known version: if even that one is gone, another node deleted the chat,
   * and a stale copy here must not keep serving it.
   */
  async function load(chatId: string): Promise<ChatView> {
    const known = entries.get(chatId)?.version ?? 0;
    const stored = await deps.store.events.read(chatId, Math.max(0, known - 1));
    // An erasure rewrote earlier events in place (issue 5): a copy folded before it is refolded from the log.
    const erased = stored.some((s) => s.seq > known && s.type === 'author_erased');
    if (known > 0 && (stored[0]?.seq !== known || erased)) {
      entries.delete(chatId);
      return load(chatId);
    }
    const decoded = await decodeEvents(deps.sealer, stored.filter((s) => s.seq > known), true);
    apply(chatId, decoded);
    return entries.get(chatId) ?? fresh(chatId);
  }

  return {
    load,
    apply,
    peek: (chatId: string) => entries.get(chatId),
    forget: (chatId: string) => void entries.delete(chatId),
  };
}

export type ChatCache = ReturnType<typeof createChatCache>;
