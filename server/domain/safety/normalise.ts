/**
 * Text normalisation shared by the risk screener and the topic classifier.
 * The output keeps only lowercase ASCII-ish letters, digits and single spaces, so that
 * the curated patterns can be written once, without accents or punctuation.
 */

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', '$': 's' };

/** Apostrophes are dropped rather than spaced so "can't" reads as "cant" and "i'm" as "im". */
const APOSTROPHES = /['’‘`´]/g;

/** Only words holding a leetspeak character go through unLeet: most hold none, and splitting every word tripled normalise's time. */
const WORD_WITH_LEET = /\S*[0134@$!|]\S*/g;

export function normalise(text: string): string {
  const plain = stripAccents(text.toLowerCase()).replace(APOSTROPHES, '');
  return plain
    .replace(WORD_WITH_LEET, unLeet)
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Leetspeak is only undone inside words that also hold letters: "su1c1de" is a word,
 * while "024" or "3 pm" are numbers and stay numbers. "!" and "|" count as "i" only
 * between letters ("d!e"), never at the end of a sentence.
 */
function unLeet(word: string): string {
  if (!/\p{L}/u.test(word)) return word;
  return word.replace(/[0134@$]/g, (c) => LEET[c] ?? c).replace(/(?<=\p{L})[!|](?=\p{L})/gu, 'i');
}

/** Every run of one repeated letter becomes one letter: "moriir" -> "morir", "kill" -> "kil". */
export function squeeze(normalised: string): string {
  return normalised.replace(/(\p{L})\1+/gu, '$1');
}

/**
 * Spaced-out spelling ("s u i c i d e", "k.m.s") turns into runs of one-letter words;
 * three or more of them in a row are joined back into one word.
 */
export function joinSpelled(normalised: string): string {
  return normalised.replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (run) => run.replace(/ /g, ''));
}

/**
 * A message is tried in two spellings: as normalised (also with spelled-out words joined),
 * and squeezed. Squeezed text is only ever tested against squeezed patterns, so that
 * "kiiill myselfff" meets "kil myself" and a lookahead such as "(?! el flequillo)"
 * still reads "flequilo" on both sides.
 */
export interface TextForms {
  plain: string[];
  squeezed: string[];
}

export function textForms(text: string): TextForms {
  const base = normalise(text);
  const plain = [...new Set([base, joinSpelled(base)])];
  return { plain, squeezed: [...new Set(plain.map(squeeze))] };
}

export interface Matcher {
  source: string;
  /** The first form the pattern matched, or null. */
  find(forms: TextForms): string | null;
}

/** Pattern literals never hold doubled letters on purpose, so squeezing the source is safe. */
export const squeezedPattern = (pattern: RegExp): RegExp => new RegExp(pattern.source.replace(/([a-z])\1+/g, '$1'), pattern.flags);

export function matcher(pattern: RegExp): Matcher {
  const squeezed = squeezedPattern(pattern);
  return {
    source: pattern.source,
    find: (forms) => forms.plain.find((f) => pattern.test(f)) ?? forms.squeezed.find((f) => squeezed.test(f)) ?? null,
  };
}

export function mapForms(forms: TextForms, fn: (form: string) => string): TextForms {
  return { plain: forms.plain.map(fn), squeezed: forms.squeezed.map(fn) };
}
