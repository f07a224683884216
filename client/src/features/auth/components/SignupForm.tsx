import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, TextField } from '../../../components/ui/TextField';
import { errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { authApi } from '../api/auth-api';
import { useForm } from '../hooks/use-form';
import { validateEmail, validatePassword, validateRepeat, validateUsername } from '../utils/validation';
import { AuthCard, FooterText, FormStack } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

const initial = { email: '', username: '', password: '', password2: '', privacyPolicy: false };

export function SignupForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm(initial, (v) => ({
    email: validateEmail(v.email),
    username: validateUsername(v.username),
    password: validatePassword(v.password),
    password2: validateRepeat(v.password, v.password2),
    privacyPolicy: v.privacyPolicy ? null : 'validation.privacy_required',
  }));

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.registerUser({
        email: values.email.trim(),
        username: values.username,
        password: values.password,
        password2: values.password2,
        privacyPolicy: true,
      });
      setDone(true);
    } catch (error) {
      setFailure(errorDetail(error, t('auth.signup.error')));
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <AuthCard title={t('auth.signup.successTitle')}>
        <Alert tone="success" live>
          <p>{t('auth.signup.successBody')}</p>
        </Alert>
        <FooterText>
          <Link to={paths.login}>{t('auth.verify.goToLogin')}</Link>
        </FooterText>
      </AuthCard>
    );
  }

  const err = (key: keyof typeof initial) => (form.errors[key] ? t(form.errors[key]) : null);

  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <FormStack onSubmit={submit} noValidate>
        {failure && <Alert tone="error" live title={failure} />}
        <TextField
          label={t('auth.signup.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={err('email')}
          {...form.field('email')}
        />
        <TextField
          label={t('auth.signup.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={t('auth.signup.usernameHint')}
          error={err('username')}
          {...form.field('username')}
        />
        <NewPasswordFields
          labels={{ password: t('auth.signup.password'), password2: t('auth.signup.password2') }}
          field={form.field}
          error={err}
        />
        <CheckboxField
          label={
            <Trans i18nKey="auth.signup.privacyPolicy" components={{ 1: <Link to={paths.legal.privacy} /> }} />
          }
          required
          error={err('privacyPolicy')}
          {...form.checkbox('privacyPolicy')}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.signup.submit')}
        </Button>
      </FormStack>
      <FooterText>
        {t('auth.signup.haveAccount')} <Link to={paths.login}>{t('auth.signup.loginLink')}</Link>
      </FooterText>
      <FooterText>
        {t('auth.signup.professionalQuestion')}{' '}
        <Link to={paths.signupProfessional} data-testid="signup-professional-link">{t('auth.signup.professionalLink')}</Link>
      </FooterText>
    </AuthCard>
  );
}
