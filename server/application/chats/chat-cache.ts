import type { TimelinePage } from '../../../shared/api.js';
import type { RecordedChatEvent } from '../../../shared/events.js';
import { evolve, initialChatState, type ChatState } from '../../domain/chat/state.js';
import { evolveSummary, type ChatRecord } from '../../domain/summary.js';
import { touchedIds, type TimelinePosition } from '../../domain/timeline-entries.js';
import { byCreation, emptyTimeline, evolveTimeline, quotingReplies, type Entry, type TimelineState } from '../../domain/timeline.js';
import type { Sealer, Store } from '../ports.js';
import { createProjectionStore, snapshotDue } from './chat-projections.js';
import { decodeEvents } from './codec.js';
import { missingAnswers, toPage } from './timeline-pages.js';

/** A view keeps at least the latest WINDOW items in memory (at least PAGE_MAX, so a first page never reads the store). */
export const WINDOW = 200;
/** The read model is saved every FLUSH_EVERY events of a chat (and at a clean shutdown), not on every append. */
export const FLUSH_EVERY = 100;
/** Estimated bytes per item held, per message fact and per remembered client id: the cache's size bound counts these. */
const ITEM_BYTES = 1_200;
const FACT_BYTES = 200;
const CLIENT_ID_BYTES = 150;

export interface ChatView {
  state: ChatState;
  timeline: TimelineState;
  summary: ChatRecord | null;
  version: number;
  /** the timeline holds every item; otherwise the latest WINDOW and those changed since `tracked` */
  complete: boolean;
  /** every item changed after this version is in `timeline`, so a rejoin from there is answered from memory */
  tracked: number;
  /** state.messages and clientIds are whole, so a command may be decided on this view */
  full: boolean;
  /** versions of the last snapshots this node knows of */
  snapshots: { head: number; full: number };
  /** the version the read model is saved at, and the items changed since (kept in memory until saved) */
  projected: number;
  dirty: Set<string>;
}

/** `quoting`: replies whose quote the event changed (an edit or deletion of the message they answer). */
export interface Applied { event: RecordedChatEvent; itemId: string | null; quoting: string[] }

const weigh = (v: ChatView) => v.timeline.entries.size * ITEM_BYTES + v.state.messages.size * FACT_BYTES + v.state.clientIds.size * CLIENT_ID_BYTES;

const createdBy = (e: RecordedChatEvent) => (e.type === 'message_posted' || e.type === 'bot_reply_started' ? [e.data.messageId] : []);

/**
 * The projections of recently used chats, kept in memory and caught up from the log before every use, so
 * the log stays the source of truth and several nodes can share one store. A cold chat is read from its
 * snapshot, the events after it and the latest items of its timeline read model, never by folding the
 * whole log. Bounded by count and by estimated size (`budgetBytes`), least recently used first out.
 */
