import { DICHOTOMIES, STATEMENTS, type Dichotomy, type Pole } from './questions.js';

export type Answer = 1 | 2 | 3 | 4 | 5;

// Matched in order on lower-case text without accents: the longer phrases first ("not at all" before "no").
const WORDS: [RegExp, Answer][] = [
  [/\b(strongly disagree|totally disagree|completely disagree|not at all|never|muy en desacuerdo|totalmente en desacuerdo|para nada|en absoluto|nunca)\b/, 1],
  [/\b(strongly agree|totally agree|completely agree|absolutely|definitely|muy de acuerdo|totalmente de acuerdo|totalmente|completamente|siempre|always)\b/, 5],
  [/\b(neutral|in between|sometimes|maybe|depends|not sure|no idea|ni de acuerdo ni en desacuerdo|ni si ni no|a veces|depende|quizas|tal vez|no se|regular)\b/, 3],
  [/\b(disagree|not really|mostly not|rather not|en desacuerdo|mas bien no|no mucho|no tanto|no)\b/, 2],
  [/\b(agree|mostly|rather|yes|de acuerdo|mas bien si|bastante|si)\b/, 4],
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A Likert answer from a chat message: a lone digit 1-5 or words of the scale, in either language. */
export function parseAnswer(message: string): Answer | null {
  const text = fold(message);
  const digit = /^\D*([1-5])\D*$/.exec(text);
  if (digit) return Number(digit[1]) as Answer;
  for (const [pattern, answer] of WORDS) if (pattern.test(text)) return answer;
  return null;
}

export interface Progress {
  answers: Answer[];
  next: number | null;
  lastUnclear: boolean;
  /** how many messages could not be read as an answer: the first gets the full explanation, later ones a short one */
  unclear: number;
}

/**
 * Where a questionnaire stands, replayed from the person's messages in order: the first one starts the test,
 * each later one that parses answers the pending statement, anything else is ignored and the statement asked again.
 */
export function progress(userMessages: string[]): Progress {
  const answers: Answer[] = [];
  let lastUnclear = false;
  let unclear = 0;
  for (const message of userMessages.slice(1)) {
    if (answers.length === STATEMENTS.length) break;
    const answer = parseAnswer(message);
    lastUnclear = answer === null;
    if (answer !== null) answers.push(answer);
    else unclear += 1;
  }
  return { answers, next: answers.length < STATEMENTS.length ? answers.length : null, lastUnclear, unclear };
}

export interface MbtiResult {
  type: string;
  /** percentage of the first pole of each dichotomy (E, S, T, J); the second pole is 100 minus it */
  percentages: Record<Dichotomy, number>;
}

const FIRST: Record<Dichotomy, Pole> = { EI: 'E', SN: 'S', TF: 'T', JP: 'J' };
const SECOND: Record<Dichotomy, Pole> = { EI: 'I', SN: 'N', TF: 'F', JP: 'P' };

/**
 * Deterministic scoring: each answer moves its dichotomy by (answer - 3) towards the statement's pole; the
 * result is the first pole's share in percent, rounded. A tie (exactly 50) goes to the second pole, so that
 * neutral answers throughout always give INFP and no coin is ever tossed.
 */
export function scoreMbti(answers: Answer[]): MbtiResult {
  if (answers.length !== STATEMENTS.length) throw new Error(`need ${STATEMENTS.length} answers, got ${answers.length}`);
  const percentages = {} as Record<Dichotomy, number>;
  for (const dichotomy of DICHOTOMIES) {
    let sum = 0;
    let span = 0;
    STATEMENTS.forEach((statement, i) => {
      if (statement.dichotomy !== dichotomy) return;
      sum += (answers[i] - 3) * (statement.pole === FIRST[dichotomy] ? 1 : -1);
      span += 2;
    });
    percentages[dichotomy] = Math.round(50 + (sum / span) * 50);
  }
  const type = DICHOTOMIES.map((d) => (percentages[d] > 50 ? FIRST[d] : SECOND[d])).join('');
  return { type, percentages };
}
