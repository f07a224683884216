import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A search answered page by page ({items, total}) as one infinite query: the first page for each key, then
 * "load more" fetches the next offset. Items already shown are not repeated when the list moved in between.
 */
export function usePagedQuery<P extends Page<unknown>>(
  queryKey: QueryKey,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<P>,
  idOf: (item: P['items'][number]) => string,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    // A new search keeps the results on screen until its first page comes.
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
  const pages = query.data?.pages ?? [];
  const seen = new Set<string>();
  const items: P['items'] = pages.flatMap((page): P['items'] => page.items).filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)));
  return {
    query,
    items,
    /** the last page, for totals and anything else it says about the whole result */
    last: pages.at(-1),
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** Removes an item from every cached paged result under `prefix` (a chat just deleted leaves them at once). */
export function dropFromPages<T>(client: QueryClient, prefix: QueryKey, isGone: (item: T) => boolean): void {
  client.setQueriesData<InfiniteData<Page<T>>>({ queryKey: prefix }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !isGone(item)) })) }
      : data,
  );
}
