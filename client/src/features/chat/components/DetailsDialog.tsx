import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import type { ChatActions } from '../hooks/use-chat-actions';
import { CHAT_DESCRIPTION_MAX, CHAT_TITLE_MAX, chatDetailsProblems, hasProblems, type ChatDetailsProblem } from '../utils/chat-details';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 0.5rem;
`;

interface DetailsDialogProps {
  onClose: () => void;
  chat: ChatSummary;
  actions: ChatActions;
}

/**
 * The owner edits the chat's title and description (PUT /api/chats/edit/{id}) with the server's own limits.
 * The tags go back as they are now, so this edit never touches them. Lazily loaded: it brings zod.
 */
export function DetailsDialog({ onClose, chat, actions }: DetailsDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [title, setTitle] = useState(chat.title);
  const [description, setDescription] = useState(chat.description);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = chatDetailsProblems(title, description);

  const message = (problem: ChatDetailsProblem | null, max: number) =>
    tried && problem ? t(`chat.details.${problem}`, { max }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || hasProblems(problems)) return;
    setBusy(true);
    const saved = await actions.editDetails({ title: title.trim(), description: description.trim(), tags: chat.tags });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chat.details.title')}
      closeLabel={t('dialog.close')}
      testId="details-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} loading={busy} data-testid="details-save">{t('chat.details.save')}</Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('chat.details.titleLabel')}
          name="chat-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={message(problems.title, CHAT_TITLE_MAX)}
          required
          data-autofocus
        />
        <TextAreaField
          label={t('chat.details.descriptionLabel')}
          name="chat-description"
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={message(problems.description, CHAT_DESCRIPTION_MAX)}
          hint={t('chat.details.length', { count: description.length, max: CHAT_DESCRIPTION_MAX })}
        />
      </Form>
    </Dialog>
  );
}
