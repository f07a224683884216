import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from '../../../../../shared/socket';
import { Button } from '../../../components/ui/Button';
import { BellIcon } from '../../../components/ui/icons';
import { formatRelativeTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useAnswerInvitation } from '../../../lib/query/invitations';
import { chatNotificationsCleared } from '../api/notifications-api';

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem 0.75rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

/** An entry's title and time, shared with the notification list's own entries. */
export const EntryText = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  strong { font-weight: 600; overflow-wrap: anywhere; }
  time { font-size: 0.82rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

/**
 * The answer to an invitation from the notification list (issue 14), through the drawer's mutation and cache,
 * so answering in one place empties the other. Held by the list, not the entry: the server clears the entry
 * (`notification:cleared`) before the answer returns, and an unmounted entry would never open the chat.
 */
export function useAnswerFromList(viewer: string) {
  const answer = useAnswerInvitation(viewer);
  const client = useQueryClient();
  const navigate = useNavigate();
  const respond = (chatId: string, accept: boolean) =>
    answer.mutate({ chatId, accept }, {
      onSuccess: () => {
        chatNotificationsCleared(client, viewer, chatId);
        if (accept) void navigate(paths.chat(chatId));
      },
    });
  return { respond, busy: answer.isPending };
}

type Answer = ReturnType<typeof useAnswerFromList>;

/** An invitation entry: no link, since the chat is not readable before a yes; its buttons name the chat. */
export function InvitationEntry({ entry, title, answer }: { entry: Notification & { chat_id: string }; title: string; answer: Answer }) {
  const { t, i18n } = useTranslation();
  const respond = (accept: boolean) => answer.respond(entry.chat_id, accept);
  return (
    <li data-testid="notification-entry" data-chat-id={entry.chat_id} data-count={entry.count} data-type="invitation">
      <Card>
        <BellIcon size={18} />
        <EntryText>
          <strong>{t('notifications.type.invitation', { author: entry.message, title })}</strong>
          <time dateTime={new Date(entry.created_at_timestamp).toISOString()}>{formatRelativeTime(entry.created_at_timestamp, i18n.language)}</time>
        </EntryText>
        <Buttons>
          <Button size="sm" disabled={answer.busy} onClick={() => respond(true)} aria-label={t('invitations.acceptLabel', { title })} data-testid="invitation-accept">
            {t('invitations.accept')}
          </Button>
          <Button size="sm" variant="secondary" disabled={answer.busy} onClick={() => respond(false)} aria-label={t('invitations.declineLabel', { title })} data-testid="invitation-decline">
            {t('invitations.decline')}
          </Button>
        </Buttons>
      </Card>
    </li>
  );
}
