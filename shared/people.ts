import { z } from 'zod';
import { ChatFilterFields, type ChatSummary } from './api.js';
import { isCountryCode } from './countries.js';
import { parseIsoDay } from './dates.js';
import { Email, IsoDate, Language, MESSAGE_MAX, Password, Role, Subscription, TopicTag, Username } from './validation.js';

/**
 * Professionals, profiles and community (issue 5): request schemas and response shapes shared by the server
 * and the client. Every schema message is a stable error code (server texts in es/en live beside the routes).
 */

// ---- constants -----------------------------------------------------------------------------------------
export const SPECIALIZATIONS = [
  'clinical', 'health', 'educational', 'industrial_organizational', 'forensic', 'social', 'cognitive',
  'child_adolescent', 'counseling', 'neuropsychology', 'community', 'experimental', 'environmental', 'sports',
  'personality', 'geropsychology', 'cultural', 'military', 'positive', 'rehabilitation',
] as const;
export const Specialization = z.enum(SPECIALIZATIONS, 'specialization_invalid');
export type Specialization = z.infer<typeof Specialization>;

/** Which specialities fit a chat topic, most relevant first (docs/recommendations.md). `normal` leads nowhere. */
export const TAG_SPECIALITIES: Record<TopicTag, readonly Specialization[]> = {
  anxiety: ['clinical', 'cognitive', 'counseling', 'health'],
  depression: ['clinical', 'counseling', 'positive', 'health'],
  stress: ['health', 'counseling', 'industrial_organizational', 'positive'],
  suicide: ['clinical', 'counseling', 'child_adolescent'],
  bullying: ['child_adolescent', 'educational', 'social', 'counseling'],
  harassment: ['forensic', 'industrial_organizational', 'social', 'counseling'],
  gender_violence: ['forensic', 'clinical', 'community', 'social'],
  normal: [],
};

export const ADULT_AGE = 18;
export const BIRTH_DATE_MIN = '1900-01-01';
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENTS_MAX = 3;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** professional search decrypts at most this many chats per query to look inside messages */
export const MESSAGE_SCAN_LIMIT = 50;

// ---- field rules ---------------------------------------------------------------------------------------
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spaces and hyphens are ignored and letters may be lowercase: `12345678-z` is stored as `12345678Z`. */
export const normalizeNif = (value: string): string => value.trim().toUpperCase().replace(/[\s-]/g, '');

/**
 * Spanish NIF of a person: a DNI (8 digits + check letter) or an NIE (X/Y/Z + 7 digits + check letter, the
 * initial read as 0/1/2). The letter is "TRWAGMYFPDXBNJZSQVHLCKE"[number % 23].
 */
export function nifProblem(value: string): 'nif_invalid' | 'nif_letter' | null {
  const match = /^([0-9XYZ])([0-9]{7})([A-Z])$/.exec(normalizeNif(value));
  if (!match) return 'nif_invalid';
  const lead = 'XYZ'.indexOf(match[1]);
  const number = Number(`${lead >= 0 ? lead : match[1]}${match[2]}`);
  return NIF_LETTERS[number % 23] === match[3] ? null : 'nif_letter';
}

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC), or null when the date is not a real day. */
export function ageOn(birthDate: string, now: number): number | null {
  const birth = parseIsoDay(birthDate);
  if (!birth) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth()
    || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Multipart sends every field as text: these accept the text forms too. */
const formInt = (value: unknown) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value);
const formBool = (value: unknown) => (value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' ? false : value);
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const Nif = z.string().max(20, 'nif_invalid').refine((v) => nifProblem(v) !== 'nif_invalid', 'nif_invalid')
  .refine((v) => nifProblem(v) === null, 'nif_letter').transform(normalizeNif);
export const BirthDate = IsoDate.refine((v) => parseIsoDay(v) !== null && v >= BIRTH_DATE_MIN, 'date_invalid')
  .refine((v) => (ageOn(v, Date.now()) ?? 0) >= ADULT_AGE, 'underage');
export const PersonName = z.string().trim().min(1, 'field_required').max(60, 'name_too_long');
export const Phone = z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'phone_invalid');
export const License = z.string().trim().min(1, 'field_required').max(60, 'license_invalid');
export const CountryIso = z.string().trim().refine(isCountryCode, 'country_invalid').transform((v) => v.toUpperCase());
export const Description = z.string().trim().max(2000, 'description_too_long');
const requiredOr = (code: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'field_required' : code) });
export const ExperienceYears = z.preprocess(formInt, z.number(requiredOr('experience_invalid')).int('experience_invalid')
  .min(0, 'experience_invalid').max(70, 'experience_invalid'));

// ---- requests ------------------------------------------------------------------------------------------
/** The text parts of `POST /api/auth/register/professional` (multipart/form-data; files go in `documents`). */
export const RegisterProfessionalFields = z
  .object({
    email: Email,
    username: Username,
    password: Password,
    password2: z.string(),
    privacyPolicy: z.preprocess(formBool, z.literal(true, 'privacy_required')),
    name: PersonName,
    surname: PersonName,
    phone: z.preprocess(emptyToNull, Phone.nullable().default(null)),
    license: License,
    country_iso: CountryIso,
    description: Description.default(''),
    experience_years: ExperienceYears,
    specialization_area: Specialization,
    birth_date: BirthDate,
    nif: Nif,
  })
  .refine((b) => b.password === b.password2, { message: 'password_mismatch', path: ['password2'] });
