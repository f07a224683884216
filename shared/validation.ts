import { z } from 'zod';

export const LANGUAGES = ['es', 'en'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~';
export const MESSAGE_MAX = 8000;

export const Username = z
  .string()
  .min(USERNAME_MIN, 'username_length')
  .max(USERNAME_MAX, 'username_length')
  .regex(/^[A-Za-z0-9]+$/, 'username_alphanumeric');

const hasSpecial = (value: string) => [...value].some((c) => PASSWORD_SPECIALS.includes(c));

export const Password = z
  .string()
  .min(PASSWORD_MIN, 'password_length')
  .max(256, 'password_length')
  .regex(/[A-Z]/, 'password_uppercase')
  .regex(/[0-9]/, 'password_number')
  .refine(hasSpecial, 'password_special');

export const Email = z.string().trim().max(254, 'email_invalid').email('email_invalid');

export const TOPIC_TAGS = [
  'anxiety', 'bullying', 'depression', 'gender_violence', 'harassment', 'normal', 'stress', 'suicide',
] as const;
export const TopicTag = z.enum(TOPIC_TAGS);
export type TopicTag = z.infer<typeof TopicTag>;

export const ROLES = ['user', 'user-premium', 'professional', 'admin', 'superadmin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const SUBSCRIPTIONS = ['basic', 'user-premium'] as const;
export const Subscription = z.enum(SUBSCRIPTIONS);
export type Subscription = z.infer<typeof Subscription>;

/** Ids are server-made UUIDs; anything else is refused before it reaches a store. */
export const Id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'id_invalid');

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid');
