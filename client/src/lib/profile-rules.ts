import type { ZodType } from 'zod';
import {
  ADULT_AGE, BirthDate, CountryIso, Description, ExperienceYears, License, Nif, PersonName, Phone, Specialization,
} from '../../../shared/people';
import { Email, Password, Username } from '../../../shared/validation';

/**
 * Field rules of the professional sign-up and the profile editor, from the shared zod schemas the server uses
 * (shared/people.ts, shared/validation.ts). Each answer is a rule code, translated as `people:validation.<code>`.
 */
export const FIELD_CODES = [
  'required', 'email_invalid', 'username_length', 'username_alphanumeric', 'password_length', 'password_uppercase',
  'password_number', 'password_special', 'password_mismatch', 'privacy_required', 'name_too_long', 'phone_invalid',
  'license_invalid', 'country_invalid', 'description_too_long', 'experience_invalid', 'specialization_invalid',
  'date_invalid', 'underage', 'nif_invalid', 'nif_letter',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

const isCode = (value: unknown): value is FieldCode => (FIELD_CODES as readonly unknown[]).includes(value);

function issue(schema: ZodType, value: unknown, fallback: FieldCode): FieldCode | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const code = result.error.issues[0]?.message;
  if (code === 'field_required') return 'required';
  return isCode(code) ? code : fallback;
}

const blank = (value: string) => value.trim() === '';

/** A required text field checked by a schema. */
const required = (schema: ZodType, fallback: FieldCode) => (value: string): FieldCode | null =>
  blank(value) ? 'required' : issue(schema, value, fallback);

/** An optional one: empty is fine. */
const optional = (schema: ZodType, fallback: FieldCode) => (value: string): FieldCode | null =>
  blank(value) ? null : issue(schema, value, fallback);

export const rules = {
  email: required(Email, 'email_invalid'),
  username: required(Username, 'username_length'),
  password: required(Password, 'password_length'),
  password2: (password: string, repeat: string): FieldCode | null => (!repeat ? 'required' : password === repeat ? null : 'password_mismatch'),
  name: required(PersonName, 'name_too_long'),
  surname: required(PersonName, 'name_too_long'),
  phone: optional(Phone, 'phone_invalid'),
  license: required(License, 'license_invalid'),
  country: required(CountryIso, 'country_invalid'),
  description: optional(Description, 'description_too_long'),
  experience: (value: string): FieldCode | null =>
    blank(value) ? 'required' : /^\d{1,3}$/.test(value.trim()) ? issue(ExperienceYears, value.trim(), 'experience_invalid') : 'experience_invalid',
  specialization: required(Specialization, 'specialization_invalid'),
  birthDate: required(BirthDate, 'date_invalid'),
  nif: required(Nif, 'nif_invalid'),
};

/** The latest birth date that is 18 today, for the date input's `max`. */
export function latestAdultBirthDate(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - ADULT_AGE, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
