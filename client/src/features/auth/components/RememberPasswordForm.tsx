import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiRequestError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { validateRequired } from '../utils/validation';
import { AuthCard, FooterText, FormStack } from './AuthCard';

/**
 * Always answers "if an account exists, we sent an e-mail", so nobody can learn which accounts exist.
 * Only a failure to reach the server (or a server fault) is shown as an error.
 */
export function RememberPasswordForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ username_email: '' }, (v) => ({ username_email: validateRequired(v.username_email) }));

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.rememberPassword({ username_email: values.username_email.trim() });
      setSent(true);
    } catch (error) {
      const serverFault = !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
      if (serverFault) setFailure(t('auth.remember.error'));
      else setSent(true);
    } finally {
      setBusy(false);
    }
  });

  if (sent) {
    return (
      <AuthCard title={t('auth.remember.sentTitle')}>
        <Alert tone="success" live>
          <p>{t('auth.remember.sent')}</p>
        </Alert>
        <FooterText>
          <Link to={paths.login}>{t('auth.remember.backToLogin')}</Link>
        </FooterText>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.remember.title')} subtitle={t('auth.remember.subtitle')}>
      <FormStack onSubmit={submit} noValidate>
        {failure && <Alert tone="error" live title={failure} />}
        <TextField
          label={t('auth.remember.usernameEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={form.errors.username_email ? t(form.errors.username_email) : null}
          {...form.field('username_email')}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.remember.submit')}
        </Button>
      </FormStack>
      <FooterText>
        <Link to={paths.login}>{t('auth.remember.backToLogin')}</Link>
      </FooterText>
    </AuthCard>
  );
}
