import model from './risk-learned.json' with { type: 'json' };

/**
 * A small learned scorer beside the concept model: logistic regression over words, word pairs, character
 * n-grams and the concepts the lexicons found, trained offline by scripts/train-risk-model.ts on the training
 * material (never the held-out set), its weights in risk-learned.json. It catches phrasings that meet no
 * concept of the lexicons but read like the risky messages it learned from ("hoping my heart gives out"), and
 * weighs a concept against the words around it (a seminar, a recovery told as over).
 * Features are hashed into a fixed number of slots (the hashing trick, the same in training and here), so
 * scoring builds no strings: it runs on every message posted. Pure and deterministic.
 */

export interface LearnedFeatureShape {
  /** lengths of the character n-grams, ascending */
  char: number[];
  /** n-grams run across word boundaries ("o die", "e morir"), not only inside each word */
  across: boolean;
  /** the concepts found and the concept model's level are features too */
  concepts: boolean;
  /** the features are hashed into 2^bits slots */
  bits: number;
}

export interface LearnedModel {
  version: number;
  features: LearnedFeatureShape;
  /** per level the concept model reached, the score a flag needs; chosen by cross-validation (the script prints how) */
  threshold: { none: number; low: number; moderate: number; high: number };
  bias: number;
  /** weight per slot that has one */
  weights: Record<string, number>;
}

export const LEARNED: LearnedModel = model;

const SPACE = 32;
const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;
/** one FNV-1a step */
const mix = (h: number, code: number): number => Math.imul(h ^ code, PRIME);
/** spreads the bits before they are cut to a slot */
function slot(h: number, mask: number): number {
  let x = h ^ (h >>> 15);
  x = Math.imul(x, 0x2c1b3c6d);
  x ^= x >>> 12;
  return (x >>> 0) & mask;
}
const SEED = { word: mix(OFFSET, 1), pair: mix(OFFSET, 2), char: mix(OFFSET, 3), concept: mix(OFFSET, 4) };

function hashText(text: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < text.length; i += 1) h = mix(h, text.charCodeAt(i));
  return h;
}

/**
 * Calls `meet` with the slot of each feature of a message, from its normalised and squeezed form (normalise.ts,
 * single spaces) and its concepts: each word, each pair of neighbouring words, each character n-gram (of the text
 * padded with spaces, or of each word so padded) and each concept. Repeats are met again.
 */
function eachFeature(form: string, concepts: Iterable<string>, shape: LearnedFeatureShape, meet: (slot: number) => void): void {
  const mask = (1 << shape.bits) - 1;
  const text = form.trim();
  let previous = 0;
  let hasPrevious = false;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    if (end > start) {
      const word = hashText(text.slice(start, end), SEED.word);
      meet(slot(word, mask));
      if (hasPrevious) meet(slot(mix(mix(SEED.pair, previous), word), mask));
      if (!shape.across) charGrams(text, start - 1, end + 1, shape.char, mask, meet);
      previous = word;
      hasPrevious = true;
    }
    start = end + 1;
  }
  if (shape.across && text.length) charGrams(text, -1, text.length + 1, shape.char, mask, meet);
  if (shape.concepts) for (const concept of concepts) meet(slot(hashText(concept, SEED.concept), mask));
}

/** The character n-grams of text[from, to), where a position outside the text reads as a space. */
function charGrams(text: string, from: number, to: number, lengths: number[], mask: number, meet: (slot: number) => void): void {
  const longest = lengths[lengths.length - 1] ?? 0;
  const shortest = lengths[0] ?? 1;
  const wanted = new Uint8Array(longest + 1);
  for (const n of lengths) wanted[n] = 1;
  for (let at = from; at + shortest <= to; at += 1) {
    let h = SEED.char;
    const last = Math.min(longest, to - at);
    for (let n = 1; n <= last; n += 1) {
      const i = at + n - 1;
      h = mix(h, i < 0 || i >= text.length ? SPACE : text.charCodeAt(i));
      if (wanted[n] === 1) meet(slot(mix(h, n), mask));
    }
  }
}

/** The slots of a message's features, in the order the scorer meets them (the training script learns on these). */
export function learnedFeatures(form: string, concepts: Iterable<string> = [], shape: LearnedFeatureShape = LEARNED.features): number[] {
  const slots: number[] = [];
  eachFeature(form, concepts, shape, (s) => slots.push(s));
  return slots;
}

const TABLES = new WeakMap<LearnedModel, Float32Array>();

function tableOf(m: LearnedModel): Float32Array {
  let table = TABLES.get(m);
  if (!table) {
    table = new Float32Array(1 << m.features.bits);
    for (const [at, weight] of Object.entries(m.weights)) table[Number(at)] = weight;
    TABLES.set(m, table);
  }
  return table;
}

/** A message longer than this many words is also read in windows of WINDOW words, each half over the next. */
const LONG = 40;
const WINDOW = 20;

/**
 * The probability the model gives to "risky": the weights of the features met, summed in the order met and
 * scaled by 1/sqrt(number met), so long messages do not win by length. So that a long day told in full does not
 * drown the one sentence that matters in it either, a long message takes the highest score of its windows.
 */
export function learnedScore(form: string, concepts: Iterable<string> = [], m: LearnedModel = LEARNED): number {
  const known = [...concepts];
  const whole = scoreOf(form, known, m);
  const words = form.split(' ').filter(Boolean);
  if (words.length <= LONG) return whole;
  let best = whole;
  for (let at = 0; at < words.length - WINDOW / 2; at += WINDOW / 2) best = Math.max(best, scoreOf(words.slice(at, at + WINDOW).join(' '), known, m));
  return best;
}

function scoreOf(form: string, concepts: string[], m: LearnedModel): number {
  const table = tableOf(m);
  let count = 0;
  let sum = 0;
  eachFeature(form, concepts, m.features, (s) => {
    count += 1;
    sum += table[s] ?? 0;
  });
  if (count === 0) return 0;
  const z = m.bias + sum / Math.sqrt(count);
  return 1 / (1 + Math.exp(-z));
}
