import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../shared/validation';
import en from '../locales/en/translation.json';
import es from '../locales/es/translation.json';
import { getCookie } from './cookies';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const satisfies readonly Language[];
export const INITIAL_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The saved cookie, else the browser language when it is es or en, else the initial language (es). */
export function detectLanguage(): Language {
  const saved = getCookie('language');
  if (isLanguage(saved)) return saved;
  if (typeof navigator !== 'undefined') {
    for (const candidate of navigator.languages ?? [navigator.language]) {
      const short = candidate?.slice(0, 2).toLowerCase();
      if (isLanguage(short)) return short;
    }
  }
  return INITIAL_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

export default i18n;
