import type { ChatInfo } from '../../../../../shared/api';
import type { JoinResult, StreamSnapshot } from '../../../../../shared/socket';
import {
  applyChatEvent,
  applyDone,
  applyToken,
  FIRST_INDEX,
  isPagedIn,
  normalizeItems,
  pruneLive,
  upsertItem,
  type Incoming,
  type LiveStream,
  type TimelineData,
} from './timeline-logic';

// How a join ack or a chat read over HTTP replaces or completes the timeline (pure, like timeline-logic).

/**
 * The paging fields of a join ack and of a chat info (issue 12). A server that sends the whole history
 * leaves them out: that is read as the beginning being there.
 */
export interface PageCursor { before?: string | null; beginning?: boolean }
/** A join ack; `reload`: too much was missed, `timeline` is the latest page to start again from. */
export type PagedJoin = JoinResult & PageCursor & { reload?: boolean };
export type PagedChatInfo = ChatInfo & PageCursor & { last_seq?: number };

/** A fresh page replaces the items: paging starts again from its cursor. */
function freshPage(data: TimelineData, cursor: PageCursor): Pick<TimelineData, 'before' | 'beginning' | 'older' | 'epoch' | 'firstIndex'> {
  const before = cursor.before ?? null;
  return { before, beginning: cursor.beginning ?? before === null, older: 'idle', epoch: data.epoch + 1, firstIndex: FIRST_INDEX };
}

function mergeStreams(live: Record<string, LiveStream>, streams: readonly StreamSnapshot[]): Record<string, LiveStream> {
  if (streams.length === 0) return live;
  const next = { ...live };
  for (const s of streams) {
    const current = next[s.messageId];
    if (!current || s.index > current.next) {
      next[s.messageId] = { text: s.text, next: s.index, thinking: s.thinking, done: false, status: null };
    }
  }
  return next;
}

function applyIncoming(data: TimelineData, incoming: Incoming): TimelineData {
  if (incoming.type === 'event') return applyChatEvent(data, incoming.payload);
  if (incoming.type === 'token') return applyToken(data, incoming.payload);
  return applyDone(data, incoming.payload);
}

function replayBuffered(data: TimelineData, buffered: readonly Incoming[]): TimelineData {
  return buffered.reduce(applyIncoming, { ...data, buffered: [] });
}

/** A fresh join: the latest page, the last seq and the replies in flight; then what was buffered. */
export function applySnapshot(data: TimelineData, result: PagedJoin): TimelineData {
  const items = normalizeItems(result.timeline ?? []);
  const next: TimelineData = {
    ...freshPage(data, result),
    status: 'ready',
    error: null,
    chat: result.chat,
    items,
    lastSeq: result.lastSeq,
    live: pruneLive(mergeStreams({}, result.streams ?? []), items),
    buffered: [],
    touched: {},
    // older pages are read after this one, so they are as new as any live copy held from before it
    outside: {},
  };
  return replayBuffered(next, data.buffered);
}

/**
 * A rejoin after a reconnect: exactly the missed events, or, when the server says too much was missed
 * (`reload`), its latest page instead of the items shown. The chat stays ready, so the composer keeps its draft.
 */
export function applyRejoin(data: TimelineData, result: PagedJoin): TimelineData {
  if (result.reload || result.timeline || data.lastSeq === null) return keepLaterChanges(data, applySnapshot(data, result), result.lastSeq);
  let next: TimelineData = data;
  const missed = [...(result.missed ?? [])].sort((a, b) => a.seq - b.seq);
  for (const payload of missed) next = applyChatEvent(next, payload, true);
  next = {
    ...next,
    status: 'ready',
    error: null,
    chat: result.chat ?? next.chat,
    lastSeq: Math.max(next.lastSeq ?? 0, result.lastSeq),
  };
  next = { ...next, live: pruneLive(mergeStreams(next.live, result.streams ?? []), next.items) };
  return replayBuffered(next, data.buffered);
}

/**
 * A reload's page is as of its `lastSeq`, and the room was joined before the page was read: live events after
 * it may have come in while it was on its way. The items they touched are kept on top of the page.
 */
function keepLaterChanges(data: TimelineData, next: TimelineData, sinceSeq: number): TimelineData {
  if (data.lastSeq === null || data.lastSeq <= sinceSeq) return next;
  let items = next.items;
  const touched = { ...next.touched };
  for (const [id, seq] of Object.entries(data.touched)) {
    const item = data.items.find((i) => i.id === id);
    if (seq <= sinceSeq || !item || !isPagedIn(next, item)) continue;
    items = upsertItem(items, item);
    touched[id] = seq;
  }
  const chat = data.chat && next.chat && data.chat.version > next.chat.version ? data.chat : next.chat;
  return { ...next, chat, items, touched, lastSeq: data.lastSeq, live: pruneLive(next.live, items) };
}

/** Loaded over HTTP (the socket was not there in time): readable now; lastSeq stays unknown. */
export function applyChatInfo(data: TimelineData, info: PagedChatInfo): TimelineData {
  const { messages, before, beginning, last_seq: _lastSeq, ...chat } = info;
  const page = freshPage(data, { before, beginning });
  return { ...data, ...page, status: 'ready', error: null, chat, items: normalizeItems(messages ?? []) };
}
