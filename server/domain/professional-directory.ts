import type { Specialization } from '../../shared/people.js';
import { SPECIALIZATION_NAMES } from '../../shared/specializations.js';
import { foldText } from './highlight.js';

/**
 * Matching and ordering of the directory of professionals: pure, so both stores rank alike. Text is folded
 * as everywhere in search (highlight.ts: NFD, combining marks stripped, lower case), so "ansiedad" finds
 * "ANSIEDÁD" and "psicologia" finds "Psicología".
 */
export interface DirectoryEntry {
  username: string;
  description: string;
  specialization: Specialization | null;
  countryIso: string | null;
  ratingAverage: number | null;
}

/** A word found in a specialisation or country name says more about the person than one in free text. */
const WEIGHT = { specialization: 3, country: 3, description: 1 } as const;
const WHOLE_WORD_BONUS = 1;
/** "de" or "es" typed alone is more likely the country code than the Spanish word */
const COUNTRY_CODE_SCORE = WEIGHT.country + WHOLE_WORD_BONUS + 1;

const regionNames = (['es', 'en'] as const).map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));

interface Fields { specialization: string; country: string; countryCode: string; description: string }

function fieldsOf(entry: DirectoryEntry): Fields {
  const names = entry.specialization ? Object.values(SPECIALIZATION_NAMES[entry.specialization]) : [];
  const code = entry.countryIso?.toUpperCase() ?? '';
  const countries = code ? regionNames.map((n) => n.of(code) ?? code) : [];
  return {
    specialization: foldText([entry.specialization?.replace(/_/g, ' ') ?? '', ...names].join(' \n ')),
    country: foldText(countries.join(' \n ')),
    countryCode: code.toLowerCase(),
    description: foldText(entry.description),
  };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWholeWord = (hay: string, at: number, length: number) =>
  !WORD_CHAR.test(hay[at - 1] ?? '') && !WORD_CHAR.test(hay[at + length] ?? '');

/** How well one word fits one field: 0 when absent, more when it stands as a word of its own. */
function fit(hay: string, word: string, weight: number): number {
  let best = 0;
  for (let at = hay.indexOf(word); at !== -1 && best < weight + WHOLE_WORD_BONUS; at = hay.indexOf(word, at + 1)) {
    best = Math.max(best, weight + (isWholeWord(hay, at, word.length) ? WHOLE_WORD_BONUS : 0));
  }
  return best;
}

/** The folded words of a query, each to be found somewhere. */
export const queryWords = (query: string): string[] => foldText(query).split(/\s+/).filter(Boolean);

/** The score of an entry for every word, or null when some word matches nowhere. An empty query matches all. */
export function directoryScore(entry: DirectoryEntry, words: readonly string[]): number | null {
  const fields = fieldsOf(entry);
  let score = 0;
  for (const word of words) {
    const best = Math.max(
      fit(fields.specialization, word, WEIGHT.specialization),
      fields.countryCode === word ? COUNTRY_CODE_SCORE : fit(fields.country, word, WEIGHT.country),
      fit(fields.description, word, WEIGHT.description),
    );
    if (best === 0) return null;
    score += best;
  }
  return score;
}

/** Best match first, then the better rated (unrated last), then by username. */
export function rankDirectory<E extends DirectoryEntry>(entries: readonly E[], query: string): E[] {
  const words = queryWords(query);
  const scored = entries.flatMap((entry) => {
    const score = directoryScore(entry, words);
    return score === null ? [] : [{ entry, score }];
  });
  scored.sort((a, b) => b.score - a.score
    || (b.entry.ratingAverage ?? -1) - (a.entry.ratingAverage ?? -1)
    || a.entry.username.toLowerCase().localeCompare(b.entry.username.toLowerCase(), 'en'));
  return scored.map((s) => s.entry);
}
