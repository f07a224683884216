import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ServerToClientEvents } from '../../../../../shared/socket';
import { errorDetail } from '../../../lib/api';
import i18n from '../../../lib/i18n';
import { getSocket } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { chatQueries } from '../api/chat-api';
import type { PagedJoin } from '../stores/timeline-joins';
import type { TimelineStore } from '../stores/timeline-store';

const JOIN_TIMEOUT_MS = 10_000;
/** A join refused as `rate_limited` is tried again after the seconds the server gave, within these bounds. */
const RETRY_MIN_S = 1;
const RETRY_MAX_S = 60;

function retryDelayMs(result: object): number {
  const seconds = 'retryAfter' in result && typeof result.retryAfter === 'number' ? result.retryAfter : RETRY_MIN_S;
  return Math.min(RETRY_MAX_S, Math.max(RETRY_MIN_S, seconds)) * 1000;
}

/** If the socket has not delivered the chat by then, read it over HTTP so the page is not stuck. */
const HTTP_FALLBACK_MS = 4_000;

/**
 * The chat and its latest page over HTTP, through the query cache, for when the socket's join snapshot is late:
 * asked only while the timeline store is still loading HTTP_FALLBACK_MS after the chat opened, and written
 * into that store (which keeps the socket's snapshot if it came first after all).
 */
function useChatInfoFallback(chatId: string, store: TimelineStore, signedIn: boolean): void {
  const loading = useStore(store, (s) => s.status === 'loading');
  const opening = `${chatId}|${signedIn}`;
  const [due, setDue] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDue(opening), HTTP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  const { data, error } = useQuery({ ...chatQueries.info(chatId, signedIn), enabled: loading && due === opening });

  useEffect(() => {
    if (data) store.getState().loadedOverHttp(data);
  }, [data, store]);
  useEffect(() => {
    if (!error || store.getState().status !== 'loading') return;
    store.getState().failed({ code: 'load_failed', detail: errorDetail(error, i18n.t('chat.loadError')) });
  }, [error, store]);
}

interface Options {
  signedIn: boolean;
  onBotDone?: () => void;
}

/**
 * Joins the chat's room on the one socket and feeds the timeline store: the join snapshot (the latest page),
 * then chat:event, bot:token, bot:done and chat:revoked for this chat. On every reconnect it rejoins with
 * afterSeq = the last seq seen, so only the missed events come back (or, past the server's bound, a fresh
 * latest page: the chat stays open and the draft with it). A join refused as `rate_limited` shows the
 * server's reason and is tried again later, leaving what is shown as it is. Leaves the room on unmount. A join
 * that is late is made up for by the chat read over HTTP (useChatInfoFallback).
 * Returns a retry function.
 */
export function useChatSubscription(chatId: string, store: TimelineStore, { signedIn, onBotDone }: Options) {
  const onBotDoneRef = useRef(onBotDone);
  useLayoutEffect(() => {
    onBotDoneRef.current = onBotDone;
  });
  const joinRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const socket = getSocket();
    let generation = 0;
    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const join = () => {
      const current = ++generation;
      const { lastSeq, status } = store.getState();
      const rejoin = lastSeq !== null && status === 'ready';
      const payload = rejoin ? { chatId, afterSeq: lastSeq } : { chatId };
      socket.timeout(JOIN_TIMEOUT_MS).emit('chat:join', payload, (err, result) => {
        if (disposed || current !== generation || err) return;
        const state = store.getState();
        if (!result.ok && result.code === 'rate_limited') {
          toast.error(i18n.t('chat.paging.rateLimited'), result.detail);
          clearTimeout(retryTimer);
          retryTimer = setTimeout(join, retryDelayMs(result));
        } else if (!result.ok) state.failed({ code: result.code, detail: result.detail });
        else if (rejoin) state.rejoined(result as PagedJoin);
        else state.snapshot(result as PagedJoin);
      });
    };
    joinRef.current = join;

    const onEvent: ServerToClientEvents['chat:event'] = (p) => {
      if (p.chatId === chatId) store.getState().event(p);
    };
    const onToken: ServerToClientEvents['bot:token'] = (p) => {
      if (p.chatId === chatId) store.getState().token(p);
    };
    const onDone: ServerToClientEvents['bot:done'] = (p) => {
      if (p.chatId !== chatId) return;
      store.getState().done(p);
      onBotDoneRef.current?.();
    };
    const onRevoked: ServerToClientEvents['chat:revoked'] = (p) => {
      if (p.chatId === chatId) store.getState().revoked();
    };

    socket.on('chat:event', onEvent);
    socket.on('bot:token', onToken);
    socket.on('bot:done', onDone);
    socket.on('chat:revoked', onRevoked);
    socket.on('connect', join);
    if (socket.connected) join();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socket.off('chat:event', onEvent);
      socket.off('bot:token', onToken);
      socket.off('bot:done', onDone);
      socket.off('chat:revoked', onRevoked);
      socket.off('connect', join);
      if (socket.connected) socket.emit('chat:leave', { chatId }, () => undefined);
    };
  }, [chatId, store, signedIn]);
  useChatInfoFallback(chatId, store, signedIn);

  return useCallback(() => joinRef.current(), []);
}
