import type { RequestHandler } from 'express';
import { AppError } from '../../application/errors.js';
import { limitKey, type Bucket, type RateLimits } from '../rate-limits.js';
import { context } from './context.js';

/** Takes a token from the person's (or address's) bucket before a route runs; 429 with Retry-After when spent. */
export function bucketLimit(limits: RateLimits, bucket: Bucket): RequestHandler {
  return async (_req, res, next) => {
    const { username, ip } = context(res);
    const retryAfter = await limits.take(bucket, limitKey(username, ip));
    if (retryAfter === null) return next();
    res.set('Retry-After', String(retryAfter));
    next(new AppError('rate_limited', 'rate_limited', { retryAfter }));
  };
}
