import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageItem } from '../../../../../shared/api';
import { ReplyIcon } from '../../../components/ui/icons';

const Quote = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
  width: 100%;
  margin: 0.15rem 0 0.45rem;
  padding: 0.35rem 0.6rem;
  border: 0;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  text-align: left;
  cursor: pointer;
  span:first-child { display: flex; align-items: center; gap: 0.3rem; font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
  span:last-child {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
`;

interface QuotedMessageProps {
  answer: NonNullable<MessageItem['answer_message']>;
  /** the quoted message as the timeline has it (for its author and whether it was deleted), if loaded */
  quoted: MessageItem | undefined;
  authorName: string;
  /** the quoted message is the viewer's own */
  mine: boolean;
}

/** The message this one replies to; pressing it scrolls to that message and focuses it. */
export function QuotedMessage({ answer, quoted, authorName, mine }: QuotedMessageProps) {
  const { t } = useTranslation();
  // The timeline's copy is newer than the quote sent with the reply: it follows edits and deletions live.
  const deleted = quoted ? quoted.deleted_at_timestamp !== null : answer.message === null;
  const current = quoted ? quoted.message : answer.message;
  // A quote is one plain line: the markdown markers of the original would show as symbols.
  const text = deleted ? t('chat.deleted') : current?.replace(/\*\*|__|`/g, '') ?? t('chat.encrypted');
  const heading = mine ? t('chat.message.inReplyToYou') : `${t('chat.replyingTo')} ${authorName}`.trim();
  const goTo = () => {
    const target = document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(answer.id)}"]`);
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <Quote type="button" onClick={goTo} data-testid="quoted-message" aria-label={t('chat.message.quoteLabel', { heading, text })}>
      <span><ReplyIcon size={13} />{heading}</span>
      <span>{text}</span>
    </Quote>
  );
}
