import { useEffect } from 'react';
import { useSettings } from '../stores/settings-store';

/** Keeps the theme in step with the system colour scheme while the user has not chosen one. */
export function useSystemThemeSync(): void {
  const followSystemTheme = useSettings((s) => s.followSystemTheme);
  useEffect(() => {
    if (!window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => followSystemTheme(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [followSystemTheme]);
}
