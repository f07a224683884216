import { Router, type NextFunction, type Request, type Response } from 'express';
import { AuditQuery, ReportBody, ReportsQuery, StaffActionBody } from '../../../shared/moderation.js';
import { Username } from '../../../shared/validation.js';
import type { BlocksService } from '../../application/blocks/blocks.js';
import { AppError } from '../../application/errors.js';
import type { Moderation } from '../../application/moderation/moderation-service.js';
import { limitKey, type RateLimits } from '../rate-limits.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/** Every write here takes a token of the person's moderation bucket (docs/api.md, "Rate limits"). */
const limited = (limits: RateLimits) => async (_req: Request, res: Response, next: NextFunction) => {
  const { ip } = context(res);
  const retryAfter = await limits.take('moderation', limitKey(requireUser(res), ip));
  if (retryAfter === null) return next();
  res.set('Retry-After', String(retryAfter));
  next(new AppError('rate_limited', 'rate_limited', { retryAfter }));
};

/** A name that cannot be a username is a person who does not exist. */
const personName = (value: unknown): string => {
  if (!Username.safeParse(value).success) throw new AppError('not_found', 'user_not_found');
  return value as string;
};

/** Mounted at /api/reports: anyone signed in reports a message, a chat or a person. */
export function reportsRouter(moderation: Moderation, limits: RateLimits): Router {
  const router = Router();
  router.post('/', limited(limits), async (req, res) => {
    const body = parse(ReportBody, req.body ?? {});
    res.status(201).json(await moderation.report(requireUser(res), body));
  });
  return router;
}

/** Mounted at /api/users (ahead of the profile routes): one's own blocks. */
export function blocksRouter(blocks: BlocksService, limits: RateLimits): Router {
  const router = Router();
  router.get('/blocks', async (_req, res) => {
    res.json(await blocks.list(requireUser(res)));
  });
  router.put('/blocks/:username', limited(limits), async (req, res) => {
    res.json(await blocks.block(requireUser(res), personName(req.params.username)));
  });
  router.delete('/blocks/:username', limited(limits), async (req, res) => {
    await blocks.unblock(requireUser(res), personName(req.params.username));
    res.status(204).end();
  });
  return router;
}

/**
 * Mounted at /api/admin ahead of the professionals' review. Only its own paths answer; anyone else's request
 * goes on. Users and professionals get 403 `staff_only` here: the moderation desk is documented, not hidden.
 */
export function staffModerationRouter(moderation: Moderation, limits: RateLimits): Router {
  const router = Router();
  router.get('/reports', async (req, res) => {
    // only the open ones: what staff did with the others is in the audit log
    parse(ReportsQuery, req.query ?? {});
    res.json(await moderation.desk.queue(requireUser(res)));
  });
  router.post('/reports/:targetId/actions', limited(limits), async (req, res) => {
    const me = requireUser(res);
    await moderation.desk.requireStaff(me);
    const body = parse(StaffActionBody, req.body ?? {});
    const targetId = String(req.params.targetId).slice(0, 64);
    res.json(await moderation.desk.act(me, targetId, body));
  });
  router.get('/audit', async (req, res) => {
    const { limit, before } = parse(AuditQuery, req.query ?? {});
    res.json(await moderation.desk.audit(requireUser(res), before ?? null, limit));
  });
  return router;
}
