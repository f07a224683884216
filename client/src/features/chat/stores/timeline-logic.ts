import type { ChatSummary, MessageItem, TimelineItem } from '../../../../../shared/api';
import type { ChatEventPayload, ServerToClientEvents } from '../../../../../shared/socket';

/**
 * The pure reducer behind one open chat's timeline store. No I/O, no React: every function takes the
 * current data and returns the next (or the same object when nothing changed).
 */

export type TokenPayload = Parameters<ServerToClientEvents['bot:token']>[0];
export type DonePayload = Parameters<ServerToClientEvents['bot:done']>[0];

/**
 * The live text of a bot reply still being written. Token indexes count from 0 per reply; `next` is the
 * count of tokens already applied, i.e. the index the next new token has (a StreamSnapshot's `index`).
 */
export interface LiveStream {
  text: string;
  next: number;
  thinking: boolean;
  done: boolean;
  status: DonePayload['status'] | null;
}

export type Incoming =
  | { type: 'event'; payload: ChatEventPayload }
  | { type: 'token'; payload: TokenPayload }
  | { type: 'done'; payload: DonePayload };

export type TimelineStatus = 'loading' | 'ready' | 'error' | 'revoked';

/** Virtuoso's index of the first item when a page is shown fresh; older pages count down from it. */
export const FIRST_INDEX = 10_000_000;

export interface TimelineData {
  status: TimelineStatus;
  error: { code: string; detail: string } | null;
  chat: ChatSummary | null;
  /** ascending by created_at_timestamp, then seq; one item per id */
  items: TimelineItem[];
  /** the last seq seen from the socket; null until a join snapshot arrived (then events are buffered) */
  lastSeq: number | null;
  live: Record<string, LiveStream>;
  /** socket traffic that arrived before the snapshot, replayed once it is in */
  buffered: Incoming[];
  /** per item id, the seq of the last chat:event that changed it (to order HTTP answers against broadcasts) */
  touched: Record<string, number>;
  /**
   * Live changes to items older than those paged in, with their seq: an older page read before one of them
   * holds a staler copy (timeline-pages.ts applyOlderPage keeps the newer one)
   */
  outside: Record<string, { seq: number; item: TimelineItem }>;
  /** the cursor for the page just older than `items`; null when nothing older is known */
  before: string | null;
  /** `items` start at the chat's first item */
  beginning: boolean;
  older: 'idle' | 'loading' | 'failed';
  /** counts the times `items` were replaced by a fresh page (the view starts again at the bottom) */
  epoch: number;
  /** Virtuoso's `firstItemIndex`: lowered by the number of items put in front of the first one */
  firstIndex: number;
}

export function initialTimeline(): TimelineData {
  return {
    status: 'loading', error: null, chat: null, items: [], lastSeq: null, live: {}, buffered: [], touched: {}, outside: {},
    before: null, beginning: false, older: 'idle', epoch: 0, firstIndex: FIRST_INDEX,
  };
}

/** An item older than the oldest one paged in is not shown: it comes fresh with its page. */
export function isPagedIn(data: TimelineData, item: TimelineItem): boolean {
  return data.beginning || data.items.length === 0 || compareItems(item, data.items[0]) >= 0;
}

// ---- items ---------------------------------------------------------------------------------------------

/** A message without a status counts as an error (SPEC §4). */
export function normalizeItem(item: TimelineItem): TimelineItem {
  if (item.kind !== 'message') return item;
  return item.status ? item : { ...item, status: 'ERROR' };
}

