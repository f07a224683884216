/**
 * A light e-mail check for the landing forms (the footer is in the entry chunk, so zod stays out of it).
 * The server validates again with the shared rules.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const EMAIL_MAX = 254;
/** ContactBody in shared/people.ts: body 1–5000 characters. */
export const CONTACT_BODY_MAX = 5000;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL.test(trimmed);
}

export type ContactFieldError = 'validation.required' | 'validation.email_invalid';

export function checkEmail(value: string): ContactFieldError | null {
  if (!value.trim()) return 'validation.required';
  return isEmail(value) ? null : 'validation.email_invalid';
}

export function checkBody(value: string): ContactFieldError | null {
  return value.trim() ? null : 'validation.required';
}
