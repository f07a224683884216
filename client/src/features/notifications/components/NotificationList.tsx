import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from '../../../../../shared/socket';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/Card';
import { BellIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Muted, Row } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { formatRelativeTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useNotificationEntries } from '../api/notifications-api';
import { EntryText, InvitationEntry, useAnswerFromList } from './InvitationEntry';
import { useKnownChatTitle } from '../../../lib/use-known-chat';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-width: 0;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

// one line with the bell and the count: no wrapping basis here
const Text = styled(EntryText)`
  flex: 1;
`;

function EntryItem({ entry, viewer, answer }: { entry: Notification; viewer: string; answer: ReturnType<typeof useAnswerFromList> }) {
  const { t, i18n } = useTranslation();
  const known = useKnownChatTitle(viewer, entry.title ? null : entry.chat_id);
  const title = entry.title || known || t('chats.item.untitled');
  if (entry.type === 'invitation' && entry.chat_id) return <InvitationEntry entry={{ ...entry, chat_id: entry.chat_id }} title={title} answer={answer} />;
  const text = t(`notifications.type.${entry.type}`, { author: entry.message, title });
  return (
    <li data-testid="notification-entry" data-chat-id={entry.chat_id ?? undefined} data-count={entry.count}>
      <Entry to={entry.chat_id ? paths.chat(entry.chat_id) : paths.notifications}>
        <BellIcon size={18} />
        <Text>
          <strong>{text}</strong>
          <time dateTime={new Date(entry.created_at_timestamp).toISOString()}>{formatRelativeTime(entry.created_at_timestamp, i18n.language)}</time>
        </Text>
        <Badge $tone="accent" data-testid="notification-count">{t('notifications.count', { count: entry.count })}</Badge>
      </Entry>
    </li>
  );
}

/** The viewer's notifications, one entry per chat with how many it stands for and its latest author, paged. */
export function NotificationList({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const { query, entries, hasMore, loadMore } = useNotificationEntries(viewer);
  const answer = useAnswerFromList(viewer);
  if (query.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (query.isError) return <LoadError title={t('notifications.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  if (entries.length === 0) return <Card><Muted data-testid="notifications-empty">{t('notifications.empty')}</Muted></Card>;
  return (
    <>
      <List data-testid="notification-list">
        {entries.map((entry) => <EntryItem key={entry.chat_id ?? entry.key} entry={entry} viewer={viewer} answer={answer} />)}
      </List>
      {hasMore && (
        <Row $justify="center" style={{ marginTop: '1.25rem' }}>
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={loadMore}>{t('notifications.loadMore')}</Button>
        </Row>
      )}
    </>
  );
}
