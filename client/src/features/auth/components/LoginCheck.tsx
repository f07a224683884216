import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Stack } from '../../../components/ui/Page';
import { paths } from '../../../lib/paths';
import { AuthCard } from './AuthCard';

/** "Do you have an account?": routes to log in or sign up. */
export function LoginCheck() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.loginCheck.title')} subtitle={t('auth.loginCheck.subtitle')}>
      <Stack $gap="0.75rem">
        <ButtonLink to={paths.login} size="lg" block>
          {t('auth.loginCheck.yes')}
        </ButtonLink>
        <ButtonLink to={paths.signup} size="lg" variant="secondary" block>
          {t('auth.loginCheck.no')}
        </ButtonLink>
        <ButtonLink to={paths.signupProfessional} size="lg" variant="ghost" block data-testid="login-check-professional">
          {t('auth.loginCheck.professional')}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
