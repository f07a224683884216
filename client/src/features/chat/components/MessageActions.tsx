import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageItem } from '../../../../../shared/api';
import { CopyIcon, EditIcon, ReplyIcon, ThumbDownIcon, ThumbUpIcon, TrashIcon, WarningIcon } from '../../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../../components/ui/Menu';
import { messagePermissions } from '../utils/permissions';
import { useMessageContext } from './message-context';

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.2rem;
  margin: 0.35rem -0.35rem -0.2rem;
`;

const Spacer = styled.span`
  flex: 1;
`;

const Vote = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-width: 32px;
  height: 30px;
  padding: 0 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled { cursor: default; }
  &:focus-visible { border-radius: ${({ theme }) => theme.radii.pill}; }
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 30px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
`;

/** Thumbs with their counts, reply, and a menu with copy / edit / delete, as the viewer may use them. */
export function MessageActions({ item, authorName, mine }: { item: MessageItem; authorName: string; mine: boolean }) {
  const { t } = useTranslation();
  const context = useMessageContext();
  const [voting, setVoting] = useState(false);
  if (!context) return null;
  const { chat, viewer, actions } = context;
  const can = messagePermissions(item, chat, viewer);
  const up = item.positive_feedback_count ?? 0;
  const down = item.negative_feedback_count ?? 0;
  const showVotes = item.deleted_at_timestamp === null && (can.vote || up > 0 || down > 0);

  const vote = async (pressed: 'up' | 'down') => {
    setVoting(true);
    await actions.feedback(item, pressed);
    setVoting(false);
  };

  const menu: MenuItem[] = [];
  if (can.copy && item.message) {
    const text = item.message;
    menu.push({ key: 'copy', label: t('chat.message.copy'), icon: <CopyIcon size={16} />, onSelect: () => void actions.copy(text) });
  }
  if (can.edit) menu.push({ key: 'edit', label: t('chat.message.edit'), icon: <EditIcon size={16} />, onSelect: () => context.setEditingId(item.id) });
  if (can.remove) {
    menu.push({ key: 'delete', label: t('chat.message.delete'), icon: <TrashIcon size={16} />, danger: true, onSelect: () => context.requestDelete(item) });
  }
  // issue 14: anyone signed in may report another person's words, or block them
  const other = viewer !== null && item.sender === 'user' && item.author !== viewer && item.deleted_at_timestamp === null;
  if (other) {
    menu.push({
      key: 'report', label: t('moderation.report.message'), icon: <WarningIcon size={16} />,
      onSelect: () => context.requestReport({ type: 'message', id: item.id, chat_id: chat.id }),
    });
    if (!context.blockedNames.has(item.author.toLowerCase())) {
      menu.push({ key: 'block', label: t('moderation.block.person', { name: authorName }), danger: true, onSelect: () => context.block(item.author) });
    }
  }
  if (!showVotes && !can.reply && menu.length === 0) return null;

  return (
    <Bar data-testid="message-actions">
      {showVotes && (
        <>
          <Vote
            type="button"
            aria-pressed={can.vote ? item.is_positive_feedback_from_user : undefined}
            disabled={!can.vote || voting}
            aria-label={t('chat.message.helpful', { count: up })}
            title={t('chat.message.helpful', { count: up })}
            data-testid="vote-up"
            onClick={() => void vote('up')}
          >
            <ThumbUpIcon size={15} />
            {up > 0 && up}
          </Vote>
          <Vote
            type="button"
            aria-pressed={can.vote ? item.is_negative_feedback_from_user : undefined}
            disabled={!can.vote || voting}
            aria-label={t('chat.message.notHelpful', { count: down })}
            title={t('chat.message.notHelpful', { count: down })}
            data-testid="vote-down"
            onClick={() => void vote('down')}
          >
            <ThumbDownIcon size={15} />
            {down > 0 && down}
          </Vote>
        </>
      )}
      <Spacer />
      {can.reply && (
        <Tool type="button" aria-label={t('chat.message.reply')} title={t('chat.message.reply')} data-testid="reply" onClick={() => context.reply(item, authorName, mine)}>
          <ReplyIcon size={16} />
        </Tool>
      )}
      {menu.length > 0 && <MenuButton label={t('chat.message.actions')} items={menu} size={30} testId="message-menu" />}
    </Bar>
  );
}
