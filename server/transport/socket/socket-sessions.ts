import type { SessionEnder, TokenAuthenticator } from '../../application/auth/ports.js';
import type { Clock } from '../../application/ports.js';
import { readCookie, SESSION_COOKIE } from '../http/session-cookie.js';
import { userRoom, type PsycareServer, type PsycareSocket } from './socket-server.js';

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// setTimeout fires at once for delays past 2^31-1 ms (about 24.8 days), so a longer token is re-armed in steps
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The token is checked once, at the handshake. So that a socket does not outlive its session, it joins the
 * session's room (logout and resets disconnect that room, on every node through the adapter) and is
 * disconnected when its token expires.
 */
export function authenticateSockets(io: PsycareServer, auth: TokenAuthenticator, clock: Clock): void {
  // socket.io does not await a middleware: the check runs on its own and calls next when done.
  io.use((socket, next) => void (async () => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    socket.data.username = null;
    socket.data.session = null;
    if (token === undefined || token === null || token === '') return fromCookie(socket, auth).then(() => next());
    const who = typeof token === 'string' ? await auth.authenticate(token).catch(() => null) : null;
    if (!who) return next(new Error('unauthorized'));
    socket.data.username = who.username;
    socket.data.session = { id: who.sessionId, expiresAt: who.expiresAt };
    next();
  })());
  io.on('connection', (socket) => {
    const { username, session } = socket.data;
    if (!username || !session) return;
    void socket.join([userRoom(username), sessionRoom(session.id)]);
    disconnectAtExpiry(socket, session.expiresAt, clock);
    void disconnectIfEndedDuringHandshake(socket, auth);
  });
}

/**
 * The browser's HttpOnly session cookie, sent with the handshake of a page on this host. As over HTTP, a cookie
 * whose session has ended leaves the socket anonymous. One from a page on another host is ignored: SameSite=Strict
 * already keeps it from being sent, the Origin check holds for browsers that would send it anyway.
 */
async function fromCookie(socket: PsycareSocket, auth: TokenAuthenticator): Promise<void> {
  const { headers } = socket.handshake;
  const token = readCookie(headers.cookie, SESSION_COOKIE);
  if (!token || (headers.origin && hostnameOf(headers.origin) !== hostnameOf(`http://${headers.host}`))) return;
  const who = await auth.authenticate(token).catch(() => null);
  if (!who) return;
  socket.data.username = who.username;
  socket.data.session = { id: who.sessionId, expiresAt: who.expiresAt };
}

// names without ports: a proxy may pass `Host` without the public port (nginx's $host), and SameSite ignores ports too
const hostnameOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname : null);

const handshakeToken = (socket: PsycareSocket): string =>
  (socket.handshake.auth as { token?: string }).token || readCookie(socket.handshake.headers.cookie, SESSION_COOKIE) || '';

/**
 * A logout that lands between the handshake's check and the join above finds the session's room empty.
 * Checking once more after the join closes that window: any later logout reaches the socket through the room.
 */
async function disconnectIfEndedDuringHandshake(socket: PsycareSocket, auth: TokenAuthenticator): Promise<void> {
  const still = await auth.authenticate(handshakeToken(socket)).catch(() => null);
  if (!still && socket.connected) socket.disconnect(true);
}

function disconnectAtExpiry(socket: PsycareSocket, expiresAt: number, clock: Clock): void {
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const left = expiresAt - clock();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
  };
  socket.once('disconnect', () => clearTimeout(timer));
  check();
}

/** The auth service's way to end live sockets; account deletion uses the same one. */
export function socketSessionEnder(io: PsycareServer): SessionEnder {
  return {
    sessionEnded: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    userSessionsEnded: (username) => io.in(userRoom(username)).disconnectSockets(true),
  };
}
