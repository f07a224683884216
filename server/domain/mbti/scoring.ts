import { DICHOTOMIES, STATEMENTS, type Dichotomy, type Pole } from './questions.js';

export type Answer = 1 | 2 | 3 | 4 | 5;

const WORDS: [RegExp, Answer][] = [
  [/\b(strongly disagree|muy en desacuerdo|totalmente en desacuerdo)\b/, 1],
  [/\b(strongly agree|muy de acuerdo|totalmente de acuerdo)\b/, 5],
  [/\b(disagree|en desacuerdo)\b/, 2],
  [/\b(agree|de acuerdo)\b/, 4],
  [/\b(neutral|ni de acuerdo ni en desacuerdo)\b/, 3],
];

/** A Likert answer from a chat message: a lone digit 1-5 or the scale's words, in either language. */
export function parseAnswer(message: string): Answer | null {
  const text = message.trim().toLowerCase();
  const digit = /^\D*([1-5])\D*$/.exec(text);
  if (digit) return Number(digit[1]) as Answer;
  for (const [pattern, answer] of WORDS) if (pattern.test(text)) return answer;
  return null;
}

/**
 * Where a questionnaire stands, replayed from the person's messages in order: the first one starts the test,
 * each later one that parses answers the pending statement, anything else is ignored and the statement asked again.
 */
export function progress(userMessages: string[]): { answers: Answer[]; next: number | null; lastUnclear: boolean } {
  const answers: Answer[] = [];
  let lastUnclear = false;
  for (const message of userMessages.slice(1)) {
    if (answers.length === STATEMENTS.length) break;
    const answer = parseAnswer(message);
    lastUnclear = answer === null;
    if (answer !== null) answers.push(answer);
  }
  return { answers, next: answers.length < STATEMENTS.length ? answers.length : null, lastUnclear };
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
