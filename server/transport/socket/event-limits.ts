import type { ClientToServerEvents } from '../../../shared/socket.js';
import { limitKey, type Bucket, type RateLimits } from '../rate-limits.js';
import type { PsycareSocket } from './socket-server.js';

export type ClientEvent = keyof ClientToServerEvents;

/** How long a WebSocket's input is left unread after an emit past its bucket (docs/architecture.md). */
export const REFUSED_INPUT_PAUSE_MS = 250;

/** Every event a client may emit has a bucket: a new event does not compile until it is given one. */
export const EVENT_BUCKETS: Record<ClientEvent, Bucket> = {
  'chat:join': 'join',
  'chat:leave': 'leave',
  'message:send': 'post',
};

/** Express's compiled 'trust proxy' (`app.get('trust proxy fn')`): may `address`, hop `i`, name the client? */
export type TrustProxy = (address: string, i: number) => boolean;

/**
 * The client's address as Express would name it: walk X-Forwarded-For from the nearest hop while the hop
 * that added it is trusted. So an anonymous socket and an anonymous request from one client share a key.
 */
export function clientAddress(socket: PsycareSocket, trust: TrustProxy): string {
  const forwarded = String(socket.request.headers['x-forwarded-for'] ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  const chain = [socket.request.socket.remoteAddress ?? socket.handshake.address, ...forwarded.reverse()];
  let i = 0;
  while (i < chain.length - 1 && trust(chain[i], i)) i += 1;
  return chain[i];
}

export interface EventGuard {
  socket: PsycareSocket;
  /** null when the event may run, else the seconds to wait */
  limit(event: ClientEvent): Promise<number | null>;
  /**
   * Runs a socket's events one at a time, in the order they passed their bucket. A client that floods has
   * at most its bucket's worth waiting, and work stops once the socket is gone: null then, nobody to answer.
   */
  inTurn<T>(run: () => Promise<T>): Promise<T | null>;
}

export function eventGuard(socket: PsycareSocket, limits: RateLimits, trust: TrustProxy): EventGuard {
  const key = limitKey(socket.data.username, clientAddress(socket, trust));
  let tail: Promise<unknown> = Promise.resolve();
  /**
   * Per bucket, when the last refusal said a token comes back at the latest. Until a second before that, no
   * token can have come back, so the emits of a flood are refused here without asking the limiter (whose
   * refusal is a rejected promise per emit): the refusal path is the flood's whole cost on the event loop.
   */
  const refusedUntil = new Map<Bucket, number>();
  return {
    socket,
    async limit(event) {
      const bucket = EVENT_BUCKETS[event];
      const now = Date.now();
      const until = refusedUntil.get(bucket) ?? 0;
      let retryAfter: number | null;
      if (now < until - 1000) retryAfter = Math.ceil((until - now) / 1000);
      else {
        retryAfter = await limits.take(bucket, key);
        if (retryAfter !== null) refusedUntil.set(bucket, Date.now() + retryAfter * 1000);
      }
      if (retryAfter !== null) pauseInput(socket);
      return retryAfter;
    },
    inTurn(run) {
      const result = tail.then(() => (socket.connected ? run() : null));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** engine.io's websocket transport keeps the `ws` socket here; polling has none */
interface WsTransport { socket?: { pause?: () => void; resume?: () => void; isPaused?: boolean } }

/**
 * A client that emits past its bucket has its input left in the kernel for a moment: the frames it already
 * sent are still answered (`rate_limited` or not), but the node stops spending its time reading
 * more of them, and TCP slows the sender down. Without it one flooding socket had the node's whole attention.
 */
function pauseInput(socket: PsycareSocket): void {
  const ws = (socket.conn.transport as unknown as WsTransport).socket;
  if (!ws?.pause || !ws.resume || ws.isPaused) return;
  ws.pause();
  // resuming a closed ws does nothing, so a socket that leaves meanwhile needs no cleanup
  setTimeout(() => ws.resume?.(), REFUSED_INPUT_PAUSE_MS).unref();
}
