import { Router } from 'express';
import { DirectoryQuery } from '../../../shared/directory.js';
import { AppError } from '../../application/errors.js';
import type { Directory } from '../../application/people/directory/directory.js';
import { limitKey, type RateLimits } from '../rate-limits.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/** Mounted at /api/professionals: the directory of verified professionals, for anyone signed in. */
export function directoryRouter(deps: { directory: Directory; limits: RateLimits }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const me = requireUser(res);
    const retryAfter = await deps.limits.take('directory', limitKey(me, context(res).ip));
    if (retryAfter !== null) {
      res.set('Retry-After', String(retryAfter));
      throw new AppError('rate_limited', 'rate_limited', { retryAfter });
    }
    res.json(await deps.directory(parse(DirectoryQuery, req.query)));
  });
  return router;
}
