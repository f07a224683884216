import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { LoadError } from '../../../components/ui/LoadError';
import { Container, Muted, PageHeader, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import '../../../lib/people-i18n';
import { usePagedQuery } from '../../../lib/query/paged';
import { DIRECTORY_QUERY_MAX } from '../../../../../shared/directory';
import { professionalsApi, professionalsKeys } from '../api/professionals-api';
import { DirectoryCard } from './DirectoryCard';

const PAGE = 20;
/** searching as the person types, once they pause */
const TYPING_PAUSE_MS = 350;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.6rem;
  > :first-child { flex: 1; min-width: 0; }
  /* as tall as the search box beside it */
  > button { min-height: 46px; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 0.75rem;
  li { min-width: 0; }
`;

/** The directory of verified professionals: a search box, and cards that open each public profile. */
export function ProfessionalDirectory() {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  // the words searched live in the address, so Back from a profile comes back to the same results
  const searched = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(searched);

  const apply = (value: string) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  useEffect(() => {
    if (typed.trim() === searched) return;
    const timer = setTimeout(() => apply(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value typed restarts the pause
  }, [typed]);

  const result = usePagedQuery(
    professionalsKeys.directory(searched),
    (offset, signal) => professionalsApi.directory(searched, offset, PAGE, signal),
    (p) => p.username,
  );
  const { query, last } = result;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === searched) void query.refetch();
    else apply(typed);
  };

  return (
    <Container>
      <PageHeader>
        <h1>{t('directory.title')}</h1>
        <p>{t('directory.subtitle')}</p>
      </PageHeader>
      <Stack $gap="1.25rem">
        <Form role="search" onSubmit={submit}>
          <TextField label={t('directory.label')} type="search" value={typed} maxLength={DIRECTORY_QUERY_MAX}
            placeholder={t('directory.placeholder')} onChange={(e) => setTyped(e.target.value)} data-testid="directory-query" />
          <Button type="submit" loading={query.isFetching && !query.isFetchingNextPage}>{t('directory.submit')}</Button>
        </Form>
        <section aria-labelledby="directory-results" aria-busy={query.isFetching || undefined}>
          <h2 id="directory-results" className="visually-hidden">{t('directory.results')}</h2>
          {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('directory.error')} />}
          {query.isPending && <LoadingBlock label={t('directory.searching')} />}
          {last && (
            <Stack $gap="0.75rem">
              <Muted role="status" data-testid="directory-total">{t('directory.total', { count: last.total })}</Muted>
              {result.items.length === 0
                ? <Muted>{searched ? t('directory.none', { q: searched }) : t('directory.empty')}</Muted>
                : <Grid>{result.items.map((p) => <li key={p.username}><DirectoryCard professional={p} /></li>)}</Grid>}
              {result.hasMore && (
                <Button variant="secondary" loading={query.isFetchingNextPage} onClick={result.loadMore}>{t('directory.more')}</Button>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
