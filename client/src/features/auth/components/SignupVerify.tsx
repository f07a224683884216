import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { AuthCard, FooterText } from './AuthCard';

/** A token is single-use: remember each attempt so a re-mounted effect does not spend it twice. */
const attempts = new Map<string, Promise<boolean>>();

function verifyOnce(token: string): Promise<boolean> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = authApi.verifySignup(token).then(
      () => true,
      () => false,
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

export function SignupVerify({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'pending' | 'ok' | 'failed'>(token ? 'pending' : 'failed');

  useEffect(() => {
    if (!token) return;
    let alive = true;
    void verifyOnce(token).then((ok) => alive && setResult(ok ? 'ok' : 'failed'));
    return () => {
      alive = false;
    };
  }, [token]);

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
