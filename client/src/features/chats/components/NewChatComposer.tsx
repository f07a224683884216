import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { SendIcon } from '../../../components/ui/icons';
import { TextAreaField } from '../../../components/ui/TextField';
import { MESSAGE_MAX } from '../../../lib/limits';

// Pinned to the bottom of the screen as inside a chat, so on a phone the box is in reach above the bot cards.
const Dock = styled.form`
  position: sticky;
  bottom: 0;
  z-index: 2;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.75rem 1.25rem calc(0.75rem + env(safe-area-inset-bottom));
  @media (max-width: 599px) { padding: 0.6rem 0.75rem calc(0.6rem + env(safe-area-inset-bottom)); }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.readable};
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  textarea { resize: none; max-height: 30vh; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 599px) { .hint { display: none; } }
  button { margin-left: auto; }
`;

interface NewChatComposerProps {
  message: string;
  error: string | null;
  busy: boolean;
  ready: boolean;
  onChange: (message: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The first message of a new chat: Enter sends and Shift+Enter adds a line, as in the chat's own composer. */
export function NewChatComposer({ message, error, busy, ready, onChange, onSubmit }: NewChatComposerProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (ready && !busy) event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <Dock onSubmit={onSubmit} noValidate aria-label={t('chats.new.message')} data-testid="new-chat-composer">
      <Inner>
        <TextAreaField
          label={t('chats.new.message')}
          hideLabel
          name="message"
          rows={2}
          maxLength={MESSAGE_MAX}
          placeholder={t('chats.new.messagePlaceholder')}
          value={message}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Row>
          <span className="hint">{t('chat.composer.hint')}</span>
          <Button type="submit" loading={busy} disabled={!ready}>
            <SendIcon size={18} />
            {t('chats.new.start')}
          </Button>
        </Row>
      </Inner>
    </Dock>
  );
}
