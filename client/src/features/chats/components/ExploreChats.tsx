import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Container, Muted, PageHeader, Row, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { LoadError } from '../../../components/ui/LoadError';
import { botsQuery, orderBots } from '../../../lib/query/bots';
import { usePagedQuery } from '../../../lib/query/paged';
import { chatsApi, chatsKeys, PAGE_SIZE } from '../api/chats-api';
import { exploreBody, filtersFromParams, filtersToParams, type ExploreFilters } from '../utils/explore-filters';
import { ChatList } from './ChatList';
import { ExploreFiltersPanel } from './ExploreFilters';

interface ExploreChatsProps {
  viewer: string | null;
  unread?: ReadonlySet<string>;
}

/** Public chats (POST /api/chats/explore/search), filtered from the address (`/chats?private_term=false&…`). */
export function ExploreChats({ viewer, unread }: ExploreChatsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const key = filtersToParams(filters).toString();
  const bots = useQuery({ ...botsQuery, select: orderBots });
  const result = usePagedQuery(
    chatsKeys.explore(key),
    (offset, signal) => chatsApi.explore(exploreBody(filters, offset, PAGE_SIZE), signal),
    (chat) => chat.id,
  );
  const { query } = result;
  const total = result.last?.total ?? 0;

  // SPEC §2: the explore address carries private_term=false.
  useEffect(() => {
    if (params.get('private_term') !== 'false') setParams(filtersToParams(filters), { replace: true });
  }, [params, filters, setParams]);

  const apply = (next: ExploreFilters) => setParams(filtersToParams(next), { replace: true });

  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{t('chats.explore.title')}</h1>
        <p>{t('chats.explore.subtitle')}</p>
      </PageHeader>
      <Stack $gap="1.1rem">
        <ExploreFiltersPanel value={filters} onChange={apply} bots={bots.data ?? []} />
        {query.isPending && <LoadingBlock label={t('app.loading')} />}
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isSuccess && (
          <>
            <Muted aria-live="polite" data-testid="explore-total">{t('chats.explore.total', { count: total })}</Muted>
            {result.items.length === 0 ? (
              <Muted>{t('chats.explore.empty')}</Muted>
            ) : (
              <ChatList chats={result.items} showOwner unread={unread} viewer={viewer} />
            )}
            {result.hasMore && (
              <Row $justify="center">
                <Button variant="secondary" loading={query.isFetchingNextPage} onClick={result.loadMore} data-testid="load-more">
                  {t('chats.explore.loadMore')}
                </Button>
              </Row>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
