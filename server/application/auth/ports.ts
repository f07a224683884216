/** What the transport needs from authentication: turning an X-TOKEN into a user, on every request and socket. */
export interface Authenticated { username: string; sessionId: string }
export interface TokenAuthenticator {
  authenticate(token: string): Promise<Authenticated | null>;
}

/** Google's userinfo answer, fetched with the access token the client got from Google. */
export interface GoogleIdentity { sub: string; email: string; emailVerified: boolean }
export interface GoogleVerifier {
  identify(accessToken: string): Promise<GoogleIdentity | null>;
}
