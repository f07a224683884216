import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { LockIcon } from '../../../components/ui/icons';
import { Stack } from '../../../components/ui/Page';
import { paths } from '../../../lib/paths';
import { AuthCard } from './AuthCard';

/** Shown in place of a login-required page when there is no session. */
export function SignInRequired() {
  const { t } = useTranslation();
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
        <ButtonLink to={paths.login} size="lg" block>
          {t('auth.signInRequired.login')}
        </ButtonLink>
        <ButtonLink to={paths.signup} size="lg" variant="secondary" block>
          {t('auth.signInRequired.signup')}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
