import { useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import type { ChatEventPayload } from '../../../../../shared/socket';
import { applyChatInfo, applyRejoin, applySnapshot, type PagedChatInfo, type PagedJoin } from './timeline-joins';
import {
  applyChatEvent,
  applyDone,
  applyFailure,
  applyRevoked,
  applySentMessage,
  applyToken,
  initialTimeline,
  type DonePayload,
  type TimelineData,
  type TokenPayload,
} from './timeline-logic';
import { applyOlderFailed, applyOlderLoading, applyOlderPage, withFirstIndex, type TimelinePage } from './timeline-pages';
import { applyOwnItem, applySummary } from './timeline-answers';

export interface TimelineState extends TimelineData {
  chatId: string;
  snapshot: (result: PagedJoin) => void;
  rejoined: (result: PagedJoin) => void;
  loadedOverHttp: (info: PagedChatInfo) => void;
  olderLoading: () => void;
  /** the page asked with the cursor `requested` */
  olderPage: (requested: string, page: TimelinePage) => void;
  olderFailed: (requested: string) => void;
  event: (payload: ChatEventPayload) => void;
  token: (payload: TokenPayload) => void;
  done: (payload: DonePayload) => void;
  sent: (message: MessageItem) => void;
  /** a message from the viewer's own HTTP answer, asked when the store was at `sinceSeq` */
  ownItem: (message: MessageItem, sinceSeq: number | null) => void;
  /** a chat summary from an HTTP answer */
  summary: (chat: ChatSummary) => void;
  failed: (error: { code: string; detail: string }) => void;
  revoked: () => void;
}

export type TimelineStore = StoreApi<TimelineState>;

/**
 * One store per open chat, the one owner of its timeline items: fed by the join snapshot (or the HTTP
 * fallback), the older pages and the socket events of that chat.
 */
export function createTimelineStore(chatId: string): TimelineStore {
  return createStore<TimelineState>()((set, get) => {
    const update = (next: TimelineData) => set(withFirstIndex(get(), next));
    return {
      ...initialTimeline(),
      chatId,
      snapshot: (result) => update(applySnapshot(get(), result)),
      rejoined: (result) => update(applyRejoin(get(), result)),
      loadedOverHttp: (info) => {
        // The socket may have been quicker after all: its snapshot is the better one.
        if (get().lastSeq === null) update(applyChatInfo(get(), info));
      },
      olderLoading: () => update(applyOlderLoading(get())),
      olderPage: (requested, page) => update(applyOlderPage(get(), requested, page)),
      olderFailed: (requested) => update(applyOlderFailed(get(), requested)),
      event: (payload) => update(applyChatEvent(get(), payload)),
      token: (payload) => update(applyToken(get(), payload)),
      done: (payload) => update(applyDone(get(), payload)),
      sent: (message) => update(applySentMessage(get(), message)),
      ownItem: (message, sinceSeq) => update(applyOwnItem(get(), message, sinceSeq)),
      summary: (chat) => update(applySummary(get(), chat)),
      failed: (error) => update(applyFailure(error)),
      revoked: () => update(applyRevoked()),
    };
  });
}

const registry = new Map<string, { store: TimelineStore; refs: number }>();

function retain(chatId: string, store: TimelineStore): void {
  const entry = registry.get(chatId);
  if (entry && entry.store === store) entry.refs++;
  else registry.set(chatId, { store, refs: 1 });
}

function release(chatId: string, store: TimelineStore): void {
  const entry = registry.get(chatId);
  if (!entry || entry.store !== store) return;
  entry.refs--;
  // Nobody shows this chat any more: drop its data rather than keep private messages in memory.
  if (entry.refs <= 0) registry.delete(chatId);
}

/** The timeline store of `chatId`, shared by every component showing it while at least one is mounted. */
export function useTimelineStore(chatId: string): TimelineStore {
  const [store] = useState(() => registry.get(chatId)?.store ?? createTimelineStore(chatId));
  useEffect(() => {
    retain(chatId, store);
    return () => release(chatId, store);
  }, [chatId, store]);
  return store;
}
