import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { validatePassword, validateRepeat } from '../utils/validation';
import { AuthCard, FooterText, FormStack } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ password: '', password2: '' }, (v) => ({
    password: validatePassword(v.password),
    password2: validateRepeat(v.password, v.password2),
  }));

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.invalidToken')}>
        <Alert tone="error">
          <p>{t('auth.reset.invalidTokenBody')}</p>
        </Alert>
        <FooterText>
          <Link to={paths.rememberPassword}>{t('auth.reset.requestNew')}</Link>
        </FooterText>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('auth.reset.successTitle')}>
        <Alert tone="success" live>
          <p>{t('auth.reset.successBody')}</p>
        </Alert>
        <FooterText>
          <ButtonLink to={paths.login} block size="lg">
            {t('auth.verify.goToLogin')}
          </ButtonLink>
        </FooterText>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.resetPassword({ password: values.password, password2: values.password2, token });
      setDone(true);
    } catch (error) {
      setFailure(errorDetail(error, t('auth.reset.error')));
    } finally {
      setBusy(false);
    }
  });

  const err = (key: 'password' | 'password2') => (form.errors[key] ? t(form.errors[key]) : null);

  return (
    <AuthCard title={t('auth.reset.title')}>
      <FormStack onSubmit={submit} noValidate>
        {failure && (
          <Alert tone="error" live title={failure}>
            <p>
              <Link to={paths.rememberPassword}>{t('auth.reset.requestNew')}</Link>
            </p>
          </Alert>
        )}
        <NewPasswordFields
          labels={{ password: t('auth.reset.password'), password2: t('auth.reset.password2') }}
          field={form.field}
          error={err}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.reset.submit')}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
