import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { chatQueries } from '../api/chat-api';
import type { TimelineStore } from '../stores/timeline-store';

/**
 * Loads the page just older than the items shown into the timeline store (the store drops it if its items
 * were replaced meanwhile), through the query cache. One request at a time; nothing once the beginning is shown.
 */
export function useOlderPages(chatId: string, store: TimelineStore, signedIn: boolean) {
  const client = useQueryClient();
  return useCallback(() => {
    const state = store.getState();
    const { before } = state;
    if (state.status !== 'ready' || state.beginning || before === null || state.older === 'loading') return;
    state.olderLoading();
    client.fetchQuery(chatQueries.olderPage(chatId, signedIn, before)).then(
      (page) => store.getState().olderPage(before, page),
      () => store.getState().olderFailed(before),
    );
  }, [client, chatId, store, signedIn]);
}
