import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingBlock } from '../../components/ui/Spinner';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { useSession } from '../../features/auth/stores/session-store';
import { AppShell } from './app-shell';
import { PublicLayout } from './public-layout';

/** The authenticated shell when signed in, the public one otherwise. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.username !== null);
  const Shell = signedIn ? AppShell : PublicLayout;
  return <Shell>{children}</Shell>;
}

/**
 * While a page's chunk loads, hold the whole viewport below the top bar: the footer stays out of sight
 * instead of showing under the spinner and jumping down when the page arrives (no layout shift).
 */
const RouteFallback = styled.div`
  min-height: calc(100dvh - var(--topbar));
`;

export function RootLayout() {
  const { t } = useTranslation();
  useSessionExpiry();
  return (
    <LayoutFrame>
      <ScrollRestoration />
      <Suspense fallback={<RouteFallback><LoadingBlock label={t('app.loading')} /></RouteFallback>}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  );
}
