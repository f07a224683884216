import { z } from 'zod';
import type { Language } from '../../../shared/validation.js';
import data from './crisis-resources.json' with { type: 'json' };
import { regionOf, type CountryHints } from './locale-country.js';

export const INTERNATIONAL = 'INT';

const ResourceSchema = z.strictObject({
  country: z.string().regex(/^(?:[A-Z]{2}|INT)$/),
  kind: z.enum(['crisis_line', 'emergency', 'directory']),
  name: z.string().min(1),
  phone: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  url: z.string().regex(/^(?:https:\/\/|tel:)/),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  note: z.strictObject({ es: z.string(), en: z.string() }).optional(),
  /** where the number is published (the operator or the health ministry) */
  source: z.string().regex(/^https:\/\//),
  /** the day the entry was last compared with its source */
  checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const DataSchema = z.strictObject({
  version: z.number().int().positive(),
  compiledAt: z.string(),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(ResourceSchema).min(1)),
  international: ResourceSchema,
});

export type Resource = z.infer<typeof ResourceSchema>;

export interface CrisisResources {
  /** ISO 3166-1 alpha-2 code of the list given, or 'INT' when only the international entry applies. */
  country: string;
  resources: Resource[];
}

/** Parsed once at load, so a bad edit to the JSON fails at start-up and in tests, not in a crisis. */
const DATA = DataSchema.parse(data);
for (const r of [...Object.values(DATA.countries).flat(), DATA.international]) Object.freeze(r);

export const CRISIS_RESOURCES_VERSION = DATA.version;

/** Where a language leads when the country is unknown; English has no single home, so it gets the directory. */
const LANGUAGE_HOME: Record<Language, string | null> = { es: 'ES', en: null };

/** "UK" is not ISO 3166 but is what people (and some geo-IP tables) send for Great Britain. */
const ALIASES: Record<string, string> = { UK: 'GB' };

/**
 * Crisis lines for a country when it is known, else for the language; the international
 * directory always closes the list so there is something to show anywhere in the world.
 */
export function crisisResources(country: string | null, language: Language): CrisisResources {
  const known = knownCountry(country) ?? LANGUAGE_HOME[language];
  const local = known ? DATA.countries[known] ?? [] : [];
  return { country: known ?? INTERNATIONAL, resources: [...local, DATA.international] };
}

/**
 * The country whose lines a post at risk shows, or null for the international directory. A country the
 * person gave (profile) or their browser names (Accept-Language region) wins even when we have no list
 * for it: then the directory is right, not the lines of another country that speaks the same language.
 * Only when neither is known does the chat's language choose (Spanish: Spain).
 */
export function crisisCountry(hints: CountryHints): string | null {
  const named = hints.profile?.trim() || regionOf(hints.acceptLanguage);
  if (named) return knownCountry(named);
  return LANGUAGE_HOME[hints.language];
}

/** Country codes with their own list, for admin screens and tests. */
export function coveredCountries(): string[] {
  return Object.keys(DATA.countries).sort();
}

function knownCountry(country: string | null): string | null {
  if (!country) return null;
  const code = country.trim().toUpperCase();
  const iso = ALIASES[code] ?? code;
  return Object.hasOwn(DATA.countries, iso) ? iso : null;
}
