import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { WarningIcon } from '../../../components/ui/icons';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { profileApi } from '../api/profile-api';

/**
 * Deleting the account: irreversible, after a confirmation whose focus starts on Cancel (Enter never deletes
 * by accident); then the caller ends the session.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);

  const deletion = useMutation({
    mutationFn: () => profileApi.deleteAccount(),
    onSuccess: (answer) => {
      toast.success(t('deleteAccount.done'), answer?.detail);
      onDeleted();
    },
    onError: (error) => toast.error(t('deleteAccount.error'), errorDetail(error, t('common.error'))),
  });
  const busy = deletion.isPending;

  const close = () => !busy && setOpen(false);
  return (
    <>
      <p>{t('deleteAccount.body')}</p>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account">
        <WarningIcon size={16} />
        {t('deleteAccount.action')}
      </Button>
      <Dialog open={open} onClose={close} title={t('deleteAccount.confirmTitle')} closeLabel={t('common.close')} testId="delete-account-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy} data-autofocus>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => deletion.mutate()} loading={busy} data-testid="delete-account-confirm">
              {t('deleteAccount.confirm')}
            </Button>
          </>
        }>
        <p>{t('deleteAccount.confirmBody')}</p>
      </Dialog>
    </>
  );
}
