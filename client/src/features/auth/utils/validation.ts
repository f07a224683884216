import type { ZodType } from 'zod';
import { Email, Password, Username } from '../../../../../shared/validation';

/** Translation keys for the rules of shared/validation.ts (the zod messages are the rule codes). */
const RULE_KEYS = {
  username_length: 'validation.username_length',
  username_alphanumeric: 'validation.username_alphanumeric',
  password_length: 'validation.password_length',
  password_uppercase: 'validation.password_uppercase',
  password_number: 'validation.password_number',
  password_special: 'validation.password_special',
  email_invalid: 'validation.email_invalid',
} as const;

export type ValidationKey =
  | (typeof RULE_KEYS)[keyof typeof RULE_KEYS]
  | 'validation.required'
  | 'validation.password_mismatch'
  | 'validation.privacy_required';

function check(schema: ZodType, value: string, fallback: ValidationKey): ValidationKey | null {
  if (!value.trim()) return 'validation.required';
  const result = schema.safeParse(value);
  if (result.success) return null;
  const code = result.error.issues[0]?.message as keyof typeof RULE_KEYS | undefined;
  return (code && RULE_KEYS[code]) || fallback;
}

export const validateEmail = (value: string) => check(Email, value, 'validation.email_invalid');
export const validateUsername = (value: string) => check(Username, value, 'validation.username_length');
export const validatePassword = (value: string) => check(Password, value, 'validation.password_length');

export function validateRequired(value: string): ValidationKey | null {
  return value.trim() ? null : 'validation.required';
}

export function validateRepeat(password: string, repeat: string): ValidationKey | null {
  if (!repeat) return 'validation.required';
  return password === repeat ? null : 'validation.password_mismatch';
}
