import { mapForms, squeeze, textForms, type TextForms } from './normalise.js';
import type { RiskLevel } from './conversation-risk.js';
import { LEARNED, learnedScore, type LearnedModel } from './risk-learned.js';
import { patternFamily } from './pattern-family.js';
import { conceptsIn, scoreConcepts } from './risk-model.js';
import { RISK_EXCLUSIONS, RISK_PATTERNS, type RiskKind } from './risk-patterns.js';

export type { RiskKind } from './risk-patterns.js';

/** Bumped whenever risk-patterns.ts changes, so stored screenings can say which lexicon made them. */
export const RISK_PATTERN_VERSION = 4;

export interface RiskScreen {
  risk: boolean;
  kinds: RiskKind[];
  /** absent: 'moderate' when `risk`, else 'none' (conversation-risk.ts levelOf) */
  level?: RiskLevel;
  /** the warning-sign concepts that fired, for the event and the explanation */
  concepts?: string[];
  /** who raised the level: the local model, or Claude's second opinion */
  by?: 'local' | 'model';
}

export interface RiskMatch {
  kind: RiskKind;
  pattern: string;
  form: string;
}

const KINDS: readonly RiskKind[] = ['explicit', 'coded', 'indirect'];

/** Every phrase pattern, each behind the trigram pre-filter: a kind is found when one of its patterns matches. */
const PHRASES = KINDS.flatMap((kind) => RISK_PATTERNS[kind].map((pattern) => ({ kind, pattern })));
const PHRASE_FAMILY = patternFamily(PHRASES.map(({ pattern }) => pattern));

/** Mentions and other people: a phrase pattern that only matches on one of these is not the writer speaking of themselves. */
const MENTION = /\b(?:(?:cartas?|notas?|mensajes?) de despedida|(?:goodbye|farewell|suicide) (?:letters?|notes?)|suicid\w*|self ?(?:harm|injur)\w*|auto ?lesi\w*|overdos\w*|sobredosis|quitarse|matarse|suicidarse|ahorcarse|morirse|(?:him|her|them) ?sel(?:f|ves)|se (?:quiere|va a|queria|iba a) (?:matar|morir|ahorcar))\b/g;
const MENTION_TEST = new RegExp(MENTION.source);

/**
 * Screens one user message for suicide and self-harm risk, in Spanish and English at once (people mix
 * languages, and the chat language says little about the message). The phrase patterns and the concept
 * model (risk-model.ts) both read it; the level is what their concepts make together, raised by the learned
 * scorer (risk-learned.ts) when it is sure enough. `model: null` is the concept model alone (the training
 * script compares the two).
 */
export function screenRisk(text: string, model: LearnedModel | null = LEARNED): RiskScreen {
  const { forms, direct, directFirstPerson, found, local } = conceptVerdict(text);
  // the learned scorer weighs the concepts with the words around them: it raises a weak verdict or holds back a flag;
  // a message of a word or two with no concept at all ("hello", "message 3") says too little for it to raise
  const form = forms.squeezed[0] ?? '';
  const tooShort = local.level === 'none' && form.split(' ').length < MIN_WORDS;
  const verdict = !model || tooShort ? local
    : scoreConcepts(found, direct, directFirstPerson, { score: learnedScore(form, learnedConcepts(found, local.level), model), threshold: model.threshold });
  const risk = verdict.level === 'moderate' || verdict.level === 'high';
  const kinds = KINDS.filter((k) => verdict.kinds.includes(k));
  return { risk, kinds, level: verdict.level, concepts: verdict.concepts };
}

/** Words a message without any concept needs before the learned scorer may raise it. */
const MIN_WORDS = 3;

/** What the phrase patterns and the concept model say of a message, before the learned scorer. */
function conceptVerdict(text: string) {
  const forms = candidateForms(unstar(text));
  const direct = kindsIn(forms);
  // a phrase may be a mention ("a book about suicide", "a farewell letter in the film"): without the mentions, does one still match?
  // with no mention in any form, taking the mentions out changes nothing: the answer is `direct`'s
  const hasMention = [...forms.plain, ...forms.squeezed].some((f) => MENTION_TEST.test(f));
  const directFirstPerson = (hasMention ? kindsIn(mapForms(forms, (f) => f.replace(MENTION, ' '))) : direct).length > 0;
  const found = conceptsIn(forms);
  return { forms, direct, directFirstPerson, found, local: scoreConcepts(found, direct, directFirstPerson) };
}

/** The concepts the learned scorer weighs: those found, and the concept model's own level ("=low"). */
const learnedConcepts = (found: Set<string>, level: RiskLevel): string[] => [...found, `=${level}`];

