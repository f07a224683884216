import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../../shared/moderation';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextField';
import { errorDetail } from '../../lib/api';
import { moderationApi } from '../../lib/query/moderation';
import { toast } from '../../lib/toast';

/** Report a message, a chat or a person to staff, with a reason and an optional note. The person is never told who. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setNote('');
    onClose();
  };
  const send = async () => {
    if (!target || !reason) return;
    setBusy(true);
    try {
      await moderationApi.report(target, reason, note.trim() || undefined);
      toast.success(t('moderation.report.sent'));
      close();
    } catch (error) {
      toast.error(errorDetail(error, t('moderation.report.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={target !== null}
      onClose={() => !busy && close()}
      title={t(`moderation.report.title.${target?.type ?? 'message'}`)}
      closeLabel={t('dialog.close')}
      testId="report-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>{t('common.cancel')}</Button>
          <Button onClick={() => void send()} loading={busy} disabled={!reason} data-testid="report-send">{t('moderation.report.send')}</Button>
        </>
      }
    >
      <p>{t('moderation.report.private')}</p>
      <SelectField
        label={t('moderation.report.reason')}
        placeholder={t('moderation.report.choose')}
        value={reason}
        onChange={(e) => setReason(e.target.value as ReportReason)}
        options={REPORT_REASONS.map((r) => ({ value: r, label: t(`moderation.reason.${r}`) }))}
        data-testid="report-reason"
        data-autofocus
      />
      <TextAreaField
        label={t('moderation.report.note')}
        value={note}
        maxLength={REPORT_NOTE_MAX}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        data-testid="report-note"
      />
    </Dialog>
  );
}
