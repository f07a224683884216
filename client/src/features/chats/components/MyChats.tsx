import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PlusIcon } from '../../../components/ui/icons';
import { Container, Muted, PageHeader, Row } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { useAsync } from '../../../lib/use-async';
import { chatsApi } from '../api/chats-api';
import { ChatList } from './ChatList';
import { LoadError } from './LoadError';

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  text-align: center;
`;

/** The signed-in user's chats, newest first, grouped by creation date. */
export function MyChats() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useAsync((signal) => chatsApi.mine(signal), []);

  return (
    <Container $width="readable">
      <Row $justify="space-between" style={{ marginBottom: '1.5rem' }}>
        <PageHeader style={{ margin: 0 }}>
          <h1>{t('chats.mine.title')}</h1>
          <p>{t('chats.mine.subtitle')}</p>
        </PageHeader>
        <ButtonLink to={paths.newChat} size="sm">
          <PlusIcon size={16} />
          {t('nav.talk')}
        </ButtonLink>
      </Row>
      {loading && !data && <LoadingBlock label={t('app.loading')} />}
      {error !== null && !loading && <LoadError error={error} onRetry={reload} />}
      {data && data.length === 0 && (
        <Empty>
          <Muted>{t('chats.mine.empty')}</Muted>
          <ButtonLink to={paths.newChat}>{t('chats.mine.startOne')}</ButtonLink>
        </Empty>
      )}
      {data && data.length > 0 && <ChatList chats={data} grouped />}
    </Container>
  );
}
