import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** a destructive action: the confirm button is red */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/** "Are you sure?" on the modal Dialog; focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({
  open, title, children, confirmLabel, cancelLabel, closeLabel, danger, busy, onConfirm, onClose, testId,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      closeLabel={closeLabel}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
