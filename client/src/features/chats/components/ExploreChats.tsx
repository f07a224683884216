import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Container, Muted, PageHeader, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useAsync } from '../../../lib/use-async';
import { chatsApi } from '../api/chats-api';
import { ChatList } from './ChatList';
import { LoadError } from './LoadError';

const PAGE_SIZE = 20;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  > div { flex: 1; }
`;

/** Public chats (POST /api/chats/explore/search). */
export function ExploreChats() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const { data, error, loading, reload } = useAsync(
    (signal) => chatsApi.explore({ ...(text ? { text } : {}), offset: 0, limit: PAGE_SIZE }, signal),
    [text],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next === text) reload();
    else setText(next);
  };

  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{t('chats.explore.title')}</h1>
        <p>{t('chats.explore.subtitle')}</p>
      </PageHeader>
      <Stack $gap="1.25rem">
        <SearchForm role="search" onSubmit={onSubmit}>
          <TextField
            label={t('chats.explore.search')}
            hideLabel
            type="search"
            name="text"
            placeholder={t('chats.explore.searchPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('chats.explore.searchButton')}
          </Button>
        </SearchForm>
        {loading && <LoadingBlock label={t('app.loading')} />}
        {!loading && error !== null && <LoadError error={error} onRetry={reload} />}
        {!loading && data && (
          <>
            <Muted aria-live="polite">{t('chats.explore.total', { count: data.total })}</Muted>
            {data.items.length === 0 ? (
              <Muted>{t('chats.explore.empty')}</Muted>
            ) : (
              <ChatList chats={data.items} showOwner />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
