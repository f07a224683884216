import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { groupByDate } from '../../../lib/date-groups';
import { ChatListItem } from './ChatListItem';

const Section = styled.section<{ $compact: boolean }>`
  & + & { margin-top: ${({ $compact }) => ($compact ? '0.5rem' : '1.5rem')}; }
  h2, h3 {
    margin: 0 0 ${({ $compact }) => ($compact ? '0.15rem' : '0.5rem')};
    padding: ${({ $compact }) => ($compact ? '0 0.55rem' : '0')};
    font-size: ${({ $compact }) => ($compact ? '0.7rem' : '0.8rem')};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ $compact }) => ($compact ? '0.1rem' : '0.5rem')};
`;

export interface ChatListProps {
  chats: readonly ChatSummary[];
  /** group into today / yesterday / last week / last month / older (newest first) */
  grouped?: boolean;
  showOwner?: boolean;
  /** the dense variant of the side drawer */
  compact?: boolean;
  /** chats with an unread notification get a red dot */
  unread?: ReadonlySet<string>;
  /** chats the viewer muted get a small struck-through bell */
  muted?: ReadonlySet<string>;
  /** the signed-in username (owners can delete from the menu, followers unfollow) */
  viewer?: string | null;
  /** after a chat was deleted from its menu */
  onDeleted?: (chatId: string) => void;
  /** heading level of the date sections */
  headingLevel?: 2 | 3;
  itemTestId?: string;
}

const NONE: ReadonlySet<string> = new Set();

export function ChatList({
  chats, grouped = false, showOwner = false, compact = false, unread = NONE, muted = NONE, viewer = null, onDeleted, headingLevel = 2, itemTestId,
}: ChatListProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const item = (chat: ChatSummary) => (
    <ChatListItem
      key={chat.id}
      chat={chat}
      showOwner={showOwner}
      compact={compact}
      unread={unread.has(chat.id)}
      muted={muted.has(chat.id)}
      viewer={viewer}
      onDeleted={onDeleted}
      testId={itemTestId}
    />
  );
  if (!grouped) return <List $compact={compact}>{chats.map(item)}</List>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {groupByDate(chats, (c) => c.created_at_timestamp, Date.now()).map((section) => (
        <Section key={section.group} $compact={compact} aria-labelledby={`${prefix}-${section.group}`}>
          <Heading id={`${prefix}-${section.group}`}>{t(`chats.groups.${section.group}`)}</Heading>
          <List $compact={compact}>{section.items.map(item)}</List>
        </Section>
      ))}
    </>
  );
}
