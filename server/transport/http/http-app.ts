import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { TokenAuthenticator } from '../../application/auth/ports.js';
import { AppError } from '../../application/errors.js';
import { NOTHING_POLICY } from './client-page.js';
import { errorHandler } from './errors.js';
import { requestContext } from './middleware.js';
import { serveClient } from './static-client.js';

export interface HttpAppOptions {
  auth: TokenAuthenticator;
  apiKey: string;
  clientDir: string;
  routers: [mount: string, router: Router][];
  /** served before the API-key check (public images), after the rate limit */
  openRouters?: [mount: string, router: Router][];
  healthy: () => boolean;
  log: (line: string) => void;
  /** requests per minute per IP over the whole API; generous, it only stops floods */
  apiRateLimit?: number;
  /** Express 'trust proxy': whose X-Forwarded-For names the client (rate limits and throttles are per client) */
  trustProxy?: string;
}

export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.set('query parser', 'simple');
  app.use(securityHeaders);
  app.get('/api/health', (_req, res) => {
    if (options.healthy()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'starting' });
  });
  app.use('/api', rateLimit({ windowMs: 60_000, limit: options.apiRateLimit ?? 1200, standardHeaders: 'draft-8', legacyHeaders: false, handler: (_req, _res, next) => next(new AppError('rate_limited', 'rate_limited')) }));
  for (const [mount, router] of options.openRouters ?? []) app.use(`/api${mount}`, router);
  // JSON answers (chat pages, lists) compress 5-10x; the built client is compressed once, at build
  app.use('/api', compression({ threshold: 1024 }));
  app.use('/api', express.json({ limit: '64kb', strict: false }));
  app.use('/api', requestContext(options.auth, options.apiKey));
  for (const [mount, router] of options.routers) app.use(`/api${mount}`, router);
  app.use('/api', (_req, _res, next) => next(new AppError('not_found', 'route_not_found')));
  serveClient(app, options.clientDir);
  app.use(errorHandler(options.log));
  return app;
}

function securityHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    // the app page replaces it with its own (client-page.ts)
    'Content-Security-Policy': NOTHING_POLICY,
  });
  next();
}

