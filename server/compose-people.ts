import type { Router } from 'express';
import type { AuthService } from './application/auth/auth-service.js';
import { createThrottle } from './application/auth/throttle.js';
import type { Broadcaster } from './application/broadcaster.js';
import type { ChatActions } from './application/chats/chat-actions.js';
import type { ChatCache } from './application/chats/chat-cache.js';
import type { ChatService } from './application/chats/chat-service.js';
import type { ChatStreams } from './application/chats/chat-streams.js';
import type { Social } from './application/chats/social.js';
import { createCommunity } from './application/people/community/community.js';
import { createDirect } from './application/people/direct-messages/direct.js';
import { createDirectory } from './application/people/directory/directory.js';
import { createErasure } from './application/people/erasure/erase.js';
import { noBlobSealer, type BlobSealer } from './application/people/professionals/ports.js';
import { createProfessionals } from './application/people/professionals/professionals.js';
import { createProfiles } from './application/people/profiles/profiles.js';
import { createRecommendations } from './application/people/recommendations/recommend.js';
import { createProfessionalSearch } from './application/people/search/search.js';
import { createStaff } from './application/people/staff/staff.js';
import type { Clock, Mailer, Store } from './application/ports.js';
import { adminRouter } from './transport/http/admin-routes.js';
import { contactRouter, newsletterRouter } from './transport/http/community-routes.js';
import { directoryRouter } from './transport/http/directory-routes.js';
import { avatarRouter, professionalSignUpRouter, professionalsRouter, recommendationsRouter, usersRouter } from './transport/http/people-routes.js';
import type { RateLimits } from './transport/rate-limits.js';

export interface PeopleLimits {
  /** per IP per 15-minute window */
  contactPerIp: number;
  newsletterPerIp: number;
  professionalSignUpPerIp: number;
}

export const DEFAULT_PEOPLE_LIMITS: PeopleLimits = { contactPerIp: 5, newsletterPerIp: 5, professionalSignUpPerIp: 10 };

/** What the composition root hands over; each capability below takes only the part its ports name. */
export interface PeopleWiring {
  store: Store;
  mailer: Mailer;
  clock: Clock;
  log: (line: string) => void;
  publicUrl: string;
  /** newsletter links and erasure pseudonyms are keyed by keys derived from it */
  jwtSecret: Uint8Array;
  staffEmail?: string;
  blobSealer?: BlobSealer;
  peopleLimits?: Partial<PeopleLimits>;
  auth: AuthService;
  chats: ChatService;
  actions: ChatActions;
  social: Social;
  streams: ChatStreams;
  cache: ChatCache;
  broadcaster: Broadcaster;
  /** ends the live sockets of an erased account */
  disconnectUser: (username: string) => void;
  /** the per-person buckets (the directory of professionals takes from one) */
  rateLimits: RateLimits;
}

type Mounts = [mount: string, router: Router][];

/**
 * Issue 5's capabilities (profiles, professionals, staff, search, recommendations, direct messages, erasure,
 * community), each built on its own narrow ports, and the routers that use them. `open` routers are served
 * without the API key (avatars for <img src>), the rest as usual.
 */
export function composePeople(wiring: PeopleWiring): { open: Mounts; api: Mounts } {
  const limits = { ...DEFAULT_PEOPLE_LIMITS, ...wiring.peopleLimits };
  const staffEmail = wiring.staffEmail ?? 'staff@psycare.local';
  const throttle = createThrottle(wiring.store.counters, wiring.clock);
  const linkSecret = wiring.jwtSecret;

  const profiles = createProfiles(wiring);
  const professionals = createProfessionals({
    ...wiring, staffEmail, throttle, blobs: wiring.blobSealer ?? noBlobSealer, signUpsPerIp: limits.professionalSignUpPerIp,
  });
  const staff = createStaff(wiring);
  const community = createCommunity({ ...wiring, staffEmail, throttle, linkSecret, limits });
  const erase = createErasure({ ...wiring, linkSecret });
  const direct = createDirect(wiring);

  return {
    open: [['/users', avatarRouter({ profiles })]],
    api: [
      ['/auth', professionalSignUpRouter({ professionals })],
      ['/users', usersRouter({ profiles, erase, direct })],
      ['/admin', adminRouter({ staff, professionals })],
      ['/professionals', professionalsRouter({ search: createProfessionalSearch(wiring) })],
      ['/professionals', directoryRouter({ directory: createDirectory(wiring), limits: wiring.rateLimits })],
      ['/recommendations', recommendationsRouter({ recommend: createRecommendations(wiring) })],
      ['/contact', contactRouter(community)],
      ['/newsletter', newsletterRouter(community)],
    ],
  };
}
