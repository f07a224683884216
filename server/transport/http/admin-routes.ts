import { Router } from 'express';
import { ApplicationsQuery, RejectBody, RoleBody, SubscriptionBody } from '../../../shared/people.js';
import { Id, Username } from '../../../shared/validation.js';
import { AppError } from '../../application/errors.js';
import type { Professionals } from '../../application/people/professionals/professionals.js';
import type { Staff } from '../../application/people/staff/staff.js';
import { EXTENSIONS, type SniffedType } from '../../domain/file-types.js';
import { requireUser } from './context.js';
import { parse } from './errors.js';

const knownName = (value: unknown): string => {
  if (!Username.safeParse(value).success) throw new AppError('not_found', 'user_not_found');
  return value as string;
};

/**
 * Mounted at /api/admin. The first handler turns away everyone but staff with the 404 of an unknown route,
 * before any parameter is looked at, so nothing about the admin surface shows.
 */
export function adminRouter(people: { staff: Staff; professionals: Professionals }): Router {
  const router = Router();
  router.use(async (_req, res, next) => {
    await people.staff.requireAdmin(requireUser(res));
    next();
  });

  router.get('/professionals', async (req, res) => {
    const { status } = parse(ApplicationsQuery, req.query ?? {});
    res.json(await people.professionals.list(requireUser(res), status));
  });

  router.get('/professionals/:username/documents/:docId', async (req, res) => {
    const docId = Id.safeParse(req.params.docId);
    if (!docId.success) throw new AppError('not_found', 'document_not_found');
    const doc = await people.professionals.document(requireUser(res), knownName(req.params.username), docId.data);
    const extension = EXTENSIONS[doc.contentType as SniffedType] ?? 'bin';
    res.set({
      'Content-Type': doc.contentType,
      'Content-Disposition': `attachment; filename="${doc.owner}-${docId.data.slice(0, 8)}.${extension}"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    }).send(doc.data);
  });

  router.post('/professionals/:username/approve', async (req, res) => {
    res.json(await people.professionals.approve(requireUser(res), knownName(req.params.username)));
  });

  router.post('/professionals/:username/reject', async (req, res) => {
    const { reason } = parse(RejectBody, req.body ?? {});
    res.json(await people.professionals.reject(requireUser(res), knownName(req.params.username), reason));
  });

  router.put('/users/:username/role', async (req, res) => {
    const { role } = parse(RoleBody, req.body ?? {});
    res.json(await people.staff.setRole(requireUser(res), knownName(req.params.username), role));
  });

  router.put('/users/:username/subscription', async (req, res) => {
    const { subscription } = parse(SubscriptionBody, req.body ?? {});
    res.json(await people.staff.setSubscription(requireUser(res), knownName(req.params.username), subscription));
  });

  // past the staff check, unknown admin paths are ordinary 404s
  router.use((_req, _res, next) => next(new AppError('not_found', 'route_not_found')));
  return router;
}
