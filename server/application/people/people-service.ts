import { createCommunity } from './community.js';
import type { PeopleDeps } from './deps.js';
import { createDirect } from './direct.js';
import { createErasure } from './erase.js';
import { createProfessionals } from './professionals.js';
import { createProfiles } from './profiles.js';
import { createRecommendations } from './recommend.js';
import { createProfessionalSearch } from './search.js';
import { createStaff } from './staff.js';

export type { PeopleDeps, PeopleLimits } from './deps.js';

/** Issue 5: professionals and their review, profiles, ratings, search, direct messages, recommendations, erasure, contact. */
export function createPeople(deps: PeopleDeps) {
  return {
    professionals: createProfessionals(deps),
    staff: createStaff(deps),
    profiles: createProfiles(deps),
    search: createProfessionalSearch(deps),
    direct: createDirect(deps),
    recommend: createRecommendations(deps),
    erase: createErasure(deps),
    community: createCommunity(deps),
  };
}

export type People = ReturnType<typeof createPeople>;
