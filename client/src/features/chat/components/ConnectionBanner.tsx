import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WarningIcon } from '../../../components/ui/icons';
import { useSocketStatus } from '../../../lib/socket';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  padding: 0.45rem 1rem;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
  font-weight: 500;
  text-align: center;
  span { opacity: 0.9; font-weight: 400; }
`;

/** A small notice while the live connection is down; socket.io keeps trying to reconnect. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useSocketStatus();
  return (
    <div role="status" aria-live="polite">
      {status === 'disconnected' && (
        <Banner data-testid="connection-banner">
          <WarningIcon size={16} />
          {t('chat.disconnected')}
          <span>{t('chat.reconnecting')}</span>
        </Banner>
      )}
    </div>
  );
}
