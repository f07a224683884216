import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UsageToday } from '../../../../../shared/api';
import { MESSAGE_MAX } from '../../../lib/limits';
import { withReturnTo } from '../../../lib/navigation';
import { SendIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { getSocket, useSocketStatus } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { randomId } from '../../../lib/uuid';
import type { TimelineStore } from '../stores/timeline-store';
import type { ComposerBlock } from '../utils/permissions';
import type { ScaleAnswer } from '../utils/scripted-choices';
import { ReplyPreview, type ReplyTarget } from './ReplyPreview';
import { useDraft } from '../../../lib/use-draft';

const SEND_TIMEOUT_MS = 15_000;

const Bar = styled.form`
  flex: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom));
  @media (max-width: 599px) { padding: 0.6rem 0.75rem calc(0.6rem + env(safe-area-inset-bottom)); }
`;

const Inner = styled.div`
  max-width: 860px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 46px;
  max-height: 40vh;
  padding: 0.7rem 0.95rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  resize: none;
  line-height: 1.45;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}40; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Send = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 46px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { border-radius: 50%; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 599px) { .hint { display: none; } }
`;

const Usage = styled.span<{ $low: boolean }>`
  font-weight: 600;
  color: ${({ theme, $low }) => ($low ? theme.colors.warning : theme.colors.textMuted)};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Choice = styled.button`
  min-height: 36px;
  padding: 0.35rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.55rem 0.85rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;

interface ComposerProps {
  chatId: string;
  store: TimelineStore;
  blocked: ComposerBlock;
  usage: UsageToday | null;
  /** after each send (a bot reply takes one from today's allowance when it is sent) */
  onSent?: () => void;
  /** the message being answered, if any */
  replyTo?: ReplyTarget | null;
  onCancelReply?: () => void;
  /** quick answers to a scripted question (the MBTI scale): each chip sends its value, the draft stays */
  choices?: readonly ScaleAnswer[];
}

/**
 * Writes with socket `message:send` (idempotent by clientId); Enter sends, Shift+Enter adds a line. When the
 * viewer may not post, the input stays in place, disabled, described by the reason (a draft is kept).
 */
export function Composer({ chatId, store, blocked, usage, onSent, replyTo = null, onCancelReply, choices = [] }: ComposerProps) {
  const { t } = useTranslation();
  const connected = useSocketStatus() === 'connected';
  const [text, setText] = useDraft(chatId);
  const [sending, setSending] = useState(false);
  const clientId = useRef<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // Grow with the text (up to the CSS max-height), shrink back after sending.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [text]);

  // A new reply target is a different message to send: new idempotency key, and the cursor goes to the input.
  const replyId = replyTo?.id ?? null;
  useEffect(() => {
    clientId.current = null;
    if (replyId) inputRef.current?.focus();
  }, [replyId]);

  const canSend = !blocked && connected && !sending && text.trim().length > 0;

  /** `fromDraft`: the typed text, cleared once sent; a chip's answer leaves the draft as it is. */
  const emit = (message: string, fromDraft: boolean) => {
    const key = fromDraft ? (clientId.current ??= randomId()) : randomId();
    setSending(true);
    getSocket()
      .timeout(SEND_TIMEOUT_MS)
      .emit('message:send', { chatId, clientId: key, message, answerMessageId: replyTo?.id ?? null }, (err, result) => {
        setSending(false);
        onSent?.();
        if (err) {
          toast.error(t('chat.composer.error'), t('errors.network'));
        } else if (!result.ok) {
          toast.error(t('chat.composer.error'), result.detail);
        } else {
          store.getState().sent(result.message);
          if (fromDraft) {
            clientId.current = null;
            setText('');
          }
          onCancelReply?.();
          inputRef.current?.focus();
        }
      });
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) emit(text.trim(), true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply?.();
    }
  };

  const left = usage ? Math.max(0, usage.limit - usage.used) : null;
  const showUsage = usage !== null && left !== null;

  const hintId = `composer-${chatId}-hint`;
  const reasonId = `composer-${chatId}-reason`;

  return (
    <Bar onSubmit={send} aria-label={t('chat.composer.label')}>
      <Inner>
        {blocked && (
          <Notice id={reasonId} role="status" data-testid="composer-blocked" data-reason={blocked}>
            {t(`chat.composer.${blocked}`)}{' '}
            {blocked === 'signIn' && <Link to={withReturnTo(paths.login)}>{t('nav.login')}</Link>}
          </Notice>
        )}
        {replyTo && !blocked && <ReplyPreview target={replyTo} onCancel={() => onCancelReply?.()} />}
        {choices.length > 0 && !blocked && (
          <Choices role="group" aria-label={t('chat.composer.choices')} data-testid="composer-choices">
            {choices.map((choice) => (
              <Choice key={choice} type="button" disabled={!connected || sending} onClick={() => emit(choice, false)}>
                {t(`chat.composer.scale.${choice}`)}
              </Choice>
            ))}
          </Choices>
        )}
        <InputRow>
          <label htmlFor={`composer-${chatId}`} className="visually-hidden">
            {t('chat.composer.label')}
          </label>
          <Input
            id={`composer-${chatId}`}
            ref={inputRef}
            name="message"
            data-testid="composer"
            rows={1}
            maxLength={MESSAGE_MAX}
            placeholder={t('chat.composer.placeholder')}
            value={text}
            disabled={blocked !== null}
            onChange={(e) => {
              setText(e.target.value);
              clientId.current = null;
            }}
            onKeyDown={onKeyDown}
            aria-describedby={blocked ? reasonId : hintId}
          />
          <Send type="submit" data-testid="send" disabled={!canSend} aria-label={t('chat.composer.send')} title={t('chat.composer.send')}>
            <SendIcon size={20} />
          </Send>
        </InputRow>
        {(!blocked || showUsage) && (
          <Footer>
            {!blocked && (
              <span id={hintId} className={connected ? 'hint' : undefined}>
                {connected ? t('chat.composer.hint') : t('chat.composer.offline')}
              </span>
            )}
            {showUsage && (
              <Usage $low={left <= 3} data-testid="usage">
                {t('chat.usage', { left, limit: usage.limit })}
              </Usage>
            )}
          </Footer>
        )}
      </Inner>
    </Bar>
  );
}
