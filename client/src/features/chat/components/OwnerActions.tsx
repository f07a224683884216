import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EditIcon, LockIcon, ShareIcon, TagIcon, TrashIcon, UnlockIcon } from '../../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../../components/ui/Menu';
import type { ChatActions } from '../hooks/use-chat-actions';
import { useMuteItem } from '../hooks/use-mute-item';
import { ShareDialog } from './ShareDialog';
import { TagsDialog } from './TagsDialog';

// The details form checks with the server's zod rules: zod loads only when the owner opens it.
const DetailsDialog = lazy(() => import('./DetailsDialog').then((m) => ({ default: m.DetailsDialog })));

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  @media (max-width: 599px) { .label { display: none; } }
`;

interface OwnerActionsProps {
  chat: ChatSummary;
  viewer: string;
  actions: ChatActions;
  /** the chat is being deleted (true) or the deletion failed (false) */
  onLeaving: (leaving: boolean) => void;
  onDeleted: () => void;
}

/** The owner's controls: share, and a menu with details, tags, close / reopen, mute and make private (when shared) and delete. */
export function OwnerActions({ chat, viewer, actions, onLeaving, onDeleted }: OwnerActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'share' | 'details' | 'tags' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const shared = chat.public || chat.shared_with.length > 0;
  const mute = useMuteItem(chat.id, viewer);

  const items: MenuItem[] = [
    { key: 'details', label: t('chat.actions.editDetails'), icon: <EditIcon size={16} />, onSelect: () => setDialog('details') },
    { key: 'tags', label: t('chat.actions.tags'), icon: <TagIcon size={16} />, onSelect: () => setDialog('tags') },
    chat.closed
      ? { key: 'open', label: t('chat.actions.open'), icon: <UnlockIcon size={16} />, onSelect: () => void actions.open() }
      : { key: 'close', label: t('chat.actions.close'), icon: <LockIcon size={16} />, onSelect: () => void actions.close() },
  ];
  // others post in a shared chat: its owner may silence them too
  if (shared && mute) items.push(mute);
  if (shared) items.push({ key: 'private', label: t('chat.actions.makePrivate'), icon: <LockIcon size={16} />, onSelect: () => void actions.revoke('all') });
  items.push({ key: 'delete', label: t('chat.actions.delete'), icon: <TrashIcon size={16} />, danger: true, onSelect: () => setDialog('delete') });

  const remove = async () => {
    setDeleting(true);
    onLeaving(true);
    const ok = await actions.deleteChat();
    if (ok) {
      onDeleted();
      return;
    }
    onLeaving(false);
    setDeleting(false);
    setDialog(null);
  };

  return (
    <Row>
      <Button size="sm" variant="secondary" onClick={() => setDialog('share')} data-testid="share-open" aria-label={t('chat.actions.share')}>
        <ShareIcon size={16} />
        <span className="label">{t('chat.actions.share')}</span>
      </Button>
      <MenuButton label={t('chat.actions.menu')} items={items} testId="chat-menu" />
      <ShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} chat={chat} actions={actions} />
      {dialog === 'details' && (
        <Suspense fallback={null}>
          <DetailsDialog onClose={() => setDialog(null)} chat={chat} actions={actions} />
        </Suspense>
      )}
      <TagsDialog open={dialog === 'tags'} onClose={() => setDialog(null)} chat={chat} actions={actions} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('chat.deleteChat.title')}
        confirmLabel={t('chat.deleteChat.confirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('dialog.close')}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
        testId="delete-chat-dialog"
      >
        <p>{t('chat.deleteChat.body')}</p>
      </ConfirmDialog>
    </Row>
  );
}
