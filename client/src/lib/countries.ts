import { COUNTRY_CODES } from '../../../shared/countries';

export interface CountryOption {
  value: string;
  label: string;
}

const names = new Map<string, Intl.DisplayNames | null>();
const options = new Map<string, CountryOption[]>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch {
      names.set(locale, null);
    }
  }
  return names.get(locale) ?? null;
}

/** "España" / "Spain" for ES; the code itself when Intl does not know it. */
export function countryName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  return displayNames(locale)?.of(upper) ?? upper;
}

/** Every ISO 3166-1 alpha-2 country, named in the locale and sorted the way that language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  let list = options.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    options.set(locale, list);
  }
  return list;
}
