import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { contactApi } from '../api/contact-api';
import { checkEmail, EMAIL_MAX } from '../utils/email';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: 360px;
  h2 { margin: 0; }
  p { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
    min-height: 42px;
    padding: 0.5rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  input::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Problem = styled.p`
  && { color: ${({ theme }) => theme.colors.danger}; font-weight: 500; }
`;

/** Footer newsletter: POST /api/newsletter {email}; the server mails a confirmation link (double opt-in). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = shown ? checkEmail(email) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (checkEmail(email)) {
      event.currentTarget.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await contactApi.subscribe(email.trim());
      toast.success(t('landing.newsletter.sent'), result?.detail ?? t('landing.newsletter.confirm'));
      setEmail('');
      setShown(false);
    } catch (error) {
      toast.error(t('landing.newsletter.error'), errorDetail(error, '') || undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter-form">
      <h2 id={`${id}-title`}>{t('landing.newsletter.title')}</h2>
      <p id={`${id}-text`}>{t('landing.newsletter.text')}</p>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {t('landing.newsletter.email')}
      </label>
      <Row>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          placeholder={t('landing.newsletter.placeholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-text`}
        />
        <Button type="submit" loading={busy}>
          {t('landing.newsletter.submit')}
        </Button>
      </Row>
      {problem && <Problem id={`${id}-error`}>{t(problem)}</Problem>}
    </Form>
  );
}
