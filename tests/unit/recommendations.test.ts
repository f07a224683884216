import { describe, expect, it } from 'vitest';
import {
  fit, interestsFromChats, interestsFromSpeciality, rankChats, rankProfessionals, strongestTags, type ChatCandidate, type ProfessionalCandidate,
} from '../../server/domain/recommendations.js';

/*
 * Fixed fixtures, and the ranking they must give. Scores (docs/recommendations.md):
 *   chat score          = sum of the viewer's interest weights over the chat's tags
 *   professional score  = sum over tags of interest weight x fit(tag, speciality), fit 3/2/1 by place in TAG_SPECIALITIES
 */
const MINE = [{ tags: ['anxiety'] }, { tags: ['anxiety', 'normal'] }, { tags: ['stress'] }, { tags: [] }];

const CHATS: ChatCandidate[] = [
  { id: 'x', owner: 'olga', tags: ['anxiety'], updatedAt: 100 },
  { id: 'y', owner: 'pablo', tags: ['anxiety', 'stress'], updatedAt: 50 },
  { id: 'z', owner: 'olga', tags: ['bullying'], updatedAt: 300 },
  { id: 'w', owner: 'quim', tags: ['stress', 'normal'], updatedAt: 200 },
  { id: 'v', owner: 'rosa', tags: ['anxiety'], updatedAt: 100 },
  { id: 'mine', owner: 'me', tags: ['anxiety', 'stress'], updatedAt: 999 },
  { id: 'x', owner: 'olga', tags: ['anxiety'], updatedAt: 100 },
];

const PROS: ProfessionalCandidate[] = [
  { username: 'forensic1', specialization: 'forensic', ratingAverage: 5, ratingCount: 9 },
  { username: 'health1', specialization: 'health', ratingAverage: 4, ratingCount: 2 },
  { username: 'clinical1', specialization: 'clinical', ratingAverage: 3, ratingCount: 1 },
  { username: 'counsel2', specialization: 'counseling', ratingAverage: 4.5, ratingCount: 3 },
  { username: 'counsel1', specialization: 'counseling', ratingAverage: 4.5, ratingCount: 3 },
  { username: 'cognitive1', specialization: 'cognitive', ratingAverage: null, ratingCount: 0 },
  { username: 'me', specialization: 'clinical', ratingAverage: 5, ratingCount: 1 },
];

describe('interests', () => {
  it('counts each tag once per own chat and ignores `normal`', () => {
    expect(interestsFromChats(MINE)).toEqual({ anxiety: 2, stress: 1 });
    expect(strongestTags({ anxiety: 2, stress: 1 })).toEqual(['anxiety', 'stress']);
    expect(strongestTags({ stress: 1, anxiety: 1 })).toEqual(['anxiety', 'stress']);
  });

  it('weights a speciality by how well it fits each tag', () => {
    expect(fit('anxiety', 'clinical')).toBe(3);
    expect(fit('anxiety', 'cognitive')).toBe(2);
    expect(fit('anxiety', 'counseling')).toBe(1);
    expect(fit('anxiety', 'forensic')).toBe(0);
    expect(fit('normal', 'positive')).toBe(0);
    expect(interestsFromSpeciality('clinical')).toEqual({ anxiety: 3, depression: 3, gender_violence: 2, suicide: 3 });
    expect(interestsFromSpeciality(null)).toEqual({});
  });
});

describe('ranking', () => {
  it('ranks other people\'s chats by shared interest, then recency, then id; never my own, never twice, never score 0', () => {
    const ranked = rankChats(interestsFromChats(MINE), CHATS, 'ME', 10);
    expect(ranked.map((r) => [r.item.id, r.score, r.reason])).toEqual([
      ['y', 3, 'anxiety'],
      ['v', 2, 'anxiety'],
      ['x', 2, 'anxiety'],
      ['w', 1, 'stress'],
    ]);
    expect(rankChats(interestsFromChats(MINE), CHATS, 'me', 2).map((r) => r.item.id)).toEqual(['y', 'v']);
  });

  it('ranks professionals by fit to my interests, then rating, then count, then name', () => {
    const ranked = rankProfessionals(interestsFromChats(MINE), PROS, 'me', 10);
    expect(ranked.map((r) => [r.item.username, r.score, r.reason])).toEqual([
      ['clinical1', 6, 'anxiety'],
      ['health1', 5, 'stress'],
      ['counsel1', 4, 'anxiety'],
      ['counsel2', 4, 'anxiety'],
      ['cognitive1', 4, 'anxiety'],
    ]);
  });

  it('ranks users\' chats for a professional by their speciality', () => {
    const ranked = rankChats(interestsFromSpeciality('child_adolescent'), CHATS, 'someone', 10);
    expect(ranked.map((r) => [r.item.id, r.score, r.reason])).toEqual([['z', 3, 'bullying']]);
    const health = rankChats(interestsFromSpeciality('health'), CHATS, 'someone', 10);
    expect(health.map((r) => [r.item.id, r.score, r.reason])).toEqual([
      ['mine', 4, 'stress'], ['y', 4, 'stress'], ['w', 3, 'stress'], ['v', 1, 'anxiety'], ['x', 1, 'anxiety'],
    ]);
  });
});
