import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import { safeReturnPath } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { useSession } from '../stores/session-store';
import { validateRequired } from '../utils/validation';
import { AuthCard, FooterText, FormStack } from './AuthCard';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to the page the person was on when the session expired or a private link asked them to log in.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const expired = params.get('expired') === '1';
  const login = useSession((s) => s.login);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ detail: string; notVerified: boolean } | null>(null);
  const form = useForm({ username_email: '', password: '' }, (v) => ({
    username_email: validateRequired(v.username_email),
    password: validateRequired(v.password),
  }));

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      const session = await authApi.login({ username_email: values.username_email.trim(), password: values.password });
      login(session);
      void navigate(next ?? paths.newChat, { replace: true });
    } catch (error) {
      setFailure({
        detail: errorDetail(error, t('auth.login.error')),
        notVerified: error instanceof ApiRequestError && error.code === 'email_not_verified',
      });
      setBusy(false);
    }
  });

  const err = (key: 'username_email' | 'password') => (form.errors[key] ? t(form.errors[key]) : null);

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <FormStack onSubmit={submit} noValidate>
        {expired && !failure && <Alert tone="info" live title={t('auth.login.expired')} />}
        {failure && (
          <Alert tone={failure.notVerified ? 'warning' : 'error'} live title={failure.detail}>
            {failure.notVerified && <p>{t('auth.login.notVerified')}</p>}
          </Alert>
        )}
        <TextField
          label={t('auth.login.usernameEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={err('username_email')}
          {...form.field('username_email')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={err('password')}
          {...form.field('password')}
        />
        <Link to={paths.rememberPassword}>{t('auth.login.forgot')}</Link>
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </FormStack>
      <FooterText>
        {t('auth.login.noAccount')} <Link to={paths.signup}>{t('auth.login.signupLink')}</Link>
      </FooterText>
    </AuthCard>
  );
}