export function compareItems(a: TimelineItem, b: TimelineItem): number {
  return a.created_at_timestamp - b.created_at_timestamp || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Drops duplicate ids (the copy with the highest seq wins, the later one on a tie) and sorts. */
export function normalizeItems(items: readonly TimelineItem[]): TimelineItem[] {
  const byId = new Map<string, TimelineItem>();
  for (const raw of items) {
    const item = normalizeItem(raw);
    const existing = byId.get(item.id);
    if (!existing || item.seq >= existing.seq) byId.set(item.id, item);
  }
  return [...byId.values()].sort(compareItems);
}

/** Inserts or replaces by id, keeping the order. */
export function upsertItem(items: readonly TimelineItem[], incoming: TimelineItem): TimelineItem[] {
  const item = normalizeItem(incoming);
  const index = items.findIndex((i) => i.id === item.id);
  if (index >= 0) {
    const next = [...items];
    next[index] = item;
    const sorted = (index === 0 || compareItems(next[index - 1], item) <= 0) &&
      (index === next.length - 1 || compareItems(item, next[index + 1]) <= 0);
    return sorted ? next : next.sort(compareItems);
  }
  let at = items.length;
  while (at > 0 && compareItems(items[at - 1], item) > 0) at--;
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** Settled: ended, or deleted (a reply deleted while it streams shows no more of its words). */
function isSettledBotMessage(item: TimelineItem | undefined): boolean {
  return item !== undefined && item.kind === 'message' && (item.status !== 'PENDING' || item.deleted_at_timestamp !== null);
}

/** Live text is only kept for replies still pending. */
export function pruneLive(live: Record<string, LiveStream>, items: readonly TimelineItem[]): Record<string, LiveStream> {
  const ids = Object.keys(live);
  if (ids.length === 0) return live;
  const settled = ids.filter((id) => isSettledBotMessage(items.find((i) => i.id === id)));
  if (settled.length === 0) return live;
  const next = { ...live };
  for (const id of settled) delete next[id];
  return next;
}

// ---- streams -------------------------------------------------------------------------------------------

const EMPTY_STREAM: LiveStream = { text: '', next: 0, thinking: false, done: false, status: null };

export function applyToken(data: TimelineData, token: TokenPayload): TimelineData {
  if (data.lastSeq === null) return { ...data, buffered: [...data.buffered, { type: 'token', payload: token }] };
  if (isSettledBotMessage(data.items.find((i) => i.id === token.messageId))) return data;
  const current = data.live[token.messageId] ?? EMPTY_STREAM;
  if (token.index < current.next) return data;
  // Thinking deltas are the model's private reasoning: they mark the "thinking…" state but are not shown.
  const next: LiveStream = {
    ...current,
    next: token.index + 1,
    thinking: token.thinking,
    text: token.thinking ? current.text : current.text + token.delta,
  };
  return { ...data, live: { ...data.live, [token.messageId]: next } };
}

export function applyDone(data: TimelineData, done: DonePayload): TimelineData {
  if (data.lastSeq === null) return { ...data, buffered: [...data.buffered, { type: 'done', payload: done }] };
  if (isSettledBotMessage(data.items.find((i) => i.id === done.messageId))) return data;
  const current = data.live[done.messageId] ?? EMPTY_STREAM;
  return { ...data, live: { ...data.live, [done.messageId]: { ...current, thinking: false, done: true, status: done.status } } };
}

// ---- events and snapshots ------------------------------------------------------------------------------

/**
 * Room broadcasts are viewer-neutral: a message in them never carries the viewer's own feedback flags. Those
 * are kept from the copy already shown (they change only through this viewer's own HTTP answers).
 */
export function keepViewerFlags(incoming: TimelineItem, existing: TimelineItem | undefined): TimelineItem {
  if (incoming.kind !== 'message' || existing?.kind !== 'message') return incoming;
  return {
    ...incoming,
    is_positive_feedback_from_user: existing.is_positive_feedback_from_user,
    is_negative_feedback_from_user: existing.is_negative_feedback_from_user,
  };
}

/** `viewerSpecific`: the item was made for this viewer (a rejoin's `missed`), so its flags are right as they are. */
export function applyChatEvent(data: TimelineData, payload: ChatEventPayload, viewerSpecific = false): TimelineData {
  if (data.lastSeq === null) return { ...data, buffered: [...data.buffered, { type: 'event', payload }] };
  // One event may send several items (an edit re-sends the replies quoting it) under its seq: take them all.
  if (data.status === 'revoked' || payload.seq < data.lastSeq) return data;
  let items = data.items;
  let touched = data.touched;
  let outside = data.outside;
  if (payload.item && isPagedIn(data, payload.item)) {
    const id = payload.item.id;
    const item = viewerSpecific ? payload.item : keepViewerFlags(payload.item, data.items.find((i) => i.id === id));
    items = upsertItem(data.items, item);
    touched = { ...data.touched, [id]: payload.seq };
  } else if (payload.item) {
    // not shown, but a page on its way may hold an older copy of it
    outside = { ...data.outside, [payload.item.id]: { seq: payload.seq, item: payload.item } };
  }
  return {
    ...data,
    items,
    touched,
    outside,
    chat: payload.chat ?? data.chat,
    lastSeq: payload.seq,
    live: pruneLive(data.live, items),
  };
}

/** The viewer's own message, from the send acknowledgement (the chat:event may come before or after). */
export function applySentMessage(data: TimelineData, message: MessageItem): TimelineData {
  if (data.items.some((i) => i.id === message.id)) return data;
  return { ...data, items: upsertItem(data.items, message) };
}

/** Access lost or chat gone: forget everything that was shown. */
export function applyRevoked(): TimelineData {
  return { ...initialTimeline(), status: 'revoked' };
}

export function applyFailure(error: { code: string; detail: string }): TimelineData {
  return { ...initialTimeline(), status: 'error', error };
}
