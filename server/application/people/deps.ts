import type { AuthService } from '../auth/auth-service.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatActions } from '../chats/chat-actions.js';
import type { ChatCache } from '../chats/chat-cache.js';
import type { ChatService } from '../chats/chat-service.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import type { Social } from '../chats/social.js';
import type { Clock, Mailer, Store } from '../ports.js';
import type { Throttle } from '../auth/throttle.js';
import { AppError } from '../errors.js';

/** Seals uploads at rest (adapters/crypto/blob-sealer.ts). */
export interface BlobSealer {
  seal(id: string, plain: Buffer): { wrappedKey: Buffer; data: Buffer };
  /** null when the blob cannot be opened (wrong key, tampering) */
  open(id: string, wrappedKey: Buffer, data: Buffer): Buffer | null;
}

/** For compositions without a master key at hand (benchmarks): nothing can be sealed, so nothing is stored. */
export const noBlobSealer: BlobSealer = {
  seal() { throw new AppError('unavailable', 'uploads_unavailable'); },
  open: () => null,
};

export interface PeopleLimits {
  /** per IP per 15-minute window */
  contactPerIp: number;
  newsletterPerIp: number;
  professionalSignUpPerIp: number;
}

export const DEFAULT_PEOPLE_LIMITS: PeopleLimits = { contactPerIp: 5, newsletterPerIp: 5, professionalSignUpPerIp: 10 };

export interface PeopleDeps {
  store: Store;
  mailer: Mailer;
  clock: Clock;
  log: (line: string) => void;
  publicUrl: string;
  staffEmail: string;
  blobs: BlobSealer;
  /** keys the newsletter links' MACs (a key derived from it, never the secret itself) */
  linkSecret: Uint8Array;
  auth: AuthService;
  chats: ChatService;
  actions: ChatActions;
  social: Social;
  streams: ChatStreams;
  cache: ChatCache;
  broadcaster: Broadcaster;
  throttle: Throttle;
  /** ends the live sockets of an erased account */
  disconnectUser: (username: string) => void;
  limits: PeopleLimits;
}
