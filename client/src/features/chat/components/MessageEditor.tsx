import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { MESSAGE_MAX } from '../../../lib/limits';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  min-width: min(480px, 70vw);
  textarea {
    width: 100%;
    min-height: 64px;
    max-height: 40vh;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    resize: vertical;
    line-height: 1.45;
  }
  div { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: 0.4rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.75rem; }
`;

interface MessageEditorProps {
  initial: string;
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Inline editing of one's own message: Ctrl/⌘+Enter saves, Escape cancels. */
export function MessageEditor({ initial, onSave, onCancel }: MessageEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  const trimmed = text.trim();
  const unchanged = trimmed === initial.trim();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !trimmed) return;
    if (unchanged) return onCancel();
    setBusy(true);
    const ok = await onSave(trimmed);
    setBusy(false);
    if (ok) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} data-testid="message-editor">
      <label htmlFor={id} className="visually-hidden">{t('chat.message.editLabel')}</label>
      <textarea
        id={id}
        ref={ref}
        value={text}
        maxLength={MESSAGE_MAX}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
      />
      <small id={`${id}-hint`}>{t('chat.message.editHint')}</small>
      <div>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>
        <Button size="sm" type="submit" loading={busy} disabled={!trimmed} data-testid="message-editor-save">{t('common.save')}</Button>
      </div>
    </Form>
  );
}
