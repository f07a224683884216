import 'i18next';
import type en from './locales/en/translation.json';
import type enLegal from './locales/en/legal.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; legal: typeof enLegal };
    returnNull: false;
  }
}
