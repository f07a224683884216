import 'i18next';
import type en from './locales/en/translation.json';
import type enLegal from './locales/en/legal.json';
import type enPeople from './locales/en/people.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; legal: typeof enLegal; people: typeof enPeople };
    returnNull: false;
  }
}
