import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { SendIcon } from '../../../components/ui/icons';
import { TextAreaField } from '../../../components/ui/TextField';
import { errorDetail } from '../../../lib/api';
import { MESSAGE_MAX } from '../../../lib/limits';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { profileApi } from '../api/profile-api';

/**
 * "Send a direct message": the first message opens (or reuses) the private chat of this user and this
 * professional, shared between the two; then that chat opens.
 */
export function DirectMessageButton({ username }: { username: string }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const problem = !message.trim() ? t('validation.message_empty') : message.length > MESSAGE_MAX ? t('validation.message_too_long') : null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTried(false);
  };

  const direct = useMutation({
    mutationFn: (text: string) => profileApi.direct(username, text),
    onSuccess: (chat) => {
      setMessage('');
      setOpen(false);
      void navigate(paths.chat(chat.id));
    },
    onError: (error) => toast.error(t('direct.error'), errorDetail(error, t('common.error'))),
  });
  const busy = direct.isPending;

  const send = () => {
    setTried(true);
    if (!problem) direct.mutate(message.trim());
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="direct-message">
        <SendIcon size={16} />
        {t('direct.action')}
      </Button>
      <Dialog open={open} onClose={close} title={t('direct.title', { username })} closeLabel={t('common.close')} testId="direct-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>{t('common.cancel')}</Button>
            <Button onClick={() => send()} loading={busy} data-testid="direct-send">{t('direct.send')}</Button>
          </>
        }>
        <p>{t('direct.body')}</p>
        <TextAreaField label={t('direct.message')} name="direct-message" rows={4} maxLength={MESSAGE_MAX} data-autofocus
          error={tried ? problem : null} value={message} onChange={(e) => setMessage(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send(); }} />
      </Dialog>
    </>
  );
}
