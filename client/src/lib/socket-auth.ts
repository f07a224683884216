/**
 * The token the one socket connects with. Kept apart from socket.ts so the app can follow the session
 * without loading socket.io-client until a page actually needs the socket.
 */
let currentToken: string | null = null;
let onChange: ((token: string | null) => void) | null = null;

export function getSocketToken(): string | null {
  return currentToken;
}

/** Called when the session changes; an existing socket reconnects with the new identity. */
export function setSocketToken(token: string | null): void {
  if (token === currentToken) return;
  currentToken = token;
  onChange?.(token);
}

/** socket.ts registers here once the socket exists. */
export function onSocketTokenChange(listener: (token: string | null) => void): void {
  onChange = listener;
}
