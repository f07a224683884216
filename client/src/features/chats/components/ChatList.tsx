import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Badge } from '../../../components/ui/Card';
import { ChatIcon, LockIcon } from '../../../components/ui/icons';
import { groupByDate } from '../../../lib/date-groups';
import { formatDate, isoDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

const Section = styled.section`
  & + & { margin-top: 1.5rem; }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const ItemLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color 0.15s ease, background 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.text}; }
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const Main = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  strong { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.3rem;
  @media (max-width: 420px) { display: none; }
`;

function ChatListItem({ chat, showOwner }: { chat: ChatSummary; showOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const meta = [
    formatDate(chat.created_at_timestamp, i18n.language),
    showOwner ? t('chats.item.by', { owner: chat.owner }) : null,
    t('chats.item.messages', { count: chat.messages_count }),
  ].filter(Boolean);
  return (
    <li>
      <ItemLink to={paths.chat(chat.id)} data-testid="chat-item" data-chat-id={chat.id}>
        <ChatIcon />
        <Main>
          <strong>{chat.title || t('chats.item.untitled')}</strong>
          <span>
            <time dateTime={isoDate(chat.created_at_timestamp)}>{meta[0]}</time>
            {meta.length > 1 && ` · ${meta.slice(1).join(' · ')}`}
          </span>
        </Main>
        <Badges>
          {chat.tags.slice(0, 2).map((tag) => (
            <Badge key={tag} $tone="primary">{t(`chats.tags.${tag}`)}</Badge>
          ))}
          {chat.closed && <Badge>{t('chats.item.closed')}</Badge>}
          {!showOwner && (chat.public ? <Badge $tone="accent">{t('chats.item.public')}</Badge> : chat.encrypted && (
            <Badge><LockIcon size={12} />{t('chats.item.private')}</Badge>
          ))}
        </Badges>
      </ItemLink>
    </li>
  );
}

interface ChatListProps {
  chats: readonly ChatSummary[];
  /** group into today / yesterday / last week / last month / older (newest first) */
  grouped?: boolean;
  showOwner?: boolean;
}

export function ChatList({ chats, grouped = false, showOwner = false }: ChatListProps) {
  const { t } = useTranslation();
  if (!grouped) {
    return (
      <List>
        {chats.map((chat) => <ChatListItem key={chat.id} chat={chat} showOwner={showOwner} />)}
      </List>
    );
  }
  const sections = groupByDate(chats, (c) => c.created_at_timestamp, Date.now());
  return (
    <>
      {sections.map((section) => (
        <Section key={section.group} aria-labelledby={`group-${section.group}`}>
          <h2 id={`group-${section.group}`}>{t(`chats.groups.${section.group}`)}</h2>
          <List>
            {section.items.map((chat) => <ChatListItem key={chat.id} chat={chat} showOwner={showOwner} />)}
          </List>
        </Section>
      ))}
    </>
  );
}
