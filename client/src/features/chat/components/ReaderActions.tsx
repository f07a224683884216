import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { LogoutIcon } from '../../../components/ui/icons';
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

/** A signed-in reader who does not own the chat: follow / unfollow, and a menu (mute / unmute; leave, for a member). */
export function ReaderActions({ chat, viewer, onLeft }: ReaderActionsProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const mute = useMuteItem(chat.id, viewer);
  const items: MenuItem[] = mute ? [mute] : [];
  if (onLeft) items.push({ key: 'leave', label: t('invitations.leave'), icon: <LogoutIcon size={16} />, danger: true, onSelect: () => setLeaving(true) });
  return (
    <Row>
      <FollowButton chat={chat} viewer={viewer} />
      <MenuButton label={t('chat.actions.menu')} items={items} testId="chat-menu" />
      {onLeft && <LeaveChatDialog chat={chat} viewer={viewer} open={leaving} onClose={() => setLeaving(false)} onLeft={onLeft} />}
    </Row>
  );
}
