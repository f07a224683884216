import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Container, Muted, PageHeader, Row, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useAsync } from '../../../lib/use-async';
import { chatsApi, orderBots } from '../api/chats-api';
import { usePagedSearch } from '../hooks/use-paged-search';
import { exploreBody, filtersFromParams, filtersToParams, type ExploreFilters } from '../utils/explore-filters';
import { ChatList } from './ChatList';
import { ExploreFiltersPanel } from './ExploreFilters';
import { LoadError } from './LoadError';

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
  const bots = useAsync((signal) => chatsApi.bots(signal).then(orderBots), []);
  const result = usePagedSearch((offset, limit, signal) => chatsApi.explore(exploreBody(filters, offset, limit), signal), key);

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
        {result.loading && result.items.length === 0 && <LoadingBlock label={t('app.loading')} />}
        {!result.loading && result.error !== null && <LoadError error={result.error} onRetry={result.reload} />}
        {(!result.loading || result.items.length > 0) && result.error === null && (
          <>
            <Muted aria-live="polite" data-testid="explore-total">{t('chats.explore.total', { count: result.total })}</Muted>
            {result.items.length === 0 ? (
              <Muted>{t('chats.explore.empty')}</Muted>
            ) : (
              <ChatList chats={result.items} showOwner unread={unread} viewer={viewer} onDeleted={result.remove} />
            )}
            {result.hasMore && (
              <Row $justify="center">
                <Button variant="secondary" loading={result.loadingMore} onClick={result.loadMore} data-testid="load-more">
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
