import { rules, type FieldCode } from '../../../lib/profile-rules';

export const SIGNUP_INITIAL = {
  email: '',
  username: '',
  password: '',
  password2: '',
  name: '',
  surname: '',
  phone: '',
  license: '',
  country_iso: '',
  description: '',
  experience_years: '',
  specialization_area: '',
  birth_date: '',
  nif: '',
  privacyPolicy: false,
};
export type SignupValues = typeof SIGNUP_INITIAL;

/** The shared rules for every field (the server checks the same ones again). */
export function validateSignup(v: SignupValues): Partial<Record<keyof SignupValues, FieldCode | null>> {
  return {
    email: rules.email(v.email),
    username: rules.username(v.username),
    password: rules.password(v.password),
    password2: rules.password2(v.password, v.password2),
    name: rules.name(v.name),
    surname: rules.surname(v.surname),
    phone: rules.phone(v.phone),
    license: rules.license(v.license),
    country_iso: rules.country(v.country_iso),
    description: rules.description(v.description),
    experience_years: rules.experience(v.experience_years),
    specialization_area: rules.specialization(v.specialization_area),
    birth_date: rules.birthDate(v.birth_date),
    nif: rules.nif(v.nif),
    privacyPolicy: v.privacyPolicy ? null : 'privacy_required',
  };
}

/** The multipart body of POST /api/auth/register/professional. */
export function signupFormData(v: SignupValues, documents: readonly File[]): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    email: v.email.trim(),
    username: v.username,
    password: v.password,
    password2: v.password2,
    privacyPolicy: 'true',
    name: v.name.trim(),
    surname: v.surname.trim(),
    phone: v.phone.trim(),
    license: v.license.trim(),
    country_iso: v.country_iso,
    description: v.description.trim(),
    experience_years: v.experience_years.trim(),
    specialization_area: v.specialization_area,
    birth_date: v.birth_date,
    nif: v.nif,
  };
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  for (const file of documents) form.append('documents', file, file.name);
  return form;
}
