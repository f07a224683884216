import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Container, Muted, PageHeader, Stack } from '../../../components/ui/Page';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadingBlock } from '../../../components/ui/Spinner';
import '../../../lib/people-i18n';
import { botsQuery } from '../../../lib/query/bots';
import { usePagedQuery } from '../../../lib/query/paged';
import { professionalsApi, professionalsKeys } from '../api/professionals-api';
import { EMPTY_FILTERS, searchBody, type SearchFilterValues } from '../utils/search-filters';
import { SearchFilters } from './SearchFilters';
import { SearchHit } from './SearchHit';

const PAGE = 20;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** Professionals' advanced search over public chats and chats shared with them, with highlighted matches. */
export function ProfessionalSearch() {
  const { t } = useTranslation('people');
  const [filters, setFilters] = useState<SearchFilterValues>(EMPTY_FILTERS);
  // what the results on screen were searched with ("load more" goes on with these, not with unsent edits)
  const [applied, setApplied] = useState<SearchFilterValues>(EMPTY_FILTERS);
  const bots = useQuery({ ...botsQuery, select: (list) => list.filter((b) => !b.disabled) }).data ?? [];
  const result = usePagedQuery(
    professionalsKeys.search(applied),
    (offset, signal) => professionalsApi.search(searchBody(applied, offset, PAGE), signal),
    (hit) => hit.chat.id,
  );
  const { query, last: page } = result;
  const busy = query.isFetching;

  const reset = () => {
    setFilters(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
  };

  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{t('search.title')}</h1>
        <p>{t('search.subtitle')}</p>
      </PageHeader>
      <Stack $gap="1.5rem">
        <Card>
          <SearchFilters values={filters} onChange={setFilters} onSubmit={() => (filters === applied ? void query.refetch() : setApplied(filters))} onReset={reset} bots={bots} busy={busy} />
        </Card>
        <section aria-labelledby="search-results" aria-busy={busy || undefined}>
          <h2 id="search-results" className="visually-hidden">{t('search.results')}</h2>
          {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('search.error')} />}
          {query.isPending && <LoadingBlock label={t('search.searching')} />}
          {page && (
            <Stack $gap="0.75rem">
              <Muted role="status" data-testid="search-total">
                {t('search.total', { count: page.total })}
                {applied.messages && page.scanned_chats > 0 && ` ${t('search.scanned', { count: page.scanned_chats, limit: page.message_scan_limit })}`}
              </Muted>
              {result.items.length === 0 ? (
                <Muted>{t('search.none')}</Muted>
              ) : (
                <Results>{result.items.map((hit) => <SearchHit key={hit.chat.id} hit={hit} />)}</Results>
              )}
              {result.hasMore && (
                <Button variant="secondary" loading={query.isFetchingNextPage} onClick={result.loadMore}>{t('search.more')}</Button>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
