import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/**
 * A bucket per person (or per address when anonymous): `points` every `seconds`, and once those are spent,
 * `burst` more per `burstSeconds`. rate-limiter-flexible has no token bucket as such; its BurstyRateLimiter
 * over two fixed windows is its way to say "this steady rate, with this much room for a burst".
 */
export interface Rate { points: number; seconds: number; burst: number; burstSeconds: number }

/** The documented rates (docs/api.md, "Rate limits"). Posting is one bucket for HTTP and the socket. */
export const RATES = {
  post: { points: 5, seconds: 5, burst: 20, burstSeconds: 60 },
  join: { points: 20, seconds: 10, burst: 60, burstSeconds: 60 },
  leave: { points: 20, seconds: 10, burst: 60, burstSeconds: 60 },
  /** Stop on a streaming reply: a person stops one reply at a time, so a few per minute is plenty */
  stop: { points: 5, seconds: 10, burst: 20, burstSeconds: 60 },
  /** consent (issue 14): answering invitations and leaving chats; listing them is `invitations` */
  consent: { points: 10, seconds: 10, burst: 30, burstSeconds: 60 },
  invitations: { points: 30, seconds: 10, burst: 120, burstSeconds: 60 },
  // notifications: reading the list and the mutes, read on every page load (docs/api.md, "Notifications")
  notifications: { points: 30, seconds: 10, burst: 120, burstSeconds: 60 },
  mute: { points: 10, seconds: 10, burst: 30, burstSeconds: 60 },
  /** `GET /api/professionals`: the client searches as the person types (debounced) */
  directory: { points: 10, seconds: 10, burst: 30, burstSeconds: 60 },
  /** PUT /api/chats/{id}/title (titles, issue 18): a rename is a person's deliberate act, a few a minute at most */
  rename: { points: 3, seconds: 10, burst: 10, burstSeconds: 60 },
  /** reports, blocks and staff actions (issue 14), one bucket per person */
  moderation: { points: 10, seconds: 10, burst: 30, burstSeconds: 60 },
} as const satisfies Record<string, Rate>;
export type Bucket = keyof typeof RATES;

export interface RateLimits {
  /** takes one token: null when allowed, else the whole seconds to wait before the next one */
  take(bucket: Bucket, key: string): Promise<number | null>;
}

export interface RateLimitOptions {
  /** set when several nodes serve: the buckets live in Redis so a limit holds across them */
  redis?: RedisClientType;
  /** multiplies every bucket's points (USER_RATE_SCALE: benchmarks and load tests raise it) */
  scale?: number;
}

/** One key space for both transports, so a person's HTTP posts and socket sends share the bucket. */
export const limitKey = (username: string | null, address: string) =>
  (username ? `user:${username.toLowerCase()}` : `addr:${address}`);

function limiter(options: RateLimitOptions, prefix: string, points: number, duration: number) {
  const base: IRateLimiterOptions = { keyPrefix: `psycare:rl:${prefix}`, points, duration };
  const memory = new RateLimiterMemory(base);
  if (!options.redis) return memory;
  // If Redis fails, each node keeps limiting on its own rather than letting everything through.
  return new RateLimiterRedis({ ...base, storeClient: options.redis, useRedisPackage: true, insuranceLimiter: memory });
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const scale = options.scale ?? 1;
  const buckets = Object.fromEntries(Object.entries(RATES).map(([name, rate]) => [name, new BurstyRateLimiter(
    limiter(options, name, Math.ceil(rate.points * scale), rate.seconds),
    limiter(options, `${name}:burst`, Math.ceil(rate.burst * scale), rate.burstSeconds),
  )])) as Record<Bucket, BurstyRateLimiter>;
  return {
    async take(bucket, key) {
      try {
        await buckets[bucket].consume(key);
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
  };
}
