import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BIRTH_DATE_MIN } from '../../../../../shared/people';
import { CountrySelect } from '../../../components/people/CountrySelect';
import { SpecializationSelect } from '../../../components/people/SpecializationSelect';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import '../../../lib/people-i18n';
import { latestAdultBirthDate } from '../../../lib/profile-rules';
import type { useValidatedForm } from '../../../lib/use-validated-form';
import type { SignupValues } from '../utils/signup-form';

export const Section = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  /* The legend interrupts the top border: every section opens with "Title ———". */
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    padding: 0 0.75rem 0 0;
    margin-bottom: 0.5rem;
    font-size: 1.05rem;
    font-weight: 650;
  }
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  align-items: start;
  @media (max-width: 599px) { grid-template-columns: minmax(0, 1fr); }
`;

type Form = ReturnType<typeof useValidatedForm<SignupValues, string>>;

interface FieldsProps {
  form: Form;
  /** the message to show under a field, or null */
  err: (name: keyof SignupValues) => string | null;
}

/** E-mail, username and password twice: the same rules as the user sign-up. */
export function AccountFields({ form, err }: FieldsProps) {
  const { t } = useTranslation('people');
  return (
    <Section>
      <legend>{t('signup.account')}</legend>
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required error={err('email')} {...form.field('email')} />
      <TextField label={t('fields.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} required
        hint={t('fields.usernameHint')} error={err('username')} {...form.field('username')} />
      <Pair>
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" required
          hint={t('fields.passwordHint')} error={err('password')} {...form.field('password')} />
        <TextField label={t('fields.password2')} type="password" autoComplete="new-password" required error={err('password2')} {...form.field('password2')} />
      </Pair>
    </Section>
  );
}

/** Who the professional is: names, contact, licence, country, birth date, NIF/NIE, experience and speciality. */
export function ProfileFields({ form, err }: FieldsProps) {
  const { t } = useTranslation('people');
  return (
    <Section>
      <legend>{t('signup.profile')}</legend>
      <Pair>
        <TextField label={t('fields.name')} autoComplete="given-name" required maxLength={60} error={err('name')} {...form.field('name')} />
        <TextField label={t('fields.surname')} autoComplete="family-name" required maxLength={60} error={err('surname')} {...form.field('surname')} />
      </Pair>
      <Pair>
        <TextField label={t('fields.phoneOptional')} type="tel" autoComplete="tel" inputMode="tel" hint={t('fields.phoneHint')}
          error={err('phone')} {...form.field('phone')} />
        <TextField label={t('fields.license')} required maxLength={60} hint={t('fields.licenseHint')} error={err('license')} {...form.field('license')} />
      </Pair>
      <Pair>
        <CountrySelect label={t('fields.country')} required error={err('country_iso')} {...form.field('country_iso')} />
        <TextField label={t('fields.birthDate')} type="date" required min={BIRTH_DATE_MIN} max={latestAdultBirthDate()}
          hint={t('fields.birthDateHint')} error={err('birth_date')} {...form.field('birth_date')} />
      </Pair>
      <Pair>
        <TextField label={t('fields.nif')} required autoCapitalize="characters" spellCheck={false} maxLength={20}
          hint={t('fields.nifHint')} error={err('nif')} {...form.field('nif')} />
        <TextField label={t('fields.experience')} type="number" inputMode="numeric" required min={0} max={70} step={1}
          error={err('experience_years')} {...form.field('experience_years')} />
      </Pair>
      <SpecializationSelect label={t('fields.specialization')} required error={err('specialization_area')} {...form.field('specialization_area')} />
      <TextAreaField label={t('fields.descriptionOptional')} rows={4} maxLength={2000} hint={t('fields.descriptionHint')}
        error={err('description')} {...form.field('description')} />
    </Section>
  );
}
