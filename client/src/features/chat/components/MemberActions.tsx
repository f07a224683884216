import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LogoutIcon } from '../../../components/ui/icons';
import { MenuButton } from '../../../components/ui/Menu';
import { useLeaveChat } from '../../../lib/query/invitations';

/** A member's menu in a chat shared with them (issue 14): leave it, after a confirmation. */
export function MemberActions({ chat, viewer, onLeft }: { chat: ChatSummary; viewer: string; onLeft: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveChat(viewer);
  // The leave evicts this page's socket at once (chat:revoked), which may unmount this menu before the answer
  // comes: the promise, unlike a per-call callback, still resolves, so the page always moves on.
  const confirm = async () => {
    const left = await leave.mutateAsync(chat.id).then(() => true, () => false);
    setConfirming(false);
    if (left) onLeft();
  };
  const items = [{ key: 'leave', label: t('invitations.leave'), icon: <LogoutIcon size={16} />, danger: true, onSelect: () => setConfirming(true) }];
  return (
    <>
      <MenuButton label={t('chat.actions.menu')} items={items} testId="member-menu" />
      <ConfirmDialog
        open={confirming}
        title={t('invitations.leaveTitle')}
        confirmLabel={t('invitations.leaveConfirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('dialog.close')}
        danger
        busy={leave.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
        testId="leave-chat-dialog"
      >
        <p>{t('invitations.leaveBody')}</p>
      </ConfirmDialog>
    </>
  );
}
