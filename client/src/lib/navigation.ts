/**
 * Lets code outside React (the api client) navigate with the router once the app has registered it.
 * Before that (or in tests) it falls back to a full page load.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** Where a login may send the person back to: a path of this site only (never `//host` or a full URL). */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith('/login') || next.startsWith('/logout')) return null;
  return next;
}

/** `path?next=<the page shown now>`, so a login can bring the person back to it. */
export function withReturnTo(path: string, next: string = currentLocation()): string {
  return safeReturnPath(next) ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export function currentLocation(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * The server no longer accepts the session (a 401, a refused socket, expiredAt passed): /logout clears it and
 * says it expired, then /login brings the person back here. Nothing happens on /login and /logout themselves.
 */
export function sessionExpired(): void {
  const path = currentPath();
  if (path === '/login' || path === '/logout') return;
  const next = safeReturnPath(currentLocation());
  navigateTo(`/logout?expired=1${next ? `&next=${encodeURIComponent(next)}` : ''}`, { replace: true });
}
