import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { SendIcon } from '../../../components/ui/icons';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { contactApi } from '../api/contact-api';
import { checkBody, checkEmail, CONTACT_BODY_MAX, EMAIL_MAX, type ContactFieldError } from '../utils/email';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

interface Errors {
  email: ContactFieldError | null;
  body: ContactFieldError | null;
}

/** The landing contact form: POST /api/contact {email, body}; a toast says how it went. */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors: Errors = { email: checkEmail(email), body: checkBody(body) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    const invalid = errors.email ? 'email' : errors.body ? 'body' : null;
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await contactApi.send({ email: email.trim(), body: body.trim() });
      toast.success(t('landing.contact.sent'), result?.detail);
      setEmail('');
      setBody('');
      setShown(false);
    } catch (error) {
      const detail = error instanceof ApiRequestError && error.status === 404 ? undefined : errorDetail(error, '');
      toast.error(t('landing.contact.error'), detail || undefined);
    } finally {
      setBusy(false);
    }
  };

  const message = (key: ContactFieldError | null) => (shown && key ? t(key) : null);

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy} data-testid="contact-form">
      <TextField
        label={t('landing.contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={message(errors.email)}
      />
      <TextAreaField
        label={t('landing.contact.body')}
        name="body"
        rows={5}
        maxLength={CONTACT_BODY_MAX}
        required
        placeholder={t('landing.contact.bodyPlaceholder')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={message(errors.body)}
      />
      <Actions>
        <p>{t('landing.contact.privacy')}</p>
        <Button type="submit" loading={busy}>
          <SendIcon size={18} />
          {t('landing.contact.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
