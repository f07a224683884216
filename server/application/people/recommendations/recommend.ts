import { TAG_SPECIALITIES, type ProfessionalCard, type RecommendationsResponse } from '../../../../shared/people.js';
import {
  interestsFromChats, interestsFromSpeciality, rankChats, rankProfessionals, strongestTags, type ChatCandidate,
} from '../../../domain/recommendations.js';
import type { StoredChat } from '../../ports.js';
import type { RecommendationsPorts } from './ports.js';
import { targetUser } from '../accounts.js';
import type { ProfileRecord } from '../store-ports.js';
import { avatarUrl, roundedRating } from '../views.js';

const CHATS_PER_TAG = 50;
const CHATS_SHOWN = 10;
const PROFESSIONALS_SHOWN = 5;
const USER_ROLES = new Set(['user', 'user-premium']);

const candidate = (c: StoredChat): ChatCandidate => ({ id: c.id, owner: c.owner, tags: c.tags, updatedAt: c.updated_at_timestamp });

/**
 * `GET /api/recommendations`: gathers candidates from the store and lets the pure scoring in
 * domain/recommendations.ts rank them (docs/recommendations.md).
 */
export function createRecommendations(deps: RecommendationsPorts) {
  const { store } = deps;

  /** The most recently updated public chats carrying each interesting tag. */
  async function publicChatsWith(tags: readonly string[]): Promise<StoredChat[]> {
    const found = await Promise.all(tags.map((tag) =>
      store.chats.search({ kind: 'public' }, { tags: [tag as StoredChat['tags'][number]], sort: 'updated', offset: 0, limit: CHATS_PER_TAG })));
    return [...new Map(found.flatMap((f) => f.items).map((c) => [c.id, c])).values()];
  }

  async function ownersWithRole(chats: StoredChat[], keep: (role: string) => boolean): Promise<StoredChat[]> {
    const owners = [...new Set(chats.map((c) => c.owner))];
    const roles = new Map(await Promise.all(owners.map(async (o) => [o, (await store.users.byUsername(o))?.role ?? ''] as const)));
    return chats.filter((c) => keep(roles.get(c.owner) ?? ''));
  }

  async function professionalCards(profiles: ProfileRecord[]) {
    const cards = await Promise.all(profiles.map(async (p) => {
      const user = await store.users.byUsername(p.username);
      if (user?.role !== 'professional') return null;
      const rating = roundedRating(await store.ratings.summary(p.username));
      const card: ProfessionalCard = {
        username: user.username, verified: true, avatar_url: avatarUrl(p), description: p.description,
        specialization_area: p.specialization, experience_years: p.experienceYears, rating,
      };
      return card;
    }));
    return cards.filter((c): c is ProfessionalCard => c !== null);
  }

  return async function recommend(username: string): Promise<RecommendationsResponse> {
    const user = await targetUser(store, username);
    const audience = user.role === 'professional' ? 'professional' : 'user';
    const interests = audience === 'professional'
      ? interestsFromSpeciality((await store.profiles.get(user.username))?.specialization ?? null)
      : interestsFromChats(await store.chats.listForOwner(user.username));
    const tags = strongestTags(interests);
    let pool = await publicChatsWith(tags);
    if (audience === 'professional') pool = await ownersWithRole(pool, (role) => USER_ROLES.has(role));
    const rankedChats = rankChats(interests, pool.map(candidate), user.username, CHATS_SHOWN);
    const byId = new Map(pool.map((c) => [c.id, c]));
    const summaries = await deps.social.withFollowed(rankedChats.map((r) => byId.get(r.item.id)!), user.username);
    const chats = rankedChats.map((r, i) => ({ chat: summaries[i], score: r.score, reason: { tag: r.reason } }));
    if (audience === 'professional') return { audience, chats, professionals: [] };

    const areas = [...new Set(tags.flatMap((t) => TAG_SPECIALITIES[t]))];
    const cards = await professionalCards(await store.profiles.verifiedIn(areas));
    const cardOf = new Map(cards.map((c) => [c.username, c]));
    const ranked = rankProfessionals(interests, cards.map((c) => ({
      username: c.username, specialization: c.specialization_area, ratingAverage: c.rating.average, ratingCount: c.rating.count,
    })), user.username, PROFESSIONALS_SHOWN);
    return {
      audience, chats,
      professionals: ranked.map((r) => ({ professional: cardOf.get(r.item.username)!, score: r.score, reason: { tag: r.reason } })),
    };
  };
}

export type Recommend = ReturnType<typeof createRecommendations>;
