import { create } from 'zustand';
import type { Language } from '../../../../../shared/validation';
import { getCookie, setCookie } from '../../../lib/cookies';
import i18n, { detectLanguage } from '../../../lib/i18n';
import type { ThemeName } from '../../../styles/themes';

const THEME_COLOR: Record<ThemeName, string> = { light: '#f6f7f4', dark: '#0f1615' };

function systemTheme(): ThemeName {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function savedTheme(): ThemeName | null {
  const saved = getCookie('theme');
  return saved === 'light' || saved === 'dark' ? saved : null;
}

function applyTheme(theme: ThemeName): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

interface SettingsState {
  theme: ThemeName;
  /** true once the user picked a theme (saved in the cookie); until then it follows the system */
  themeChosen: boolean;
  language: Language;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  /** follow a change of the system colour scheme, unless the user chose a theme */
  followSystemTheme: (theme: ThemeName) => void;
  setLanguage: (language: Language) => void;
}

const initialTheme = savedTheme();
const initialLanguage = detectLanguage();
applyTheme(initialTheme ?? systemTheme());
applyLanguage(initialLanguage);

/** Theme (light/dark) and language (es/en), each saved in a session cookie on path `/`. */
export const useSettings = create<SettingsState>()((set, get) => ({
  theme: initialTheme ?? systemTheme(),
  themeChosen: initialTheme !== null,
  language: initialLanguage,
  setTheme: (theme) => {
    setCookie('theme', theme);
    applyTheme(theme);
    set({ theme, themeChosen: true });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  followSystemTheme: (theme) => {
    if (get().themeChosen) return;
    applyTheme(theme);
    set({ theme });
  },
  setLanguage: (language) => {
    setCookie('language', language);
    applyLanguage(language);
    void i18n.changeLanguage(language);
    set({ language });
  },
}));
