import { TAG_SPECIALITIES, type Specialization } from '../../shared/people.js';
import { TOPIC_TAGS, type TopicTag } from '../../shared/validation.js';

/*
 * The correlation system (docs/recommendations.md). Pure: the application gathers candidates, these functions
 * score and rank them. Interests are a weight per topic tag; a candidate's score is what it shares with them.
 */

export type Interests = Partial<Record<TopicTag, number>>;
export interface ChatCandidate { id: string; owner: string; tags: readonly string[]; updatedAt: number }
export interface ProfessionalCandidate { username: string; specialization: Specialization | null; ratingAverage: number | null; ratingCount: number }
export interface Ranked<T> { item: T; score: number; reason: TopicTag }

/** How much a speciality fits a tag, by its place in TAG_SPECIALITIES: first 3, second 2, any later 1, absent 0. */
export function fit(tag: TopicTag, speciality: Specialization | null): number {
  const place = speciality ? TAG_SPECIALITIES[tag].indexOf(speciality) : -1;
  return place < 0 ? 0 : place === 0 ? 3 : place === 1 ? 2 : 1;
}

const isTag = (value: string): value is TopicTag => (TOPIC_TAGS as readonly string[]).includes(value);

/** A user's interests: how many of their own chats carry each tag. `normal` says nothing about a need. */
export function interestsFromChats(chats: readonly { tags: readonly string[] }[]): Interests {
  const interests: Interests = {};
  for (const chat of chats) {
    for (const tag of new Set(chat.tags)) if (isTag(tag) && tag !== 'normal') interests[tag] = (interests[tag] ?? 0) + 1;
  }
  return interests;
}

/** A professional's interests: every tag their speciality fits, weighted by how well it fits. */
export function interestsFromSpeciality(speciality: Specialization | null): Interests {
  const interests: Interests = {};
  for (const tag of TOPIC_TAGS) {
    const weight = fit(tag, speciality);
    if (weight > 0) interests[tag] = weight;
  }
  return interests;
}

/** The tags the interests point at, strongest first (ties in TOPIC_TAGS order). */
export function strongestTags(interests: Interests): TopicTag[] {
  return TOPIC_TAGS.filter((t) => (interests[t] ?? 0) > 0).sort((a, b) => (interests[b] ?? 0) - (interests[a] ?? 0));
}

/** Sums contributions per tag; the reason is the tag that gave most (ties: TOPIC_TAGS order). */
function scoreBy(contribution: (tag: TopicTag) => number, tags: readonly TopicTag[]): { score: number; reason: TopicTag } | null {
  let score = 0;
  let reason: TopicTag | null = null;
  let best = 0;
  for (const tag of TOPIC_TAGS) {
    if (!tags.includes(tag)) continue;
    const value = contribution(tag);
    score += value;
    if (value > best) [best, reason] = [value, tag];
  }
  return reason ? { score, reason } : null;
}

/**
 * Chats that share tags with the interests, excluding the viewer's own. Score: the sum of the interest
 * weights of the chat's tags. Ties: the most recently updated first, then by id.
 */
export function rankChats(interests: Interests, candidates: readonly ChatCandidate[], viewer: string, limit: number): Ranked<ChatCandidate>[] {
  const seen = new Set<string>();
  const ranked: Ranked<ChatCandidate>[] = [];
  for (const chat of candidates) {
    if (seen.has(chat.id) || chat.owner.toLowerCase() === viewer.toLowerCase()) continue;
    seen.add(chat.id);
    const scored = scoreBy((t) => interests[t] ?? 0, chat.tags.filter(isTag));
    if (scored) ranked.push({ item: chat, ...scored });
  }
  ranked.sort((a, b) => b.score - a.score || b.item.updatedAt - a.item.updatedAt || (a.item.id < b.item.id ? -1 : 1));
  return ranked.slice(0, limit);
}

/**
 * Professionals whose speciality fits the interests. Score: the sum over tags of interest weight x fit.
 * Ties: the higher rating average, then more ratings, then by username.
 */
export function rankProfessionals(
  interests: Interests, candidates: readonly ProfessionalCandidate[], viewer: string, limit: number,
): Ranked<ProfessionalCandidate>[] {
  const ranked: Ranked<ProfessionalCandidate>[] = [];
  for (const pro of candidates) {
    if (pro.username.toLowerCase() === viewer.toLowerCase()) continue;
    const scored = scoreBy((t) => (interests[t] ?? 0) * fit(t, pro.specialization), strongestTags(interests));
    if (scored) ranked.push({ item: pro, ...scored });
  }
  ranked.sort((a, b) => b.score - a.score || (b.item.ratingAverage ?? 0) - (a.item.ratingAverage ?? 0)
    || b.item.ratingCount - a.item.ratingCount || (a.item.username < b.item.username ? -1 : 1));
  return ranked.slice(0, limit);
}
