import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server as HttpServer } from 'node:http';
import type { RedisClientType } from 'redis';
import { createAuthService, type AuthLimits } from './application/auth/auth-service.js';
import type { GoogleVerifier } from './application/auth/ports.js';
import { createBotRunner } from './application/bots/bot-runner.js';
import { createReplyLeases, type LeaseTiming } from './application/bots/reply-leases.js';
import { createCatalogue, type BotDefinition } from './application/bots/catalogue.js';
import { createLiveReplies } from './application/bots/live-replies.js';
import { createReplyControl, stopAnywhere } from './application/bots/reply-control.js';
import type { Broadcaster } from './application/broadcaster.js';
import type { RecordedChatEvent } from '../shared/events.js';
import { createChatActions } from './application/chats/chat-actions.js';
import { createChatCache, type ChatView } from './application/chats/chat-cache.js';
import { createChatService } from './application/chats/chat-service.js';
import { createChatStreams } from './application/chats/chat-streams.js';
import { createNotifier } from './application/chats/notifier.js';
import { createSocial } from './application/chats/social.js';
import { createDelivery } from './application/notifications/delivery.js';
import { createNotificationService } from './application/notifications/notification-service.js';
import { createPushWindow } from './application/notifications/push-window.js';
import type { BlobSealer } from './application/people/professionals/ports.js';
import { composePeople, type PeopleLimits } from './compose-people.js';
import type { BotProvider, Clock, Mailer, Sealer, Store } from './application/ports.js';
import { recover } from './application/recovery.js';
import { createInvitations } from './application/invitations/invitations.js';
import { createInvitationProjection } from './application/invitations/projection.js';
import { invitationRouter } from './transport/http/invitation-routes.js';
import { withSealedSummaries } from './application/chats/sealed-summaries.js';
import { cappedTopicClassifier, localTopicClassifier, type TopicClassifier } from './application/topics.js';
import { createModelBudget } from './application/bots/model-budget.js';
import { createRiskOpinion } from './application/bots/risk-opinion.js';
import { screenInProcess, type RiskScreener } from './application/risk-screener.js';
import { createUsage } from './application/usage.js';
import { authRouter } from './transport/http/auth-routes.js';
import { chatActionRouter } from './transport/http/chat-action-routes.js';
import { chatRouter } from './transport/http/chat-routes.js';
import { createHttpApp } from './transport/http/http-app.js';
import { botRouter, usageRouter } from './transport/http/misc-routes.js';
import { chatSocialRouter } from './transport/http/social-routes.js';
import { muteRouter, notificationRouter } from './transport/http/notification-routes.js';
import { postLimitRouter } from './transport/http/post-limit.js';
import { chatTitleRouter } from './transport/http/chat-title-routes.js';
import { createRateLimits } from './transport/rate-limits.js';
import { registerChatHandlers } from './transport/socket/chat-handlers.js';
import { boundOutput } from './transport/socket/output-bound.js';
import { clusterReplies, clusterStops } from './transport/socket/cluster-replies.js';
import { replyControlRouter } from './transport/http/reply-control-routes.js';
import { createSocketServer, socketBroadcaster, type PsycareServer, type SocketAdapter } from './transport/socket/socket-server.js';
import { authenticateSockets, socketSessionEnder } from './transport/socket/socket-sessions.js';
import { createBlocks } from './application/blocks/blocks.js';
import { createThrottle } from './application/auth/throttle.js';
import { createModeration } from './application/moderation/moderation-service.js';
import { suspensionCheck } from './application/moderation/suspension.js';
import { blocksRouter, reportsRouter, staffModerationRouter } from './transport/http/moderation-routes.js';

/** How long requests in flight may take to finish once the server is closing. */
const CLOSE_GRACE_MS = 2000;

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
  /** topic tagging: Claude's labels when a key is set (see main.ts), the local classifier otherwise */
  topics?: TopicClassifier;
  /** how long a second opinion on an uncertain message may take (risk-opinion.ts OPINION_TIMEOUT_MS by default) */
  opinionTimeoutMs?: number;
  authLimits?: Partial<AuthLimits>;
  apiRateLimit?: number;
  /** multiplies every per-person bucket (posting, socket events; USER_RATE_SCALE): benchmarks raise it */
  userRateScale?: number;
  /** where the per-person buckets live when several nodes serve (the Redis of REDIS_URL); absent: in memory */
  rateLimitRedis?: RedisClientType;
  /** shares rooms with other nodes (the Redis adapter when REDIS_URL is set); absent: this node alone */
  socketAdapter?: SocketAdapter;
  /** Express 'trust proxy' (TRUST_PROXY): which proxies may say who the client is; default loopback */
  trustProxy?: string;
  /** seals uploaded documents (adapters/crypto/blob-sealer.ts, from the master key); absent: document uploads answer 503 */
  blobSealer?: BlobSealer;
  /** the risk screen of every post (main.ts: a pool of threads, adapters/screen/screen-pool.ts); absent: on the event loop */
  screener?: RiskScreener;
  /** where contact messages and staff notices go (STAFF_EMAIL; default staff@psycare.local) */
  staffEmail?: string;
  peopleLimits?: Partial<PeopleLimits>;
  /** the bot catalogue: the seed with BOTS_FILE's overrides (config.ts); absent: the seed */
  botDefinitions?: readonly BotDefinition[];
  /** how long a reply's lease lasts and how often nodes renew and sweep them (tests shorten it) */
  replyLeases?: LeaseTiming;
}

