import { JoinPayload, LeavePayload, REPLAY_MAX, SendPayload, type Ack, type StreamSnapshot } from '../../../shared/socket.js';
import type { LiveReplies } from '../../application/bots/live-replies.js';
import type { ChatService } from '../../application/chats/chat-service.js';
import { AppError } from '../../application/errors.js';
import { isMember } from '../../domain/chat/access.js';
import { changedSince, visibleTo } from '../../domain/timeline.js';
import type { Language } from '../../../shared/validation.js';
import { parse, toAppError } from '../http/errors.js';
import { text } from '../http/messages.js';
import type { RateLimits } from '../rate-limits.js';
import { eventGuard, type ClientEvent, type EventGuard, type TrustProxy } from './event-limits.js';
import { chatRoom, type PsycareServer, type PsycareSocket } from './socket-server.js';

type Reply<T> = (result: Ack<T>) => void;

function languageOf(socket: PsycareSocket): Language {
  const lang = (socket.handshake.auth as { language?: unknown })?.language;
  return lang === 'en' ? 'en' : 'es';
}

/**
 * Runs a handler and answers with a result union; nothing a client sends can crash the node. An emit past
 * its bucket is answered `rate_limited` with the seconds to wait, never dropped.
 */
function handle<P, T>(guard: EventGuard, event: ClientEvent, log: (line: string) => void, run: (payload: P) => Promise<T>) {
  return async (payload: P, ack?: Reply<T>): Promise<void> => {
    // A client may emit with the callback alone: then the callback arrives where the payload would be.
    if (typeof payload === 'function' && ack === undefined) return handle(guard, event, log, run)(undefined as P, payload as Reply<T>);
    const reply: Reply<T> = typeof ack === 'function' ? ack : () => undefined;
    const language = languageOf(guard.socket);
    try {
      const retryAfter = await guard.limit(event);
      if (retryAfter !== null) return reply({ ok: false, code: 'rate_limited', detail: text('rate_limited', language), retryAfter });
      const result = await guard.inTurn(() => run(payload));
      if (result !== null) reply({ ok: true, ...result });
    } catch (error) {
      const known = toAppError(error);
      if (!known) log(`socket handler failed: ${(error as Error)?.stack ?? error}`);
      const code = known?.code ?? 'unexpected';
      reply({ ok: false, code, detail: text(code, language) });
    }
  };
}

export interface ChatHandlerDeps {
  chats: ChatService;
  live: LiveReplies;
  log: (line: string) => void;
  /** set when several nodes share the rooms: the replies other nodes are streaming in a chat */
  remoteReplies?: (chatId: string) => Promise<StreamSnapshot[]>;
  /** the per-person buckets, shared with HTTP posting (rate-limits.ts) */
  limits: RateLimits;
  /** Express's 'trust proxy' test, so an anonymous socket is keyed by the address Express would name */
  trust: TrustProxy;
}

export function registerChatHandlers(io: PsycareServer, deps: ChatHandlerDeps) {
  /*
   * On one node the snapshot is taken in the same tick as the room join, so what the room sends next is
   * exactly what follows it. With other nodes, an event they append may be published before this node joins
   * the socket to the room: so once in the room, the view is caught up from the log again and the other nodes
   * are asked for their streams. Anything both in the snapshot and sent live has a seq or index at or below
   * the snapshot's, which clients skip.
   */
  async function snapshotAfterJoin(socket: PsycareSocket, chatId: string, viewer: string | null) {
    const first = await deps.chats.readable(chatId, viewer);
    void socket.join(chatRoom(chatId));
    if (!deps.remoteReplies) return { view: first, remote: [] as StreamSnapshot[] };
    try {
      const [view, remote] = await Promise.all([deps.chats.readable(chatId, viewer), deps.remoteReplies(chatId)]);
      return { view, remote };
    } catch (error) {
      void socket.leave(chatRoom(chatId));
      throw error;
    }
  }

  io.on('connection', (socket) => {
    const guard = eventGuard(socket, deps.limits, deps.trust);
    socket.on('chat:join', handle(guard, 'chat:join', deps.log, async (payload: unknown) => {
      const { chatId, afterSeq, limit } = parse(JoinPayload, payload);
      const viewer = socket.data.username;
      const followed = await deps.chats.isFollowed(chatId, viewer);
      const { view, remote } = await snapshotAfterJoin(socket, chatId, viewer);
      // From here to the ack nothing awaits.
      const { messages, last_seq: _s, before, beginning, ...chat } = deps.chats.info(view, viewer, followed, limit);
      const streams = [...deps.live.snapshot(chatId), ...remote];
      const visible = visibleTo(isMember(view.state, viewer));
      const page = { chat, lastSeq: view.version, timeline: messages, before, beginning, streams };
      if (afterSeq === undefined) return page;
      // Replayed from memory only while it holds every item changed since afterSeq and the gap is small.
      if (view.version - afterSeq > REPLAY_MAX || afterSeq < view.tracked) return { ...page, reload: true as const };
      const missed = changedSince(view.timeline, afterSeq, viewer).map(({ seq, item }) => ({ chatId, seq, item: visible(item) ? item : null, chat: null }));
      return { chat, lastSeq: view.version, missed, streams };
    }));

    socket.on('chat:leave', handle(guard, 'chat:leave', deps.log, async (payload: unknown) => {
      const { chatId } = parse(LeavePayload, payload);
      await socket.leave(chatRoom(chatId));
      return {} as Record<string, never>;
    }));

    socket.on('message:send', handle(guard, 'message:send', deps.log, async (payload: unknown) => {
      const author = socket.data.username;
      if (!author) throw new AppError('unauthorized', 'unauthorized');
      const body = parse(SendPayload, payload);
      const message = await deps.chats.postMessage({
        chatId: body.chatId, author, text: body.message, answerMessageId: body.answerMessageId, clientId: body.clientId,
        locale: socket.handshake.headers['accept-language'],
      });
      return { message };
    }));
  });
}

