import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData, StreamSnapshot } from '../../../shared/socket.js';
import type { TokenAuthenticator } from '../../application/auth/ports.js';
import type { Broadcaster } from '../../application/broadcaster.js';

/** What the nodes of a cluster ask each other through the adapter (`io.serverSideEmit`). */
export interface NodeToNodeEvents {
  /** the replies this node is streaming in a chat, for a client that joins it on another node */
  'streams:snapshot': (chatId: string, ack: (streams: StreamSnapshot[]) => void) => void;
}

export type PsycareServer = Server<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, SocketData>;
export type PsycareSocket = Socket<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, SocketData>;
/** The Socket.IO adapter factory (e.g. `@socket.io/redis-adapter`'s createAdapter): set when nodes share rooms. */
export type SocketAdapter = NonNullable<ServerOptions['adapter']>;

export const chatRoom = (chatId: string) => `chat:${chatId}`;
export const userRoom = (username: string) => `user:${username.toLowerCase()}`;

export function createSocketServer(httpServer: HttpServer, auth: TokenAuthenticator, adapter?: SocketAdapter): PsycareServer {
  const io: PsycareServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: 64 * 1024,
    ...(adapter ? { adapter } : {}),
  });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    socket.data.username = null;
    if (token === undefined || token === null || token === '') return next();
    const who = typeof token === 'string' ? await auth.authenticate(token).catch(() => null) : null;
    if (!who) return next(new Error('unauthorized'));
    socket.data.username = who.username;
    next();
  });
  io.on('connection', (socket) => {
    if (socket.data.username) void socket.join(userRoom(socket.data.username));
  });
  return io;
}

/** The use cases' view of the socket layer: rooms per chat and per user. */
export function socketBroadcaster(io: PsycareServer): Broadcaster {
  return {
    chatEvent: (payload) => void io.to(chatRoom(payload.chatId)).emit('chat:event', payload),
    botToken: (payload) => void io.to(chatRoom(payload.chatId)).emit('bot:token', payload),
    botDone: (payload) => void io.to(chatRoom(payload.chatId)).emit('bot:done', payload),
    notification: (username, notification) => void io.to(userRoom(username)).emit('notification:new', { notification }),
    notificationCleared: (username, chatId) => void io.to(userRoom(username)).emit('notification:cleared', { chatId }),
    chatsChanged: (usernames) => {
      if (usernames.length) io.to(usernames.map(userRoom)).emit('chats:changed', {});
    },
    async evict(chatId, mayRead) {
      const room = chatRoom(chatId);
      for (const socket of await io.in(room).fetchSockets()) {
        if (mayRead(socket.data.username ?? null)) continue;
        socket.leave(room);
        socket.emit('chat:revoked', { chatId });
      }
    },
  };
}
