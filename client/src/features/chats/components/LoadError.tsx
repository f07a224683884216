import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorDetail } from '../../../lib/api';

/** "Error loading data" with the server detail and a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
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