export function createChatCache(deps: { store: Store; sealer: Sealer; capacity?: number; budgetBytes?: number }) {
  const capacity = deps.capacity ?? 500;
  const budget = deps.budgetBytes ?? 64 * 1024 * 1024;
  const projections = createProjectionStore(deps.store, deps.sealer);
  const entries = new Map<string, ChatView>();
  const weights = new Map<string, number>();
  let total = 0;

  const fresh = (chatId: string): ChatView => ({
    state: initialChatState(), timeline: emptyTimeline(chatId), summary: null, version: 0, complete: true, tracked: 0, full: true,
    snapshots: { head: 0, full: 0 }, projected: 0, dirty: new Set(),
  });

  function drop(chatId: string) {
    total -= weights.get(chatId) ?? 0;
    weights.delete(chatId);
    entries.delete(chatId);
  }

  function remember(chatId: string, view: ChatView) {
    drop(chatId);
    entries.set(chatId, view);
    weights.set(chatId, weigh(view));
    total += weights.get(chatId) as number;
    for (const oldest of entries.keys()) {
      if ((entries.size <= capacity && total <= budget) || oldest === chatId) break;
      drop(oldest);
    }
  }

  /** Keeps the latest WINDOW items (and those not saved yet) once a view holds twice that: older ones are read from the store again. */
  function trim(view: ChatView) {
    if (view.timeline.entries.size <= 2 * WINDOW) return;
    const sorted = [...view.timeline.entries.values()].sort(byCreation);
    const kept = [...sorted.slice(0, -WINDOW).filter((e) => view.dirty.has(e.id)), ...sorted.slice(-WINDOW)];
    view.timeline.entries = new Map(kept.map((e) => [e.id, e]));
    view.complete = false;
    view.tracked = view.version;
  }

  /** Applies events not yet seen; a concurrent reader may already have applied some of them. */
  function apply(chatId: string, events: RecordedChatEvent[], decidedOn?: ChatView): Applied[] {
    const view = entries.get(chatId) ?? decidedOn ?? fresh(chatId);
    const applied: Applied[] = [];
    for (const event of events) {
      if (event.seq !== view.version + 1) continue;
      view.state = evolve(view.state, event);
      const itemId = evolveTimeline(view.timeline, event);
      const quoting = quotingReplies(view.timeline, event);
      for (const id of event.type === 'author_erased' ? event.data.messageIds : itemId ? [itemId] : []) view.dirty.add(id);
      for (const id of quoting) view.dirty.add(id);
      view.summary = evolveSummary(view.summary, event);
      view.version = event.seq;
      applied.push({ event, itemId, quoting });
    }
    trim(view);
    if (view.version > 0) remember(chatId, view);
    return applied;
  }

  /** Brings into memory, from the read model, the items these events change that the view does not hold. */
  async function hold(view: ChatView, events: RecordedChatEvent[]) {
    if (view.complete) return;
    const created = new Set(events.flatMap(createdBy));
    const wanted = [...new Set(events.flatMap(touchedIds))].filter((id) => !created.has(id) && !view.timeline.entries.has(id));
    for (const entry of await projections.entries(view.timeline.chatId, wanted)) {
      if (!view.timeline.entries.has(entry.id)) view.timeline.entries.set(entry.id, entry);
    }
  }

  /*
   * A cold chat: its snapshot (`full` for commands), the latest items of its read model, and the events after
   * the older of the two. Items the read model lacks (a crash between an append and its projection, or a
   * chat older than the read model) are projected again from the log and saved.
   */
  async function cold(chatId: string, full: boolean): Promise<ChatView> {
    const [snap, head] = await Promise.all([projections.snapshot(chatId, full ? 'full' : 'head'), projections.head(chatId)]);
    const start = snap?.version ?? 0;
    const from = Math.min(start, head);
    const stored = await deps.store.events.read(chatId, Math.max(0, from - 1));
    if (from > 0 && stored[0]?.seq !== from) return fresh(chatId);
    const after = stored.filter((s) => s.seq > from);
    const decoded = await decodeEvents(deps.sealer, after, after.some((s) => s.seq > head));
    const view: ChatView = {
      ...fresh(chatId), state: snap?.state ?? initialChatState(), summary: snap?.summary ?? null, version: start,
      full: full || !snap, complete: head === 0, tracked: head, snapshots: { head: start, full: full ? start : 0 }, projected: head,
    };
    if (head > 0) {
      const window = await projections.page(chatId, null, WINDOW);
      view.timeline.entries = new Map(window.map((e) => [e.id, e]));
      view.complete = window.length < WINDOW;
      view.tracked = view.complete ? 0 : head;
      await hold(view, decoded.filter((e) => e.seq > head));
    }
    const changed = new Set<string>();
    for (const e of decoded) {
      if (e.seq > start) view.state = evolve(view.state, e);
      if (e.seq > start) view.summary = evolveSummary(view.summary, e);
      if (e.seq > head) {
        for (const id of [evolveTimeline(view.timeline, e), ...quotingReplies(view.timeline, e), ...(e.type === 'author_erased' ? e.data.messageIds : [])]) if (id) changed.add(id);
      }
      view.version = Math.max(view.version, e.seq);
    }
    if (view.version > head) await projections.saveEntries(chatId, view.version, entriesOf(view, changed));
    view.projected = view.version;
    if (view.summary) await saveDueSnapshots(chatId, view);
    trim(view);
    return view;
  }

  const entriesOf = (view: ChatView, ids: Iterable<string>): Entry[] =>
    [...ids].flatMap((id) => view.timeline.entries.get(id) ?? []);

  /*
   * Reads from one event before the known version: if even that one is gone, another node deleted the chat,
   * and a stale copy here must not keep serving it.
   */
  async function refresh(chatId: string, full: boolean): Promise<ChatView> {
    const view = entries.get(chatId);
    if (!view || (full && !view.full)) {
      const loaded = await cold(chatId, full);
      const now = entries.get(chatId);
      const better = now && (now.full || !full) && now.version >= loaded.version;
      if (!better && loaded.version > 0) remember(chatId, loaded);
      return better ? now : loaded;
    }
    const known = view.version;
    // the usual case, nothing new: one look at the stream's last seq instead of reading and decoding an event
    if ((await deps.store.events.lastSeq(chatId)) === known) {
      apply(chatId, [], view);
      return entries.get(chatId) ?? view;
    }
    const stored = await deps.store.events.read(chatId, Math.max(0, known - 1));
    // An erasure rewrote earlier events in place (issue 5): a copy folded before it is loaded again.
    const erased = stored.some((s) => s.seq > known && s.type === 'author_erased');
    if (stored[0]?.seq !== known || erased) {
      drop(chatId);
      return refresh(chatId, full);
    }
    const decoded = await decodeEvents(deps.sealer, stored.filter((s) => s.seq > known), true);
    await hold(view, decoded);
    apply(chatId, decoded, view);
    return entries.get(chatId) ?? view;
  }

  /*
   * Saves the items changed since the last save once FLUSH_EVERY events have passed (an erasure at once), and
   * the snapshots that are due. Until then the changed items stay in this node's memory; if the node dies or
   * drops the view first, the next cold load projects those events from the log again.
   */
  async function persist(view: ChatView, erased = false) {
    const chatId = view.timeline.chatId;
    const { version } = view;
    if (erased || version - view.projected >= FLUSH_EVERY) {
      const ids = [...view.dirty];
      view.dirty = new Set();
      view.projected = version;
      await projections.saveEntries(chatId, version, entriesOf(view, ids));
    }
    await saveDueSnapshots(chatId, view);
  }

  async function saveDueSnapshots(chatId: string, view: ChatView) {
    const { version } = view;
    const snap = { version, state: view.state, summary: view.summary };
    if (snapshotDue('head', version, view.snapshots.head)) {
      view.snapshots.head = version;
      await projections.saveSnapshot(chatId, 'head', snap);
    }
    if (view.full && snapshotDue('full', version, view.snapshots.full)) {
      view.snapshots.full = version;
      await projections.saveSnapshot(chatId, 'full', snap);
    }
  }

  /** Items older than `before` from the read model, with the answered messages they quote. */
  async function olderPage(view: ChatView, before: TimelinePosition, limit: number, viewer: string | null): Promise<TimelinePage> {
    const chatId = view.timeline.chatId;
    const rows = await projections.page(chatId, before, limit + 1);
    const page = rows.slice(-limit);
    // copies held in memory win: they include changes not saved to the store yet, up to the view's version now
    const asOf = view.version;
    const timeline: TimelineState = { chatId, entries: new Map([...rows, ...view.timeline.entries.values()].map((e) => [e.id, e])) };
    for (const e of await projections.entries(chatId, missingAnswers(page, timeline))) timeline.entries.set(e.id, e);
    return toPage(timeline, page.map((e) => timeline.entries.get(e.id) as Entry), rows.length > limit, viewer, asOf);
  }

  /** Saves every view's unsaved items (a clean shutdown), so the next start has nothing to project again. */
  async function flushAll() {
    for (const view of [...entries.values()]) if (view.dirty.size > 0) await persist(view, true);
  }

  return {
    /** A view a command may be decided on. */
    load: (chatId: string) => refresh(chatId, true),
    /** A view to read from: access, summary, the latest items. */
    read: (chatId: string) => refresh(chatId, false),
    apply,
    hold,
    persist,
    olderPage,
    flushAll,
    peek: (chatId: string) => entries.get(chatId),
    forget: (chatId: string) => void drop(chatId),
    /** The chat's log was rewritten or deleted: its read model and snapshots go with this node's copy. */
    async discard(chatId: string) {
      drop(chatId);
      await projections.discard(chatId);
    },
    weight: () => total,
  };
}

export type ChatCache = ReturnType<typeof createChatCache>;
