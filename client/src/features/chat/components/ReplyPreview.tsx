import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon, ReplyIcon } from '../../../components/ui/icons';

export interface ReplyTarget {
  id: string;
  name: string;
  text: string;
  /** answering one's own message */
  mine: boolean;
}

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.35rem 0.35rem 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.85rem;
  min-width: 0;
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  p { flex: 1; min-width: 0; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { font-weight: 650; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
  button {
    flex: none;
    display: inline-flex;
    padding: 0.3rem;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.text}; }
  }
`;

/** Above the composer while answering a message: who and what, and a button to stop replying. */
export function ReplyPreview({ target, onCancel }: { target: ReplyTarget; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="reply-preview">
      <ReplyIcon size={16} />
      <p>
        <strong>{target.mine ? t('chat.message.replyingToYou') : t('chat.message.replyingTo', { name: target.name })}</strong> <span>{target.text}</span>
      </p>
      <button type="button" onClick={onCancel} aria-label={t('chat.message.cancelReply')} title={t('chat.message.cancelReply')}>
        <CloseIcon size={16} />
      </button>
    </Box>
  );
}