/** What the learned scorer reads of a message: its normalised form and its concepts (the training script learns on these). */
export function learnedInput(text: string): { form: string; concepts: string[] } {
  const { forms, found, local } = conceptVerdict(text);
  return { form: forms.squeezed[0] ?? '', concepts: learnedConcepts(found, local.level) };
}

/** The learned scorer's probability for a message, as the screen asks it. */
export function learnedScoreOf(text: string, model: LearnedModel = LEARNED): number {
  const { form, concepts } = learnedInput(text);
  return learnedScore(form, concepts, model);
}

function kindsIn(forms: TextForms): RiskKind[] {
  const found = PHRASE_FAMILY(forms);
  return KINDS.filter((kind) => PHRASES.some((p, i) => p.kind === kind && found[i] !== null));
}

/** Words people star out so that filters miss them, as the risk words they stand for: "k*ll", "su*c*de", "m*rir". */
const STARRABLE = ['kill', 'killing', 'suicide', 'suicidal', 'suicidio', 'suicidar', 'suicidarse', 'suicidarme', 'die', 'dead', 'death', 'morir', 'morirme', 'matarme', 'matar', 'muerte', 'muerto', 'muerta', 'myself', 'cutting', 'cortarme', 'unalive', 'selfharm'];

export function unstar(text: string): string {
  return withEmojiWords(text).replace(/[\p{L}\d*]*\*[\p{L}\d*]*/gu, (token) => {
    if (!/\p{L}/u.test(token)) return token;
    const plain = token.toLowerCase().replace(/[0134]/g, (digit) => DIGIT_LETTER[digit] ?? digit);
    const shape = new RegExp(`^${plain.replace(/\*+/g, (stars) => `\\p{L}{1,${stars.length + 1}}`)}$`, 'u');
    return STARRABLE.find((word) => shape.test(word)) ?? token;
  });
}

/** Digits written for letters inside a starred word: "s*1c1d10". */
const DIGIT_LETTER: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a' };

/** Emoji that stand for a means or a grave, as words (normalise drops emoji); not the skull, which mostly means laughing. */
const EMOJI_WORDS: Record<string, string> = { '🔪': 'knife', '💊': 'pills', '🪢': 'rope', '🪦': 'grave', '⚰️': 'coffin', '⚰': 'coffin', '🩸': 'blood' };
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');
const withEmojiWords = (text: string) => text.replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji] ?? ''} `);

/** The kinds the phrase patterns alone find, one alternation per kind (explainRisk tries them one by one). */
export const phraseKinds = (text: string): RiskKind[] => kindsIn(candidateForms(unstar(text)));

/** Every pattern that matched, for reviewing false positives and misses. */
export function explainRisk(text: string): RiskMatch[] {
  const found = PHRASE_FAMILY(candidateForms(text));
  return PHRASES.flatMap(({ kind, pattern }, i) => {
    const form = found[i] ?? null;
    return form === null ? [] : [{ kind, pattern: pattern.source, form }];
  });
}

function candidateForms(text: string): TextForms {
  return mapForms(textForms(text), (form) => withoutExclusions(expandSlang(form)));
}

/** Chat shorthand, so that the lexicons are written once in full: "q" is "que", "tmrw" is "tomorrow". */
const SLANG: Record<string, string> = {
  q: 'que', k: 'que', pa: 'para', xa: 'para', x: 'por', xq: 'porque', pq: 'porque', porq: 'porque', d: 'de', toy: 'estoy',
  tmb: 'tambien', tb: 'tambien', tmrw: 'tomorrow', tmr: 'tomorrow', '2morrow': 'tomorrow', tonite: 'tonight', '2nite': 'tonight',
  u: 'you', ur: 'your', cuz: 'because', coz: 'because', bc: 'because', ppl: 'people', smth: 'something', nd: 'and', rn: 'right now',
};
const SLANG_WORDS = new RegExp(`\\b(?:${Object.keys(SLANG).join('|')})\\b`, 'g');
const expandSlang = (form: string) => form.replace(SLANG_WORDS, (word) => SLANG[word] ?? word);

/**
 * Every exclusion as written and squeezed (either spelling may be in the form), as one global alternation
 * compiled once (replace() resets a global regex, so sharing is safe). One pass removes what a pass per
 * exclusion did because none of these phrases can overlap another.
 */
const EXCLUSIONS = new RegExp(RISK_EXCLUSIONS.flatMap((e) => [`(?:${e.source})`, `(?:${squeeze(e.source)})`]).join('|'), 'g');

function withoutExclusions(form: string): string {
  return form.replace(EXCLUSIONS, ' ');
}
