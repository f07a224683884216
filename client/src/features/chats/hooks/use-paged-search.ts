import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatSummary } from '../../../../../shared/api';
import type { SearchResult } from '../api/chats-api';

export const PAGE_SIZE = 20;

interface PagedState {
  items: ChatSummary[];
  total: number;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
}

const START: PagedState = { items: [], total: 0, loading: true, loadingMore: false, error: null };

/**
 * A search answered page by page ({items, total}): the first page whenever `key` changes (or on reload),
 * then "load more" appends the next one. Stale answers are dropped. No retries (SPEC §7).
 */
export function usePagedSearch(fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<SearchResult>, key: string) {
  const [state, setState] = useState<PagedState>(START);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  const controller = useRef<AbortController | null>(null);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  const run = useCallback((offset: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((s) => (offset === 0 ? { ...s, loading: true, error: null } : { ...s, loadingMore: true, error: null }));
    fetchRef.current(offset, PAGE_SIZE, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setState((s) => {
          const items = offset === 0 ? page.items : [...s.items, ...page.items.filter((c) => !s.items.some((i) => i.id === c.id))];
          return { items, total: page.total, loading: false, loadingMore: false, error: null };
        });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, loadingMore: false, error }));
      },
    );
  }, []);

  useEffect(() => {
    run(0);
    return () => controller.current?.abort();
  }, [key, attempt, run]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loadMore = useCallback(() => run(state.items.length), [run, state.items.length]);
  const remove = useCallback((chatId: string) => {
    setState((s) => ({ ...s, items: s.items.filter((c) => c.id !== chatId), total: Math.max(0, s.total - 1) }));
  }, []);

  return { ...state, hasMore: state.items.length < state.total, reload, loadMore, remove };
}
