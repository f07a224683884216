/** What the transport needs from authentication: turning an X-TOKEN into a user, on every request and socket. */
export interface Authenticated {
  username: string;
  sessionId: string;
  /** when the token stops working (epoch ms), so a live connection can end then too */
  expiresAt: number;
}
export interface TokenAuthenticator {
  authenticate(token: string): Promise<Authenticated | null>;
}

/** Ends what is still open on sessions that no longer exist (live sockets), so nothing outlives a logout or a reset. */
export interface SessionEnder {
  sessionEnded(sessionId: string): void;
  userSessionsEnded(username: string): void;
}

/** Google's userinfo answer, fetched with the access token the client got from Google. */
export interface GoogleIdentity { sub: string; email: string; emailVerified: boolean }
export interface GoogleVerifier {
  identify(accessToken: string): Promise<GoogleIdentity | null>;
}
