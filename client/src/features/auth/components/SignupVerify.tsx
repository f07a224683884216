import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { AuthCard, FooterText } from './AuthCard';

/** A token is single-use: its answer is kept for the page's life, so a re-mount never spends it twice. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

export function SignupVerify({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const verified = useQuery({
    queryKey: ['signup-verify', token] as const,
    queryFn: () => authApi.verifySignup(token ?? ''),
    enabled: token !== null,
    ...ONCE,
  });
  const result = !token || verified.isError ? 'failed' : verified.isSuccess ? 'ok' : 'pending';

  if (result === 'pending') {
    return (
      <AuthCard title={t('auth.verify.verifying')}>
        <LoadingBlock label={t('app.loading')} />
      </AuthCard>
    );
  }
  const ok = result === 'ok';
  return (
    <AuthCard title={ok ? t('auth.verify.successTitle') : t('auth.verify.failureTitle')}>
      <Alert tone={ok ? 'success' : 'error'} live>
        <p>{ok ? t('auth.verify.successBody') : t('auth.verify.failureBody')}</p>
      </Alert>
      <FooterText>
        <ButtonLink to={paths.login} block size="lg">
          {t('auth.verify.goToLogin')}
        </ButtonLink>
      </FooterText>
    </AuthCard>
  );
}
