import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RenameChatBody } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';

const TITLE_MAX = RenameChatBody.shape.title.maxLength ?? 0;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  min-width: 0;
  > :first-child { flex: 1; min-width: 0; }
  input { width: 100%; font-size: 1rem; font-weight: 600; }
`;

interface TitleEditorProps {
  /** the title the field opens with */
  initial: string;
  /** resolves true once the server took the new title */
  onSave: (title: string) => Promise<boolean>;
  onDone: () => void;
}

/**
 * The owner renames the chat in its header (PUT /api/chats/{id}/title), checked first with the server's own
 * rule (zod, loaded with this editor only). Enter saves, Escape leaves the title as it was.
 */
export function TitleEditor({ initial, onSave, onDone }: TitleEditorProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const check = RenameChatBody.safeParse({ title });
  const problem = check.success ? null : check.error.issues[0]?.message === 'chat_title_too_long' ? 'tooLong' : 'required';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.success) return;
    setBusy(true);
    const saved = await onSave(check.data.title);
    setBusy(false);
    if (saved) onDone();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <Form onSubmit={(e) => void submit(e)} onKeyDown={escape} data-testid="title-editor" noValidate>
      <TextField
        label={t('titles.renameLabel')}
        hideLabel
        name="chat-title"
        value={title}
        maxLength={TITLE_MAX + 20}
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        error={tried && problem ? t(`titles.${problem}`, { max: TITLE_MAX }) : undefined}
      />
      <Button type="submit" size="sm" loading={busy} data-testid="title-save">{t('common.save')}</Button>
      <Button size="sm" variant="ghost" onClick={onDone}>{t('common.cancel')}</Button>
    </Form>
  );
}
