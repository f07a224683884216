/**
 * Which session the one socket belongs to (the server reads the session from the HttpOnly cookie at the
 * handshake). Kept apart from socket.ts so the app can follow the session without loading socket.io-client
 * until a page actually needs the socket.
 */
let currentSession: string | null = null;
let onChange: ((session: string | null) => void) | null = null;

export function getSocketSession(): string | null {
  return currentSession;
}

/** Called when the session changes; an existing socket reconnects with the new identity. */
export function setSocketSession(session: string | null): void {
  if (session === currentSession) return;
  currentSession = session;
  onChange?.(session);
}

/** socket.ts registers here once the socket exists. */
export function onSocketSessionChange(listener: (session: string | null) => void): void {
  onChange = listener;
}
