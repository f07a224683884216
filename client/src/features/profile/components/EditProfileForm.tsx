import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OwnProfileResponse } from '../../../../../shared/people';
import { CountrySelect } from '../../../components/people/CountrySelect';
import { SpecializationSelect } from '../../../components/people/SpecializationSelect';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Row } from '../../../components/ui/Page';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/TextField';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { profileApi } from '../api/profile-api';
import { profileFormValues, profileUpdateBody, validateProfile, type ProfileFormValues } from '../utils/profile-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  align-items: start;
  @media (max-width: 599px) { grid-template-columns: minmax(0, 1fr); }
`;

interface EditProfileFormProps {
  own: OwnProfileResponse;
  /** show licence, experience, speciality and "show my contact details" */
  professional: boolean;
  onSaved: (own: OwnProfileResponse) => void;
  onCancel: () => void;
}

/** The own profile's editable fields, checked with the shared rules before saving. */
export function EditProfileForm({ own, professional, onSaved, onCancel }: EditProfileFormProps) {
  const { t } = useTranslation('people');
  const form = useValidatedForm<ProfileFormValues, string>(profileFormValues(own), validateProfile);
  const [failure, setFailure] = useState<string | null>(null);
  const err = (name: keyof ProfileFormValues) => {
    const code = form.shown(name);
    return form.serverError(name) ?? (code ? t(`validation.${code}` as 'validation.required') : null);
  };

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) => profileApi.update(profileUpdateBody(values, professional)),
    onSuccess: (saved) => {
      toast.success(t('profile.saved'));
      onSaved(saved);
    },
    onError: (error) => {
      const detail = errorDetail(error, t('profile.saveError'));
      const field = error instanceof ApiRequestError ? (error.body as { field?: string } | null)?.field : undefined;
      if (!field || !form.setServerError(field, detail)) setFailure(detail);
    },
  });
  const busy = save.isPending;
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values);
  });

  return (
    <Form onSubmit={submit} noValidate data-testid="edit-profile">
      {failure && <Alert tone="error" live title={failure} />}
      <Pair>
        <TextField label={t('fields.name')} autoComplete="given-name" maxLength={60} error={err('name')} {...form.field('name')} />
        <TextField label={t('fields.surname')} autoComplete="family-name" maxLength={60} error={err('surname')} {...form.field('surname')} />
      </Pair>
      <Pair>
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" hint={t('fields.phoneHint')} error={err('phone')} {...form.field('phone')} />
        <CountrySelect label={t('fields.country')} hint={t('fields.countryHint')} error={err('country_iso')} {...form.field('country_iso')} />
      </Pair>
      {professional && (
        <>
          <Pair>
            <TextField label={t('fields.license')} maxLength={60} error={err('license')} {...form.field('license')} />
            <TextField label={t('fields.experience')} type="number" inputMode="numeric" min={0} max={70} step={1}
              error={err('experience_years')} {...form.field('experience_years')} />
          </Pair>
          <SpecializationSelect label={t('fields.specialization')} error={err('specialization_area')} {...form.field('specialization_area')} />
        </>
      )}
      <TextAreaField label={t('fields.description')} rows={4} maxLength={2000} error={err('description')} {...form.field('description')} />
      {professional && (
        <CheckboxField label={t('fields.showContact')} hint={t('fields.showContactHint')} {...form.checkbox('show_contact')} />
      )}
      <Row>
        <Button type="submit" loading={busy} data-testid="profile-save">{t('common.save')}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>
      </Row>
    </Form>
  );
}
