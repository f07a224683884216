import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PlusIcon } from '../../../components/ui/icons';
import { Container, Muted, PageHeader, Row } from '../../../components/ui/Page';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { chatListQueries } from '../../../lib/query/chat-lists';
import { usePagedQuery } from '../../../lib/query/paged';
import { chatsApi, chatsKeys, PAGE_SIZE } from '../api/chats-api';
import { ChatList } from './ChatList';

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  text-align: center;
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: 0.2rem;
  margin-bottom: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  button {
    min-height: 36px;
    padding: 0.3rem 0.95rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.onPrimarySoft}; }
  button:focus-visible { border-radius: ${({ theme }) => theme.radii.pill}; }
`;

interface MyChatsProps {
  /** the signed-in username */
  viewer: string | null;
  /** chats with an unread notification */
  unread?: ReadonlySet<string>;
}

/**
 * The signed-in user's chats, newest first, grouped by creation date (`/chats/me?only_external_chats=false`),
 * or the chats others shared with them (`only_external_chats=true`, POST /api/chats/search, paged). Both are
 * cache entries the socket keeps live; the own list is the one the drawer shows.
 */
export function MyChats({ viewer, unread }: MyChatsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const external = params.get('only_external_chats') === 'true';
  const own = useQuery({ ...chatListQueries.mine(viewer ?? ''), enabled: viewer !== null && !external });
  const shared = usePagedQuery(
    chatsKeys.sharedPages(viewer ?? ''),
    (offset, signal) => chatsApi.search({ only_external_chats: true, offset, limit: PAGE_SIZE }, signal),
    (chat) => chat.id,
    viewer !== null && external,
  );
  const query = external ? shared.query : own;

  const setExternal = (value: boolean) => {
    const next = new URLSearchParams(params);
    next.set('only_external_chats', String(value));
    setParams(next, { replace: true });
  };

  const chats = (external ? shared.items : own.data) ?? [];

  return (
    <Container $width="readable">
      <Row $justify="space-between" style={{ marginBottom: '1.25rem' }}>
        <PageHeader style={{ margin: 0 }}>
          <h1>{t('chats.mine.title')}</h1>
          <p>{external ? t('chats.mine.sharedSubtitle') : t('chats.mine.subtitle')}</p>
        </PageHeader>
        <ButtonLink to={paths.newChat} size="sm">
          <PlusIcon size={16} />
          {t('nav.talk')}
        </ButtonLink>
      </Row>
      <Toggle role="group" aria-label={t('chats.mine.view')}>
        <button type="button" aria-pressed={!external} onClick={() => setExternal(false)} data-testid="mine-own">{t('chats.mine.own')}</button>
        <button type="button" aria-pressed={external} onClick={() => setExternal(true)} data-testid="mine-shared">{t('chats.mine.sharedWithMe')}</button>
      </Toggle>
      {query.isPending && <LoadingBlock label={t('app.loading')} />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && chats.length === 0 && (
        <Empty>
          <Muted>{external ? t('chats.mine.sharedEmpty') : t('chats.mine.empty')}</Muted>
          {!external && <ButtonLink to={paths.newChat}>{t('chats.mine.startOne')}</ButtonLink>}
        </Empty>
      )}
      {query.isSuccess && chats.length > 0 && (
        <ChatList chats={chats} grouped showOwner={external} unread={unread} viewer={viewer} />
      )}
      {external && shared.hasMore && (
        <Row $justify="center" style={{ marginTop: '1.25rem' }}>
          <Button variant="secondary" loading={shared.query.isFetchingNextPage} onClick={shared.loadMore}>{t('chats.explore.loadMore')}</Button>
        </Row>
      )}
    </Container>
  );
}
