import type { TimelinePosition } from '../../domain/timeline-entries.js';
import { byCreation, type Entry } from '../../domain/timeline.js';
import type { ChatView } from '../chats/chat-cache.js';
import { createProjectionStore } from '../chats/chat-projections.js';
import type { Sealer, Store } from '../ports.js';
import type { StoredEntry } from '../projection-ports.js';

/** How many items just older than a reported message are looked through for the messages before it. */
export const EXCERPT_SCAN = 50;

const byPosition = (a: TimelinePosition, b: TimelinePosition) => a.createdAt - b.createdAt || a.seq - b.seq;
const before = (e: TimelinePosition, p: TimelinePosition) => byPosition(e, p) < 0;

/**
 * A reported message and up to `count` messages just before it, wherever it sits in its chat's timeline: the
 * node's copy holds only the latest items, so older ones are read by position from the timeline read model
 * (one range read of at most EXCERPT_SCAN items), never by folding the log. Those rows are opened newest first
 * and only until enough messages are found, so no more of a private chat is decrypted than staff are shown.
 * Copies held in memory win: they carry changes not saved to the read model yet.
 */
export function createExcerpts(deps: { store: Store; sealer: Sealer }) {
  const projections = createProjectionStore(deps.store, deps.sealer);

  async function target(view: ChatView, messageId: string): Promise<Entry | undefined> {
    const held = view.timeline.entries.get(messageId);
    if (held || view.complete) return held;
    return (await projections.entries(view.timeline.chatId, [messageId]))[0];
  }

  /** Held items and read-model rows just older than `at`, newest first, each once (the held copy winning). */
  async function earlier(view: ChatView, at: TimelinePosition): Promise<(Entry | StoredEntry)[]> {
    const rows = view.complete ? [] : await deps.store.timelines.page(view.timeline.chatId, at, EXCERPT_SCAN);
    // below the oldest row read, the read model may hold items that were not read: held ones there would skip them
    const floor = rows.length === EXCERPT_SCAN ? rows[0] : null;
    const all = new Map<string, Entry | StoredEntry>(rows.map((r) => [r.id, r]));
    for (const e of view.timeline.entries.values()) {
      if (before(e, at) && (all.has(e.id) || !floor || !before(e, floor))) all.set(e.id, e);
    }
    return [...all.values()].sort(byPosition).reverse();
  }

  return async function excerpt(view: ChatView, messageId: string, count: number): Promise<Entry[]> {
    const reported = await target(view, messageId);
    if (reported?.kind !== 'message') return [];
    const found: Entry[] = [];
    for (const item of await earlier(view, { createdAt: reported.createdAt, seq: reported.seq })) {
      if (found.length >= count) break;
      const entry = 'body' in item ? (await projections.open(view.timeline.chatId, [item]))[0] : item;
      if (entry?.kind === 'message') found.push(entry);
    }
    return [...found.sort(byCreation), reported];
  };
}
