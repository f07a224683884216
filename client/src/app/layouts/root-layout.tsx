import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBlock } from '../../components/ui/Spinner';
import { useSession } from '../../features/auth/stores/session-store';
import { AppShell } from './app-shell';
import { PublicLayout } from './public-layout';

/** The authenticated shell when a token exists, the public one otherwise. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const Shell = token ? AppShell : PublicLayout;
  return <Shell>{children}</Shell>;
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <LayoutFrame>
      <ScrollRestoration />
      <Suspense fallback={<LoadingBlock label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  );
}
