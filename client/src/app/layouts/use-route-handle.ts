import { useMatches } from 'react-router-dom';

/** Per-route layout hints, set with `handle` in the router. */
export interface RouteHandle {
  /** the page fills the viewport below the top bar (the chat view): no footer */
  fullHeight?: boolean;
  /** show the site footer in the signed-in shell too (the landing page) */
  footerInApp?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle as RouteHandle | undefined) ?? {})) as RouteHandle;
}
