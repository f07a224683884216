import type { Throttle } from '../auth/throttle.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatCache } from '../chats/chat-cache.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import type { Clock, Mailer, Sealer, Store } from '../ports.js';
import { createDesk } from './desk.js';
import { createHiding } from './hiding.js';
import { createReporting } from './reports.js';
import { createTargets } from './targets.js';

export interface ModerationDeps {
  store: Store; sealer: Sealer; clock: Clock; mailer: Mailer; broadcaster: Broadcaster; cache: ChatCache; streams: ChatStreams; throttle: Throttle;
  disconnectUser: (username: string) => void; log: (line: string) => void;
}

/** Issue 14's reports and staff desk, over the chats' one write path. */
export function createModeration(deps: ModerationDeps) {
  const targets = createTargets(deps);
  const hiding = createHiding(deps);
  return {
    report: createReporting({ ...deps, targets, hiding }),
    desk: createDesk({ ...deps, targets, hiding }),
  };
}

export type Moderation = ReturnType<typeof createModeration>;
