import { createServer, type Server as HttpServer } from 'node:http';
import { createAuthService, type AuthLimits } from './application/auth/auth-service.js';
import type { GoogleVerifier } from './application/auth/ports.js';
import { createBotRunner } from './application/bots/bot-runner.js';
import { createCatalogue } from './application/bots/catalogue.js';
import { createLiveStreams } from './application/bots/live-streams.js';
import type { Broadcaster } from './application/broadcaster.js';
import { createChatCache } from './application/chats/chat-cache.js';
import { createChatService } from './application/chats/chat-service.js';
import { createChatStreams } from './application/chats/chat-streams.js';
import type { BotProvider, Clock, Mailer, Sealer, Store } from './application/ports.js';
import { recover } from './application/recovery.js';
import { createUsage } from './application/usage.js';
import { authRouter } from './transport/http/auth-routes.js';
import { chatRouter } from './transport/http/chat-routes.js';
import { createHttpApp } from './transport/http/http-app.js';
import { botRouter, usageRouter } from './transport/http/misc-routes.js';
import { registerChatHandlers } from './transport/socket/chat-handlers.js';
import { createSocketServer, socketBroadcaster, type PsycareServer } from './transport/socket/socket-server.js';

export interface AppDeps {
  store: Store;
  sealer: Sealer;
  mailer: Mailer;
  bots: BotProvider;
  google: GoogleVerifier;
  clock: Clock;
  log: (line: string) => void;
  jwtSecret: Uint8Array;
  apiKey: string;
  publicUrl: string;
  tokenTtlMs: number;
  clientDir: string;
  authLimits?: Partial<AuthLimits>;
  apiRateLimit?: number;
}

/** Wires use cases to transports. Everything outside the process comes in through `deps`. */
export function createApplication(deps: AppDeps) {
  const httpServer: HttpServer = createServer();
  const auth = createAuthService({ ...deps, limits: deps.authLimits });
  const io: PsycareServer = createSocketServer(httpServer, auth);
  const broadcaster: Broadcaster = socketBroadcaster(io);
  const catalogue = createCatalogue();
  const usage = createUsage(deps);
  const live = createLiveStreams();
  const cache = createChatCache(deps);
  const streams = createChatStreams({ ...deps, cache, broadcaster });
  const bots = createBotRunner({ provider: deps.bots, catalogue, streams, live, broadcaster, log: deps.log });
  const chats = createChatService({ ...deps, cache, streams, usage, catalogue, bots });

  const app = createHttpApp({
    auth, apiKey: deps.apiKey, clientDir: deps.clientDir, log: deps.log, healthy: () => true, apiRateLimit: deps.apiRateLimit,
    routers: { '/auth': authRouter(auth), '/chats': chatRouter(chats), '/bots': botRouter(catalogue), '/usage': usageRouter(usage) },
  });
  httpServer.on('request', app);
  registerChatHandlers(io, { chats, live, log: deps.log });

  return {
    httpServer,
    io,
    services: { auth, chats, usage, bots, catalogue, live },
    recover: (rebuildAll = false) => recover({ ...deps, streams }, rebuildAll),
    async close() {
      await bots.idle();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

export type Application = ReturnType<typeof createApplication>;
