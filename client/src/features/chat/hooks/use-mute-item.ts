import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, BellOffIcon } from '../../../components/ui/icons';
import type { MenuItem } from '../../../components/ui/Menu';
import { useMuteChat, useMutedChatIds } from '../../../lib/query/mutes';

/** The header menu's mute / unmute entry for a signed-in reader: a muted chat sends no notifications or dots. */
export function useMuteItem(chatId: string, viewer: string | null): MenuItem | null {
  const { t } = useTranslation();
  const muted = useMutedChatIds(viewer).has(chatId);
  const mute = useMuteChat(viewer);
  if (!viewer) return null;
  return {
    key: muted ? 'unmute' : 'mute',
    label: muted ? t('chat.actions.unmute') : t('chat.actions.mute'),
    icon: createElement(muted ? BellIcon : BellOffIcon, { size: 16 }),
    onSelect: () => mute.mutate({ chatId, mute: !muted }),
  };
}
