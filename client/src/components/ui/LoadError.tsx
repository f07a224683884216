import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorDetail } from '../../lib/api';
import { Alert } from './Alert';
import { Button } from './Button';
import { InlineStatus } from './Spinner';

const Inline = styled(InlineStatus)`
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** one line, for narrow places such as a drawer group */
  compact?: boolean;
}

/** "Error loading data" with the server detail and a retry button: every failed query shows this. */
export function LoadError({ error, onRetry, title, compact }: LoadErrorProps) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Inline role="alert">
        {title ?? t('errors.generic')}
        <button type="button" onClick={onRetry}>{t('errors.retry')}</button>
      </Inline>
    );
  }
  const detail = errorDetail(error, '');
  return (
    <Alert tone="error" live title={title ?? t('errors.generic')}>
      {detail && <p>{detail}</p>}
      <div style={{ marginTop: '0.5rem' }}>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </div>
    </Alert>
  );
}
