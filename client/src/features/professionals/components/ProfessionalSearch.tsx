import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Bot } from '../../../../../shared/api';
import type { ProfessionalSearchHit } from '../../../../../shared/people';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Container, Muted, PageHeader, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { professionalsApi } from '../api/professionals-api';
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

interface Page {
  items: ProfessionalSearchHit[];
  total: number;
  scanned: number;
  limit: number;
}

/** Professionals' advanced search over public chats and chats shared with them, with highlighted matches. */
export function ProfessionalSearch() {
  const { t } = useTranslation('people');
  const [filters, setFilters] = useState<SearchFilterValues>(EMPTY_FILTERS);
  // what the results on screen were searched with ("load more" goes on with these, not with unsent edits)
  const [applied, setApplied] = useState<SearchFilterValues>(EMPTY_FILTERS);
  const [bots, setBots] = useState<Bot[]>([]);
  const [page, setPage] = useState<Page | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<AbortController | null>(null);

  const run = useCallback(async (values: SearchFilterValues, offset: number) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setApplied(values);
    setBusy(true);
    setError(null);
    try {
      const answer = await professionalsApi.search(searchBody(values, offset, PAGE), controller.signal);
      setPage((prev) => ({
        items: offset > 0 && prev ? [...prev.items, ...answer.items] : answer.items,
        total: answer.total,
        scanned: answer.scanned_chats,
        limit: answer.message_scan_limit,
      }));
    } catch (caught) {
      if (!controller.signal.aborted) setError(errorDetail(caught, t('search.error')));
    } finally {
      if (latest.current === controller) setBusy(false);
    }
  }, [t]);

  useEffect(() => {
    const controller = new AbortController();
    professionalsApi.bots(controller.signal).then((list) => setBots(list.filter((b) => !b.disabled)), () => undefined);
    void run(EMPTY_FILTERS, 0);
    return () => {
      controller.abort();
      latest.current?.abort();
    };
  }, [run]);

  const reset = () => {
    setFilters(EMPTY_FILTERS);
    void run(EMPTY_FILTERS, 0);
  };

  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{t('search.title')}</h1>
        <p>{t('search.subtitle')}</p>
      </PageHeader>
      <Stack $gap="1.5rem">
        <Card>
          <SearchFilters values={filters} onChange={setFilters} onSubmit={() => void run(filters, 0)} onReset={reset} bots={bots} busy={busy} />
        </Card>
        <section aria-labelledby="search-results" aria-busy={busy || undefined}>
          <h2 id="search-results" className="visually-hidden">{t('search.results')}</h2>
          {error && <Alert tone="error" live title={t('search.error')}><p>{error}</p></Alert>}
          {!page && busy && <LoadingBlock label={t('search.searching')} />}
          {page && (
            <Stack $gap="0.75rem">
              <Muted role="status" data-testid="search-total">
                {t('search.total', { count: page.total })}
                {applied.messages && page.scanned > 0 && ` ${t('search.scanned', { count: page.scanned, limit: page.limit })}`}
              </Muted>
              {page.items.length === 0 ? (
                <Muted>{t('search.none')}</Muted>
              ) : (
                <Results>{page.items.map((hit) => <SearchHit key={hit.chat.id} hit={hit} />)}</Results>
              )}
              {page.items.length < page.total && (
                <Button variant="secondary" loading={busy} onClick={() => void run(applied, page.items.length)}>{t('search.more')}</Button>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
