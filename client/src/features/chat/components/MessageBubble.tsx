import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { MessageItem } from '../../../../../shared/api';
import { LockIcon, WarningIcon } from '../../../components/ui/icons';
import { UserLink } from '../../../components/ui/UserLink';
import { formatMessageTime, isoDate } from '../../../lib/dates';
import type { LiveStream } from '../stores/timeline-logic';
import { describeMessage } from '../utils/message-view';
import { useMessageContext } from './message-context';
import { MessageActions } from './MessageActions';
import { MessageEditor } from './MessageEditor';
import { BlockedCollapse, Vanished } from './ModeratedMessage';
import { QuotedMessage } from './QuotedMessage';
import { RegenerateButton, ReplyPillButton, StoppedNote } from './ReplyExtras';
import { RichText } from './RichText';

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.article<{ $mine: boolean; $error: boolean }>`
  max-width: min(640px, 86%);
  min-width: 0;
  padding: 0.65rem 0.9rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-right-radius: ${({ $mine }) => ($mine ? '6px' : undefined)};
  border-bottom-left-radius: ${({ $mine }) => ($mine ? undefined : '6px')};
  background: ${({ theme, $mine, $error }) => ($error ? theme.colors.dangerSoft : $mine ? theme.colors.userBubble : theme.colors.botBubble)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onUserBubble : theme.colors.text)};
  border: 1px solid ${({ theme, $mine, $error }) => ($error ? theme.colors.danger : $mine ? 'transparent' : theme.colors.border)};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
  @media (max-width: 599px) { max-width: 92%; }
`;

const Meta = styled.header`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin-bottom: 0.2rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.primary}; font-weight: 650; }
`;

const Footnote = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.75rem;
  text-align: right;
  opacity: 0.8;
`;

const Quiet = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  svg { flex: none; margin-top: 0.2rem; }
`;

const bounce = keyframes`0%, 80%, 100% { opacity: 0.25; } 40% { opacity: 1; }`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) { animation-delay: 0.15s; }
  span:nth-child(3) { animation-delay: 0.3s; }
`;

function TypingDots() {
  return (
    <Dots aria-hidden="true">
      <span />
      <span />
      <span />
    </Dots>
  );
}

interface MessageBubbleProps {
  item: MessageItem;
  live: LiveStream | undefined;
  /** on the right-hand side: the viewer's own messages, or for visitors the owner's */
  mine: boolean;
  authorName: string;
  /** the message this one answers, as the timeline has it */
  quoted?: MessageItem;
  /** false when the message answered is the one just above, where a quote would only repeat it */
  showQuote?: boolean;
  quotedName?: string;
  quotedMine?: boolean;
}

function MessageBubbleImpl({ item, live, mine, authorName, quoted, showQuote = true, quotedName, quotedMine = false }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const context = useMessageContext();
  const view = describeMessage(item, live);
  const edited = item.updated_at_timestamp !== null && item.deleted_at_timestamp === null;
  const editing = context !== null && context.editingId === item.id && view.kind === 'text';
  // "You" only for the viewer's own words: a visitor sees the owner's messages on the right, under the owner's name
  const byViewer = item.sender === 'user' && !!context?.viewer && item.author === context.viewer;
  const [showBlocked, setShowBlocked] = useState(false);
  // issue 14: hidden by staff (only its author still gets it), or by someone the viewer blocked (folded away)
  if (item.hidden && !byViewer) return <Vanished />;
  if (!showBlocked && item.sender === 'user' && context?.blockedNames.has(item.author.toLowerCase())) {
    return <Row $mine={false}><BlockedCollapse onShow={() => setShowBlocked(true)} /></Row>;
  }

  let body;
  switch (view.kind) {
    case 'deleted':
      body = <Quiet>{t('chat.deleted')}</Quiet>;
      break;
    case 'encrypted':
      body = <Quiet><LockIcon size={14} />{t('chat.encrypted')}</Quiet>;
      break;
    case 'pending':
      body = <Quiet><TypingDots />{t('chat.pending')}</Quiet>;
      break;
    case 'thinking':
      body = <Quiet><TypingDots />{t('chat.thinking')}</Quiet>;
      break;
    case 'streaming':
      body = <RichText text={view.text} streaming />;
      break;
    case 'error':
      body = (
        <>
          {view.text && <RichText text={view.text} />}
          <ErrorText><WarningIcon size={16} />{t(view.errorKey)}</ErrorText>
          {context && item.sender === 'bot' && context.viewer === context.chat.owner && !context.chat.closed && (
            <ReplyPillButton type="button" onClick={() => void context.actions.retry(item.id)} data-testid="retry-reply">
              {t('chat.retryReply')}
            </ReplyPillButton>
          )}
        </>
      );
      break;
    case 'stopped':
      body = <>{view.text && <RichText text={view.text} />}<StoppedNote /></>;
      break;
    default:
      body = <RichText text={view.text} />;
  }
  const regenerable = context !== null && context.regenerableId === item.id && !editing;

  return (
    <Row $mine={mine}>
      <Bubble
        $mine={mine}
        $error={view.kind === 'error'}
        data-testid="message"
        data-status={item.status}
        data-sender={item.sender}
        data-message-id={item.id}
        data-deleted={item.deleted_at_timestamp !== null || undefined}
        tabIndex={-1}
        aria-busy={item.status === 'PENDING' || undefined}
      >
        <Meta>
          <strong>
            {byViewer || item.sender !== 'user' ? (byViewer ? t('chat.you') : authorName) : (
              // People's names link to their profile for signed-in viewers (SPEC §2); bots' do not.
              <UserLink username={item.author} signedIn={!!context?.viewer}>{authorName}</UserLink>
            )}
          </strong>
          <time dateTime={isoDate(item.created_at_timestamp)}>
            {formatMessageTime(item.created_at_timestamp, i18n.language)}
          </time>
        </Meta>
        {item.answer_message && showQuote && view.kind !== 'deleted' && (
          <QuotedMessage answer={item.answer_message} quoted={quoted} authorName={quotedName ?? ''} mine={quotedMine} />
        )}
        {editing && context ? (
          <MessageEditor
            initial={view.kind === 'text' ? view.text : ''}
            onSave={(text) => context.actions.editMessage(item.id, text)}
            onCancel={() => context.setEditingId(null)}
          />
        ) : (
          body
        )}
        {edited && !editing && <Footnote>{t('chat.edited')}</Footnote>}
        {regenerable && <RegenerateButton onClick={() => context.regenerate(item.id)} />}
        {item.hidden && <Footnote data-testid="hidden-mark">{t('moderation.hiddenMark')}</Footnote>}
        {!editing && <MessageActions item={item} authorName={authorName} mine={mine} />}
      </Bubble>
    </Row>
  );
}

export const MessageBubble = memo(MessageBubbleImpl);
