import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { errorDetail } from '../../../lib/api';
import i18n from '../../../lib/i18n';
import { chatQueries } from '../api/chat-api';
import type { TimelineStore } from '../stores/timeline-store';

/** If the socket has not delivered the chat by then, read it over HTTP so the page is not stuck. */
const HTTP_FALLBACK_MS = 4_000;

/**
 * The chat and its latest page over HTTP, through the query cache, for when the socket's join snapshot is late:
 * asked only while the timeline store is still loading HTTP_FALLBACK_MS after the chat opened, and written
 * into that store (which keeps the socket's snapshot if it came first after all).
 */
export function useChatInfoFallback(chatId: string, store: TimelineStore, signedIn: boolean): void {
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
