import type { ApplicationStatus, Specialization } from '../../../shared/people.js';

/*
 * The repositories of issue 5 (profiles, professional applications, uploads, ratings, direct-message links,
 * newsletter, contact messages). Usernames passed in are canonical (as stored in `users`): the use cases
 * resolve what people type through `users.byUsername` first.
 */

export interface ProfileRecord {
  username: string;
  name: string | null;
  surname: string | null;
  phone: string | null;
  license: string | null;
  countryIso: string | null;
  description: string;
  experienceYears: number | null;
  specialization: Specialization | null;
  birthDate: string | null;
  nif: string | null;
  showContact: boolean;
  /** the professional badge: set when staff approve (or an admin makes someone a professional) */
  verified: boolean;
  avatarId: string | null;
  updatedAt: number;
}

export interface Profiles {
  get(username: string): Promise<ProfileRecord | null>;
  /** inserts or replaces the whole record */
  put(profile: ProfileRecord): Promise<void>;
  delete(username: string): Promise<void>;
  /** verified profiles whose specialization is one of `areas` */
  verifiedIn(areas: readonly string[]): Promise<ProfileRecord[]>;
  /** at most `limit` verified profiles, by username (the directory of professionals scans these) */
  verified(limit: number): Promise<ProfileRecord[]>;
}

export interface ApplicationRecord {
  username: string;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt: number | null;
  reason: string | null;
}

export interface Applications {
  /** inserts or replaces */
  create(application: ApplicationRecord): Promise<void>;
  get(username: string): Promise<ApplicationRecord | null>;
  /** oldest first */
  listByStatus(status: ApplicationStatus): Promise<ApplicationRecord[]>;
  /** atomically moves a pending application to `status`; false when it was not pending (or is unknown) */
  decide(username: string, status: 'approved' | 'rejected', reason: string | null, at: number): Promise<boolean>;
  delete(username: string): Promise<void>;
}

export type UploadKind = 'document' | 'avatar';

export interface UploadRecord {
  id: string;
  owner: string;
  kind: UploadKind;
  contentType: string;
  /** plaintext size in bytes */
  size: number;
  createdAt: number;
  /** the per-upload data key wrapped by the master key; null for uploads stored in clear (avatars) */
  wrappedKey: Buffer | null;
  data: Buffer;
}
export type UploadMeta = Omit<UploadRecord, 'wrappedKey' | 'data'>;

export interface Uploads {
  put(upload: UploadRecord): Promise<void>;
  get(id: string): Promise<UploadRecord | null>;
  /** metadata only, oldest first */
  listForOwner(owner: string, kind: UploadKind): Promise<UploadMeta[]>;
  delete(id: string): Promise<void>;
  deleteForOwner(owner: string): Promise<void>;
}

export interface Ratings {
  /** one rating per (rater, target); a new one replaces the old */
  put(rater: string, target: string, stars: number, at: number): Promise<void>;
  remove(rater: string, target: string): Promise<void>;
  get(rater: string, target: string): Promise<number | null>;
  summary(target: string): Promise<{ average: number | null; count: number }>;
  /** every rating the user gave or got */
  deleteForUser(username: string): Promise<void>;
}

/** The one direct-message chat of each pair of people; the pair is unordered. */
export interface DirectLinks {
  get(a: string, b: string): Promise<string | null>;
  /** stores `chatId` unless the pair has one already; returns the pair's chat either way */
  claim(a: string, b: string, chatId: string): Promise<string>;
  replace(a: string, b: string, chatId: string): Promise<void>;
  deleteForUser(username: string): Promise<void>;
}

export interface SubscriberRecord {
  id: string;
  email: string;
  status: 'pending' | 'confirmed';
  createdAt: number;
  confirmedAt: number | null;
}

export interface Newsletter {
  /** adds a pending subscriber, or returns the one already there for this e-mail (case-insensitive) */
  subscribe(subscriber: SubscriberRecord): Promise<SubscriberRecord>;
  get(id: string): Promise<SubscriberRecord | null>;
  /** pending -> confirmed; false when unknown or already confirmed */
  confirm(id: string, at: number): Promise<boolean>;
  remove(id: string): Promise<void>;
  deleteEmail(email: string): Promise<void>;
}

export interface ContactRecord { id: string; email: string; body: string; createdAt: number }

export interface ContactMessages {
  add(message: ContactRecord): Promise<void>;
  /** newest first */
  listForEmail(email: string): Promise<ContactRecord[]>;
  deleteForEmail(email: string): Promise<void>;
}
