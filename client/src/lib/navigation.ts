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
