import enPeople from '../locales/en/people.json';
import esPeople from '../locales/es/people.json';
import i18n from './i18n';

/**
 * The texts of professionals, profiles, staff review, search and recommendations live in their own namespace
 * (`people`) and travel with the chunks that show them, not with the entry bundle. Importing this module
 * registers them; every component that calls useTranslation('people') imports it.
 */
export const PEOPLE_NAMESPACE = 'people';

if (!i18n.hasResourceBundle('en', PEOPLE_NAMESPACE)) {
  i18n.addResourceBundle('en', PEOPLE_NAMESPACE, enPeople, true, true);
  i18n.addResourceBundle('es', PEOPLE_NAMESPACE, esPeople, true, true);
}
