import i18n from '../../../lib/i18n';
import enLegal from '../../../locales/en/legal.json';
import esLegal from '../../../locales/es/legal.json';

/**
 * The legal texts are long, so they live in their own namespace (`legal`) and travel with the legal route's
 * chunk instead of the entry bundle. Importing this module registers them.
 */
export const LEGAL_NAMESPACE = 'legal';

if (!i18n.hasResourceBundle('en', LEGAL_NAMESPACE)) {
  i18n.addResourceBundle('en', LEGAL_NAMESPACE, enLegal, true, true);
  i18n.addResourceBundle('es', LEGAL_NAMESPACE, esLegal, true, true);
}

/** When the texts were last reviewed (noon UTC, so every time zone shows the same day). */
export const LEGAL_UPDATED = Date.UTC(2026, 10, 21, 12);
