import type { ApplicationView, ProfileView, RatingSummary } from '../../../shared/people.js';
import type { UserRecord } from '../ports.js';
import type { ApplicationRecord, ProfileRecord } from './store-ports.js';

export const isAdmin = (user: UserRecord | null): boolean => user?.role === 'admin' || user?.role === 'superadmin';

/** An account without a stored profile yet has an empty one. */
export const emptyProfile = (username: string, now: number): ProfileRecord => ({
  username, name: null, surname: null, phone: null, license: null, countryIso: null, description: '', experienceYears: null,
  specialization: null, birthDate: null, nif: null, showContact: false, verified: false, avatarId: null, updatedAt: now,
});

/** The professional badge: approved by staff and still a professional. */
export const isVerified = (user: UserRecord, profile: ProfileRecord | null): boolean => user.role === 'professional' && !!profile?.verified;

export const avatarUrl = (p: ProfileRecord): string | null =>
  p.avatarId ? `/api/users/avatar/${encodeURIComponent(p.username)}?v=${p.avatarId.slice(0, 8)}` : null;

export const documentUrl = (username: string, id: string) =>
  `/api/admin/professionals/${encodeURIComponent(username)}/documents/${id}`;

export const profileView = (p: ProfileRecord): ProfileView => ({
  name: p.name, surname: p.surname, phone: p.phone, license: p.license, country_iso: p.countryIso, description: p.description,
  experience_years: p.experienceYears, specialization_area: p.specialization, birth_date: p.birthDate, nif: p.nif,
  avatar_url: avatarUrl(p), show_contact: p.showContact,
});

export const applicationView = (a: ApplicationRecord): ApplicationView => ({
  status: a.status, reason: a.reason, submitted_at_timestamp: a.submittedAt, decided_at_timestamp: a.decidedAt,
});

/** Averages to one decimal, so clients show the same number. */
export const roundedRating = (r: RatingSummary): RatingSummary => ({
  average: r.average === null ? null : Math.round(r.average * 10) / 10, count: r.count,
});
