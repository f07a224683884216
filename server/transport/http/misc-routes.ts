import { Router } from 'express';
import type { Catalogue } from '../../application/bots/catalogue.js';
import type { Usage } from '../../application/usage.js';
import { context, requireUser } from './context.js';

export function botRouter(catalogue: Catalogue): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(catalogue.list(context(res).language));
  });
  return router;
}

export function usageRouter(usage: Usage): Router {
  const router = Router();
  router.get('/today', async (_req, res) => {
    res.json(await usage.today(requireUser(res)));
  });
  return router;
}
