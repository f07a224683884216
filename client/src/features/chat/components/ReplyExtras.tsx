import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The small rounded button under a reply (Retry, Regenerate). */
export const ReplyPillButton = styled.button`
  margin-top: 0.5rem;
  min-height: 36px;
  padding: 0.35rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

/** Under a reply its owner stopped: the words above are all it said. */
export function StoppedNote() {
  const { t } = useTranslation();
  return <Note data-testid="reply-stopped">{t('chat.replies.stopped')}</Note>;
}

/** On the latest reply: answer the same message again, for one more reply of today's allowance. */
export function RegenerateButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ReplyPillButton type="button" data-testid="regenerate-reply" onClick={onClick}>
      {t('chat.replies.regenerate')}
    </ReplyPillButton>
  );
}
