import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { LockIcon } from '../../../components/ui/icons';
import { Stack } from '../../../components/ui/Page';
import { withReturnTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { AuthCard } from './AuthCard';

/**
 * Shown in place of a login-required page (or a chat a visitor may not read) when there is no session; the
 * login comes back to this page.
 */
export function SignInRequired() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <AuthCard
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
          <LockIcon size={22} />
          {t('auth.signInRequired.title')}
        </span>
      }
      subtitle={t('auth.signInRequired.body')}
    >
      <Stack $gap="0.75rem">
        <ButtonLink to={withReturnTo(paths.login, `${pathname}${search}`)} size="lg" block data-testid="sign-in-required-login">
          {t('auth.signInRequired.login')}
        </ButtonLink>
        <ButtonLink to={paths.signup} size="lg" variant="secondary" block>
          {t('auth.signInRequired.signup')}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
