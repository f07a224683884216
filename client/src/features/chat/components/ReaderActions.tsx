import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { LogoutIcon } from '../../../components/ui/icons';
import { useModerationItems } from '../../../components/moderation/ModerationMenu';
import { MenuButton, type MenuItem } from '../../../components/ui/Menu';
import { useMuteItem } from '../hooks/use-mute-item';
import { FollowButton } from './FollowButton';
import { LeaveChatDialog } from './LeaveChatDialog';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`;

interface ReaderActionsProps { chat: ChatSummary; viewer: string; /** a member (shared with them) may leave */ onLeft?: () => void }

/**
 * A signed-in reader who does not own the chat: follow / unfollow, and one menu: mute / unmute, leave (for a
 * member), report the chat and block its owner (issue 14).
 */
export function ReaderActions({ chat, viewer, onLeft }: ReaderActionsProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const mute = useMuteItem(chat.id, viewer);
  const moderation = useModerationItems({ type: 'chat', id: chat.id }, chat.owner);
  const items: MenuItem[] = mute ? [mute] : [];
  if (onLeft) items.push({ key: 'leave', label: t('invitations.leave'), icon: <LogoutIcon size={16} />, danger: true, onSelect: () => setLeaving(true) });
  items.push(...moderation.items);
  return (
    <Row>
      <FollowButton chat={chat} viewer={viewer} />
      <MenuButton label={t('chat.actions.menu')} items={items} testId="chat-menu" />
      {moderation.dialog}
      {onLeft && <LeaveChatDialog chat={chat} viewer={viewer} open={leaving} onClose={() => setLeaving(false)} onLeft={onLeft} />}
    </Row>
  );
}