/** Wires use cases to transports. Everything outside the process comes in through `deps`. */
export function createApplication(given: AppDeps) {
  // every use case sees chat summaries with their personal fields sealed (chats/sealed-summaries.ts)
  const deps = { ...given, store: withSealedSummaries(given.store, given.sealer) };
  // The request handler must exist before Socket.IO attaches, so engine.io can claim /socket.io ahead of Express.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const httpServer: HttpServer = createServer((req, res) => handle(req, res));
  const io: PsycareServer = createSocketServer(httpServer, deps.socketAdapter);
  boundOutput(io, deps.log);
  const limits = createRateLimits({ redis: deps.rateLimitRedis, scale: deps.userRateScale });
  const sessionEnder = socketSessionEnder(io);
  const auth = createAuthService({ ...deps, limits: deps.authLimits, sessionEnder, suspended: suspensionCheck(deps.store, deps.clock) });
  const blocks = createBlocks(deps);
  authenticateSockets(io, auth, deps.clock);
  const broadcaster: Broadcaster = socketBroadcaster(io);
  const catalogue = createCatalogue(deps.botDefinitions);
  const usage = createUsage(deps);
  const live = createLiveReplies();
  const cache = createChatCache(deps);
  const deliver = createDelivery({ ...deps, broadcaster, pushes: createPushWindow(deps.clock) });
  const notify = createNotifier({ ...deps, broadcaster, deliver });
  const projectInvitations = createInvitationProjection({ ...deps, broadcaster, deliver });
  const afterAppend = async (recorded: RecordedChatEvent[], view: ChatView) => {
    await notify(recorded, view).catch((error) => deps.log(`notifications failed: ${(error as Error).message}`));
    await projectInvitations(recorded, view).catch((error) => deps.log(`invitations failed: ${(error as Error).message}`));
  };
  const streams = createChatStreams({ ...deps, cache, broadcaster, afterAppend });
  const leases = createReplyLeases({ ...deps, streams, node: randomUUID(), timing: deps.replyLeases });
  leases.start();
  const bots = createBotRunner({ provider: deps.bots, catalogue, streams, live, broadcaster, log: deps.log, leases });
  const budget = createModelBudget({ counters: deps.store.counters, clock: deps.clock });
  // the local provider has no model to ask: its screen is the only one
  const opinion = deps.bots.name === 'local' ? null : createRiskOpinion({ provider: deps.bots, budget, timeoutMs: deps.opinionTimeoutMs });
  const topics = cappedTopicClassifier(deps.topics ?? localTopicClassifier, { budget, usage });
  const chats = createChatService({ ...deps, cache, streams, usage, catalogue, bots, topics, opinion, blocked: blocks.blocked, screen: deps.screener ?? screenInProcess });
  // Stop (and deleting a reply in flight) reaches the node that streams it, wherever the request lands
  const stopReply = stopAnywhere(bots.stop, deps.socketAdapter ? clusterStops(io, bots.stop, deps.log) : null);
  const replyControl = createReplyControl({ readable: chats.readable, stop: stopReply });
  const actions = createChatActions({ ...deps, cache, streams, broadcaster, stopReply, blocked: blocks.blocked });
  const invitations = createInvitations({ ...deps, streams, broadcaster });
  const social = createSocial({ ...deps, broadcaster, deliver, readable: chats.readable });
  const notifications = createNotificationService({ ...deps, broadcaster, readable: chats.readable });
  const peopleRoutes = composePeople({ ...deps, auth, chats, actions, social, streams, cache, broadcaster, disconnectUser: sessionEnder.userSessionsEnded, rateLimits: limits });
  const moderation = createModeration({
    ...deps, broadcaster, cache, streams, throttle: createThrottle(deps.store.counters, deps.clock), disconnectUser: sessionEnder.userSessionsEnded,
  });

  const app = createHttpApp({
    auth, apiKey: deps.apiKey, clientDir: deps.clientDir, log: deps.log, healthy: () => true, apiRateLimit: deps.apiRateLimit, trustProxy: deps.trustProxy,
    openRouters: peopleRoutes.open,
    routers: [
      // issue 14, ahead of the profile and admin routes that share their mounts
      ['/reports', reportsRouter(moderation, limits)],
      ['/users', blocksRouter(blocks, limits)],
      ['/admin', staffModerationRouter(moderation, limits)],
      ...peopleRoutes.api,
      ['/auth', authRouter(auth)],
      ['/chats', postLimitRouter(limits)],
      ['/chats', invitationRouter(invitations, limits)],
      ['/chats', chatSocialRouter(social)],
      ['/chats', muteRouter(notifications, limits)],
      ['/chats', chatActionRouter(actions)],
      ['/chats', replyControlRouter(replyControl, limits)],
      ['/chats', chatTitleRouter(actions, limits)],
      ['/chats', chatRouter(chats)],
      ['/notification', notificationRouter(notifications, limits)],
      ['/bots', botRouter(catalogue)],
      ['/usage', usageRouter(usage)],
    ],
  });
  handle = app;
  const remoteReplies = deps.socketAdapter ? clusterReplies(io, live, deps.log) : undefined;
  registerChatHandlers(io, { chats, live, log: deps.log, remoteReplies, limits, trust: app.get('trust proxy fn') });

  return {
    httpServer,
    io,
    services: { auth, chats, actions, social, notifications, usage, bots, catalogue, live, leases, invitations, blocks, moderation },
    recover: (rebuildAll = false) => recover({ ...deps, streams, cache }, rebuildAll),
    async close() {
      await bots.idle();
      await cache.flushAll();
      leases.stop();
      const closed = new Promise<void>((resolve) => void io.close(() => resolve()));
      // A browser reuses its keep-alive connections for socket.io's reconnect attempts, so they may never fall
      // idle and the server never finishes closing: requests in flight get a moment, then every connection ends.
      const force = setTimeout(() => httpServer.closeAllConnections(), CLOSE_GRACE_MS);
      await closed;
      clearTimeout(force);
    },
  };
}

export type Application = ReturnType<typeof createApplication>;
