import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from '../components/ui/Toast';
import { useSession } from '../features/auth/stores/session-store';
import { useSystemThemeSync } from '../features/settings/hooks/use-system-theme';
import { useSettings } from '../features/settings/stores/settings-store';
import { queryClient } from '../lib/query/query-client';
import { setSocketSession } from '../lib/socket-auth';
import { GlobalStyle } from '../styles/global-style';
import { themes } from '../styles/themes';

// The socket reconnects when the session changes (login, logout), so the server reads the new cookie.
const sessionOf = (state: ReturnType<typeof useSession.getState>) => (state.username ? `${state.username}:${state.expiredAt}` : null);
setSocketSession(sessionOf(useSession.getState()));
useSession.subscribe((state) => setSocketSession(sessionOf(state)));
// Server data belongs to the user who fetched it: another user (or none) starts from an empty cache.
useSession.subscribe((state, previous) => {
  if (state.username !== previous.username) queryClient.clear();
});

/** The query cache, theme, global style and toasts around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useSettings((s) => s.theme);
  const language = useSettings((s) => s.language);
  useSystemThemeSync();

  // The meta description (index.html ships one language) follows the language the page is shown in.
  useEffect(() => {
    document.documentElement.lang = language;
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  }, [language, t]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themes[theme]}>
        <GlobalStyle />
        {children}
        <ToastContainer regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
