import { randomUUID } from 'node:crypto';
import {
  AVATAR_MAX_BYTES, AVATAR_TYPES, ProfileUpdateBody, type OwnProfileResponse, type PublicProfile, type RatingResponse,
} from '../../../../shared/people.js';
import { sniffType } from '../../../domain/file-types.js';
import { checked } from '../../auth/validate.js';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../uploaded-file.js';
import type { ProfilesPorts } from './ports.js';
import { targetUser } from '../accounts.js';
import type { ProfileRecord } from '../store-ports.js';
import { applicationView, avatarUrl, emptyProfile, isVerified, profileView, roundedRating } from '../views.js';

const PUBLIC_CHATS_SHOWN = 50;

export function createProfiles(deps: ProfilesPorts) {
  const { store } = deps;

  const profileOf = async (username: string): Promise<ProfileRecord> =>
    (await store.profiles.get(username)) ?? emptyProfile(username, deps.clock());

  async function own(username: string): Promise<OwnProfileResponse> {
    const user = await targetUser(store, username);
    const profile = await profileOf(user.username);
    const chats = await deps.chats.listMine(user.username);
    const application = await store.applications.get(user.username);
    return {
      user: { username: user.username, email: user.email, role: user.role, verified: isVerified(user, profile), created_at: user.createdAt, language: user.language },
      profile: profileView(profile),
      subscription: user.subscription,
      chats,
      public_chats_total: chats.filter((c) => c.public).length,
      closed_chats_total: chats.filter((c) => c.closed).length,
      application: application ? applicationView(application) : null,
    };
  }

  /** Ratings are for professionals only: anyone else is the same 404 as an unknown user. */
  async function ratedProfessional(username: string) {
    const target = await store.users.byUsername(username);
    if (!target || target.role !== 'professional') throw new AppError('not_found', 'user_not_found');
    return target;
  }

  async function rating(target: string, viewer: string | null): Promise<RatingResponse> {
    const summary = roundedRating(await store.ratings.summary(target));
    return { ...summary, my_rating: viewer ? await store.ratings.get(viewer, target) : null };
  }

  return {
    own,

    async update(username: string, input: unknown) {
      const body = checked(ProfileUpdateBody, input);
      const current = await profileOf(username);
      const changes = Object.fromEntries(Object.entries({
        name: body.name, surname: body.surname, phone: body.phone, license: body.license, countryIso: body.country_iso,
        description: body.description, experienceYears: body.experience_years, specialization: body.specialization_area,
        showContact: body.show_contact,
      }).filter(([, value]) => value !== undefined));
      await store.profiles.put({ ...current, ...changes, updatedAt: deps.clock() });
      return own(username);
    },

    /** A chosen, public picture: checked by content (PNG, JPEG, WebP), kept in clear, replacing the previous one. */
    async setAvatar(username: string, file: UploadedFile | undefined) {
      if (!file) throw new AppError('invalid', 'avatar_required', { field: 'avatar' });
      if (file.size > AVATAR_MAX_BYTES) throw new AppError('too_large', 'avatar_too_large', { field: 'avatar' });
      const type = sniffType(file.buffer);
      if (!type || !(AVATAR_TYPES as readonly string[]).includes(type)) throw new AppError('invalid', 'avatar_type', { field: 'avatar' });
      const current = await profileOf(username);
      const id = randomUUID();
      const now = deps.clock();
      await store.uploads.put({ id, owner: username, kind: 'avatar', contentType: type, size: file.size, createdAt: now, wrappedKey: null, data: file.buffer });
      const next = { ...current, avatarId: id, updatedAt: now };
      await store.profiles.put(next);
      if (current.avatarId) await store.uploads.delete(current.avatarId);
      return { avatar_url: avatarUrl(next) };
    },

    async deleteAvatar(username: string) {
      const current = await store.profiles.get(username);
      if (!current?.avatarId) return;
      await store.profiles.put({ ...current, avatarId: null, updatedAt: deps.clock() });
      await store.uploads.delete(current.avatarId);
    },

    async avatar(username: string) {
      const profile = await store.profiles.get(username);
      const upload = profile?.avatarId ? await store.uploads.get(profile.avatarId) : null;
      if (!upload || upload.kind !== 'avatar') throw new AppError('not_found', 'avatar_not_found');
      return { contentType: upload.contentType, data: upload.data };
    },

    /** Usernames, never e-mails or names, unless a professional chose to show their contact details. */
    async publicProfile(username: string, viewer: string | null): Promise<PublicProfile> {
      const user = await targetUser(store, username);
      const profile = await profileOf(user.username);
      const professional = user.role === 'professional';
      const publicChats = (await store.chats.listForOwner(user.username)).filter((c) => c.public && !c.hidden);
      return {
        username: user.username,
        role: user.role,
        verified: isVerified(user, profile),
        avatar_url: avatarUrl(profile),
        description: profile.description,
        specialization_area: professional ? profile.specialization : null,
        experience_years: professional ? profile.experienceYears : null,
        created_at: user.createdAt,
        rating: professional ? await rating(user.username, viewer) : null,
        contact: professional && profile.showContact
          ? { name: profile.name, surname: profile.surname, email: user.email, phone: profile.phone } : null,
        public_chats: await deps.social.withFollowed(publicChats.slice(0, PUBLIC_CHATS_SHOWN), viewer),
        public_chats_total: publicChats.length,
      };
    },

    async rate(viewer: string, username: string, stars: number) {
      const target = await ratedProfessional(username);
      if (target.username.toLowerCase() === viewer.toLowerCase()) throw new AppError('forbidden', 'cannot_rate_self');
      await store.ratings.put(viewer, target.username, stars, deps.clock());
      return rating(target.username, viewer);
    },

    async unrate(viewer: string, username: string) {
      const target = await ratedProfessional(username);
      await store.ratings.remove(viewer, target.username);
      return rating(target.username, viewer);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
