import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { MenuButton, type MenuItem } from '../../../components/ui/Menu';
import { useMuteItem } from '../hooks/use-mute-item';
import { FollowButton } from './FollowButton';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`;

/** A signed-in reader who does not own the chat: follow / unfollow, and a menu (mute / unmute). */
export function ReaderActions({ chat, viewer }: { chat: ChatSummary; viewer: string }) {
  const { t } = useTranslation();
  const mute = useMuteItem(chat.id, viewer);
  const items: MenuItem[] = mute ? [mute] : [];
  return (
    <Row>
      <FollowButton chat={chat} viewer={viewer} />
      <MenuButton label={t('chat.actions.menu')} items={items} testId="chat-menu" />
    </Row>
  );
}
