import { io, type Socket } from 'socket.io-client';
import { createStore, useStore } from 'zustand';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/socket';
import i18n from './i18n';
import { sessionExpired } from './navigation';
import { getSocketSession, onSocketSessionChange } from './socket-auth';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * - idle: not created yet (nothing needed it)
 * - connecting: first connection attempt
 * - connected
 * - disconnected: it was connected or tried and failed; socket.io keeps retrying when it can
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export const socketStatusStore = createStore<{ status: SocketStatus }>()(() => ({ status: 'idle' }));

export function useSocketStatus(): SocketStatus {
  return useStore(socketStatusStore, (s) => s.status);
}

let socket: AppSocket | null = null;

function setStatus(status: SocketStatus): void {
  socketStatusStore.setState({ status });
}

/** The one socket of the app, created and connected on first use. */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({
    path: '/socket.io',
    autoConnect: false,
    // WebSocket straight away (one round trip less); long-polling only if WebSocket cannot connect.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A function, so every (re)connection sends the language the server should answer in. The session
    // goes in the HttpOnly cookie, which the handshake carries.
    auth: (cb) => cb({ language: i18n.language === 'en' ? 'en' : 'es' }),
  });
  created.on('connect', () => setStatus('connected'));
  created.on('disconnect', (reason) => {
    setStatus('disconnected');
    // The server closed it: socket.io does not retry by itself in that case.
    if (reason === 'io server disconnect') setTimeout(() => created.connect(), 1000);
  });
  created.on('connect_error', (error) => {
    setStatus('disconnected');
    // The session was refused (expired, revoked): the same as an HTTP 401.
    if (error.message === 'unauthorized' && getSocketSession()) sessionExpired();
  });
  // A new session (login, logout): reconnect so the server sees the new identity; open chats rejoin.
  onSocketSessionChange(() => {
    created.disconnect();
    setStatus('connecting');
    created.connect();
  });
  socket = created;
  setStatus('connecting');
  created.connect();
  return created;
}
