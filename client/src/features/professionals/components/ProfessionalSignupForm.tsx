import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Container, PageHeader } from '../../../components/ui/Page';
import { CheckboxField } from '../../../components/ui/TextField';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { professionalsApi } from '../api/professionals-api';
import { SIGNUP_INITIAL, signupFormData, validateSignup, type SignupValues } from '../utils/signup-form';
import { DocumentPicker } from './DocumentPicker';
import { AccountFields, ProfileFields, Section } from './SignupFields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Footer = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The refusal's field, when the server names one (`{detail, code, field}`). */
function refusedField(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const field = (error.body as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : null;
}

/** /signup/professional: account, profile, documents and privacy; then "we will review it and e-mail you". */
export function ProfessionalSignupForm() {
  const { t } = useTranslation('people');
  const form = useValidatedForm<SignupValues, string>(SIGNUP_INITIAL, validateSignup);
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const err = (name: keyof SignupValues) => {
    const code = form.shown(name);
    return form.serverError(name) ?? (code ? t(`validation.${code}` as 'validation.required') : null);
  };
  const missingDocuments = tried && documents.length === 0 ? t('validation.documents_required') : null;

  const submit = form.handleSubmit(async (values) => {
    if (documents.length === 0) {
      document.querySelector<HTMLElement>('[data-testid="documents-add"]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setDocumentsError(null);
    try {
      await professionalsApi.register(signupFormData(values, documents));
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const detail = errorDetail(error, t('signup.error'));
      const field = refusedField(error);
      if (field === 'documents') setDocumentsError(detail);
      else if (!field || !form.setServerError(field, detail)) setFailure(detail);
      else setFailure(t('signup.fixFields'));
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <Container $width="narrow">
        <Card $padding="lg" data-testid="professional-signup-done">
          <PageHeader>
            <h1>{t('signup.doneTitle')}</h1>
          </PageHeader>
          <Alert tone="success" live>
            <p>{t('signup.doneReview')}</p>
            <p>{t('signup.doneVerify')}</p>
          </Alert>
          <Footer>
            <Link to={paths.login}>{t('signup.goToLogin')}</Link>
          </Footer>
        </Card>
      </Container>
    );
  }

  return (
    <Container $width="readable">
      <Card $padding="lg">
        <PageHeader>
          <h1>{t('signup.title')}</h1>
          <p>{t('signup.subtitle')}</p>
        </PageHeader>
        <Form onSubmit={(event) => { setTried(true); submit(event); }} noValidate data-testid="professional-signup">
          {failure && <Alert tone="error" live title={failure} />}
          <AccountFields form={form} err={err} />
          <ProfileFields form={form} err={err} />
          <Section>
            <legend>{t('signup.documents.title')}</legend>
            <DocumentPicker files={documents} onChange={(next) => { setDocuments(next); setDocumentsError(null); }}
              error={documentsError ?? missingDocuments} disabled={busy} />
          </Section>
          <CheckboxField
            label={<Trans t={t} i18nKey="signup.privacy" components={{ 1: <Link to={paths.legal.privacy} /> }} />}
            required
            error={err('privacyPolicy')}
            {...form.checkbox('privacyPolicy')}
          />
          <Button type="submit" size="lg" block loading={busy}>{t('signup.submit')}</Button>
        </Form>
        <Footer>
          {t('signup.haveAccount')} <Link to={paths.login}>{t('signup.loginLink')}</Link>
          {' · '}
          <Link to={paths.signupUser}>{t('signup.userLink')}</Link>
        </Footer>
      </Card>
    </Container>
  );
}
