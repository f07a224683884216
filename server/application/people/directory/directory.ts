import type { DirectoryProfessional, DirectoryQuery, DirectoryResponse } from '../../../../shared/directory.js';
import { directoryScore, queryWords, rankDirectory, type DirectoryEntry } from '../../../domain/professional-directory.js';
import type { ProfileRecord } from '../store-ports.js';
import { avatarUrl, roundedRating } from '../views.js';
import type { DirectoryPorts } from './ports.js';

/**
 * Verified profiles read per search. There are few professionals, so the directory scans them in memory
 * (one indexed read of at most this many rows, the same on SQLite and Mongo) rather than keeping a folded
 * search index per language; past this many it would need one (docs/api.md says so).
 */
export const DIRECTORY_SCAN_LIMIT = 1000;

type Listed = DirectoryEntry & { card: DirectoryProfessional };

/**
 * `GET /api/professionals`: approved professionals whose description, specialisation (named in es or en) or
 * country (code, or named in es or en) hold every word of the query. Only the public card is built, never
 * nif, phone, licence or birth date.
 */
export function createDirectory(deps: DirectoryPorts) {
  const { store } = deps;

  async function listed(profile: ProfileRecord): Promise<Listed | null> {
    const user = await store.users.byUsername(profile.username);
    if (user?.role !== 'professional') return null;
    const rating = roundedRating(await store.ratings.summary(user.username));
    return {
      username: user.username, description: profile.description, specialization: profile.specialization,
      countryIso: profile.countryIso, ratingAverage: rating.average,
      card: {
        username: user.username, verified: true, avatar_url: avatarUrl(profile), description: profile.description,
        specialization_area: profile.specialization, experience_years: profile.experienceYears, rating,
        country_iso: profile.countryIso,
      },
    };
  }

  return async function directory(query: DirectoryQuery): Promise<DirectoryResponse> {
    const words = queryWords(query.q);
    const matching = (await store.profiles.verified(DIRECTORY_SCAN_LIMIT)).filter((p) => directoryScore({
      username: p.username, description: p.description, specialization: p.specialization, countryIso: p.countryIso, ratingAverage: null,
    }, words) !== null);
    const entries = (await Promise.all(matching.map(listed))).filter((e): e is Listed => e !== null);
    const ranked = rankDirectory(entries, query.q);
    return {
      items: ranked.slice(query.offset, query.offset + query.limit).map((e) => e.card),
      total: ranked.length,
      limit: query.limit,
      offset: query.offset,
    };
  };
}

export type Directory = ReturnType<typeof createDirectory>;
