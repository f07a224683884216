import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData, StreamSnapshot } from '../../../shared/socket.js';
import type { Broadcaster } from '../../application/broadcaster.js';

/** What the nodes of a cluster ask each other through the adapter (`io.serverSideEmit`). */
export interface NodeToNodeEvents {
  /** the replies this node is streaming in a chat, for a client that joins it on another node */
  'replies:snapshot': (chatId: string, ack: (streams: StreamSnapshot[]) => void) => void;
  /** stop this reply if this node streams it; the ack (true) comes once it is recorded as STOPPED */
  'replies:stop': (messageId: string, ack: (stopped: boolean) => void) => void;
}

/** What a socket carries from its handshake (socket-sessions.ts): who it is and its session, null when anonymous. */
export interface PsycareSocketData extends SocketData { session: { id: string; expiresAt: number } | null }

export type PsycareServer = Server<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, PsycareSocketData>;
export type PsycareSocket = Socket<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, PsycareSocketData>;
/** The Socket.IO adapter factory (e.g. `@socket.io/redis-adapter`'s createAdapter): set when nodes share rooms. */
export type SocketAdapter = NonNullable<ServerOptions['adapter']>;

export const chatRoom = (chatId: string) => `chat:${chatId}`;
export const userRoom = (username: string) => `user:${username.toLowerCase()}`;

/** Sockets are authenticated by `authenticateSockets` (socket-sessions.ts), which needs the auth service. */
export function createSocketServer(httpServer: HttpServer, adapter?: SocketAdapter): PsycareServer {
  return new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: 64 * 1024,
    ...(adapter ? { adapter } : {}),
  });
}

/** The use cases' view of the socket layer: rooms per chat and per user. */
export function socketBroadcaster(io: PsycareServer): Broadcaster {
  return {
    chatEvent: (payload, members) => {
      if (!members) return void io.to(chatRoom(payload.chatId)).emit('chat:event', payload);
      const rooms = members.usernames.map(userRoom);
      io.to(chatRoom(payload.chatId)).except(rooms).emit('chat:event', payload);
      io.to(rooms).emit('chat:event', members.payload);
    },
    botToken: (payload) => void io.to(chatRoom(payload.chatId)).emit('bot:token', payload),
    botDone: (payload) => void io.to(chatRoom(payload.chatId)).emit('bot:done', payload),
    notification: (username, notification) => void io.to(userRoom(username)).emit('notification:new', { notification }),
    notificationCleared: (username, chatId) => void io.to(userRoom(username)).emit('notification:cleared', { chatId }),
    chatsChanged: (usernames) => {
      if (usernames.length) io.to(usernames.map(userRoom)).emit('chats:changed', {});
    },
    accountChanged: (username, account) => void io.to(userRoom(username)).emit('account:changed', account),
    chatRevoked: (username, chatId) => void io.to(userRoom(username)).emit('chat:revoked', { chatId }),
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
