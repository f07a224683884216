import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useLeaveChat } from '../../../lib/query/invitations';

interface LeaveChatDialogProps { chat: ChatSummary; viewer: string; open: boolean; onClose: () => void; onLeft: () => void }

/** A member leaves a chat shared with them (issue 14), after this confirmation. */
export function LeaveChatDialog({ chat, viewer, open, onClose, onLeft }: LeaveChatDialogProps) {
  const { t } = useTranslation();
  const leave = useLeaveChat(viewer);
  // The leave evicts this page's socket at once (chat:revoked), which may unmount this menu before the answer
  // comes: the promise, unlike a per-call callback, still resolves, so the page always moves on.
  const confirm = async () => {
    const left = await leave.mutateAsync(chat.id).then(() => true, () => false);
    onClose();
    if (left) onLeft();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('invitations.leaveTitle')}
      confirmLabel={t('invitations.leaveConfirm')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('dialog.close')}
      danger
      busy={leave.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="leave-chat-dialog"
    >
      <p>{t('invitations.leaveBody')}</p>
    </ConfirmDialog>
  );
}
