import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  justify-content: center;
  padding: 0 1rem 0.5rem;
`;

const Stop = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.45rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.colors.shadow};
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

const Square = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: currentColor;
`;

/** Above the composer while a reply is being written: ends it where it is (it keeps its words and its unit). */
export function StopReply({ onStop }: { onStop: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [stopping, setStopping] = useState(false);
  const stop = async () => {
    setStopping(true);
    await onStop();
    setStopping(false);
  };
  return (
    <Bar>
      <Stop type="button" data-testid="stop-reply" disabled={stopping} onClick={() => void stop()}>
        <Square aria-hidden="true" />
        {t('chat.replies.stop')}
      </Stop>
    </Bar>
  );
}
