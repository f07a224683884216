import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/TextField';
import '../../../lib/people-i18n';

const REASON_MAX = 1000;

interface RejectDialogProps {
  username: string | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason (1–1000 characters): it is mailed to the applicant. */
export function RejectDialog({ username, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('people');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = !reason.trim() ? t('validation.reason_required') : reason.trim().length > REASON_MAX ? t('validation.reason_too_long') : null;
  const close = () => {
    if (busy) return;
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!problem) onReject(reason.trim());
  };
  return (
    <Dialog open={username !== null} onClose={close} title={t('admin.reject.title', { username })} closeLabel={t('common.close')} testId="reject-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>{t('common.cancel')}</Button>
          <Button variant="danger" onClick={submit} loading={busy} data-testid="reject-confirm">{t('admin.reject.confirm')}</Button>
        </>
      }>
      <TextAreaField label={t('admin.reject.reason')} name="reason" rows={4} maxLength={REASON_MAX} required data-autofocus
        hint={t('admin.reject.hint')} error={tried ? problem : null} value={reason} onChange={(e) => setReason(e.target.value)} />
    </Dialog>
  );
}