export type RegisterProfessionalFields = z.infer<typeof RegisterProfessionalFields>;

/** `PUT /api/users/me/profile`: only the keys sent change; null clears. nif and birth_date are set at sign-up. */
export const ProfileUpdateBody = z.object({
  name: PersonName.nullable().optional(),
  surname: PersonName.nullable().optional(),
  phone: Phone.nullable().optional(),
  license: License.nullable().optional(),
  country_iso: CountryIso.nullable().optional(),
  description: Description.optional(),
  experience_years: ExperienceYears.nullable().optional(),
  specialization_area: Specialization.nullable().optional(),
  show_contact: z.boolean().optional(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const RatingBody = z.object({
  stars: z.number(requiredOr('rating_invalid')).int('rating_invalid').min(1, 'rating_invalid').max(5, 'rating_invalid'),
});

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const ApplicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES, 'status_invalid').default('pending') });
export const RejectBody = z.object({ reason: z.string().trim().min(1, 'reason_required').max(1000, 'reason_too_long') });
export const RoleBody = z.object({ role: Role });
/** `premium` and `user-premium` mean the same subscription. */
export const SubscriptionBody = z.object({ subscription: z.enum(['basic', 'premium', 'user-premium'], 'subscription_invalid') });

export const ProfessionalSearchBody = ChatFilterFields.extend({
  /** public chats, chats shared with me, or both */
  scope: z.enum(['all', 'public', 'shared']).default('all'),
  /** also look inside the messages of the most recent MESSAGE_SCAN_LIMIT candidate chats */
  messages: z.boolean().default(true),
  sort: z.enum(['newest', 'oldest', 'updated']).default('updated'),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(50).default(20),
});
export type ProfessionalSearchBody = z.infer<typeof ProfessionalSearchBody>;

export const DirectMessageBody = z.object({ message: z.string().trim().min(1, 'message_empty').max(MESSAGE_MAX, 'message_too_long') });
export const ContactBody = z.object({ email: Email, body: z.string().trim().min(1, 'field_required').max(5000, 'contact_too_long') });
export const NewsletterBody = z.object({ email: Email });
export const NewsletterTokenQuery = z.object({ token: z.string().min(10, 'token_invalid').max(300, 'token_invalid') });

// ---- responses -----------------------------------------------------------------------------------------
export interface ProfileView {
  name: string | null;
  surname: string | null;
  phone: string | null;
  license: string | null;
  country_iso: string | null;
  description: string;
  experience_years: number | null;
  specialization_area: Specialization | null;
  birth_date: string | null;
  nif: string | null;
  avatar_url: string | null;
  show_contact: boolean;
}

export interface ApplicationView { status: ApplicationStatus; reason: string | null; submitted_at_timestamp: number; decided_at_timestamp: number | null }

/** `GET /api/users/me` (SPEC §3 own-profile response) */
export interface OwnProfileResponse {
  user: { username: string; email: string; role: Role; verified: boolean; created_at: number; language: Language };
  profile: ProfileView;
  subscription: Subscription;
  chats: ChatSummary[];
  public_chats_total: number;
  closed_chats_total: number;
  application: ApplicationView | null;
}

export interface RatingSummary { average: number | null; count: number }
export interface RatingResponse extends RatingSummary { my_rating: number | null }

/** `GET /api/users/profile/{username}`: never e-mail, name or phone, unless a professional chose show_contact. */
export interface PublicProfile {
  username: string;
  /** admin and superadmin are both shown as "Administrator" */
  role: Role;
  verified: boolean;
  avatar_url: string | null;
  description: string;
  specialization_area: Specialization | null;
  experience_years: number | null;
  created_at: number;
  /** professionals only */
  rating: RatingResponse | null;
  contact: { name: string | null; surname: string | null; email: string; phone: string | null } | null;
  public_chats: ChatSummary[];
  public_chats_total: number;
}

export interface DocumentMeta { id: string; content_type: string; size: number; created_at_timestamp: number; url: string }

/** An item of the staff queue `GET /api/admin/professionals` */
export interface ProfessionalApplication extends ApplicationView {
  username: string;
  email: string;
  language: Language;
  profile: ProfileView;
  documents: DocumentMeta[];
}

export interface SearchHighlight { field: 'title' | 'description' | 'message'; snippet: string; message_id: string | null }
export interface ProfessionalSearchHit { chat: ChatSummary; highlights: SearchHighlight[] }
export interface ProfessionalSearchResponse { items: ProfessionalSearchHit[]; total: number; scanned_chats: number; message_scan_limit: number }

export interface RecommendationReason { tag: TopicTag }
export interface ProfessionalCard {
  username: string;
  verified: boolean;
  avatar_url: string | null;
  description: string;
  specialization_area: Specialization | null;
  experience_years: number | null;
  rating: RatingSummary;
}
export interface ChatRecommendation { chat: ChatSummary; score: number; reason: RecommendationReason }
export interface ProfessionalRecommendation { professional: ProfessionalCard; score: number; reason: RecommendationReason }
export interface RecommendationsResponse { audience: 'user' | 'professional'; chats: ChatRecommendation[]; professionals: ProfessionalRecommendation[] }
