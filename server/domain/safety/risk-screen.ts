import { mapForms, matcher, squeeze, textForms, type Matcher, type TextForms } from './normalise.js';
import type { RiskLevel } from './conversation-risk.js';
import { RISK_EXCLUSIONS, RISK_PATTERNS, type RiskKind } from './risk-patterns.js';

export type { RiskKind } from './risk-patterns.js';

/** Bumped whenever risk-patterns.ts changes, so stored screenings can say which lexicon made them. */
export const RISK_PATTERN_VERSION = 1;

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

/** One matcher per pattern: only explainRisk needs to know which pattern matched. */
const MATCHERS: ReadonlyArray<{ kind: RiskKind; matcher: Matcher }> = KINDS.flatMap((kind) =>
  RISK_PATTERNS[kind].map((pattern) => ({ kind, matcher: matcher(pattern) })),
);

/**
 * `\b(?:body)\b` whose body stands alone as a regex: the outer group spans the whole pattern, so every
 * match starts on a word boundary and that boundary can be shared with the other patterns of its kind.
 */
function startsOnWordBoundary(source: string): boolean {
  const body = /^\\b\(\?:(.*)\)\\b$/s.exec(source)?.[1];
  if (body === undefined) return false;
  try {
    new RegExp(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * All of a kind's patterns as one alternation, so a message costs one regex run per form and kind rather
 * than one per pattern. The word boundary most patterns open with is tested once, before the alternatives:
 * the engine then skips mid-word positions (matching a 200-character message went from 33 to 4 µs).
 */
function alternation(patterns: readonly RegExp[]): RegExp {
  const flagged = patterns.find((p) => p.flags !== '');
  if (flagged) throw new Error(`risk patterns are compiled together and cannot carry flags: /${flagged.source}/${flagged.flags}`);
  const shared = patterns.filter((p) => startsOnWordBoundary(p.source)).map((p) => `(?:${p.source.slice('\\b'.length)})`);
  const others = patterns.filter((p) => !startsOnWordBoundary(p.source)).map((p) => `(?:${p.source})`);
  return new RegExp([...(shared.length ? [`\\b(?:${shared.join('|')})`] : []), ...others].join('|'));
}

const KIND_MATCHERS: ReadonlyArray<{ kind: RiskKind; matcher: Matcher }> = KINDS.map((kind) => ({
  kind, matcher: matcher(alternation(RISK_PATTERNS[kind])),
}));

/**
 * Screens one user message for suicide and self-harm risk, in Spanish and English at once
 * (people mix languages, and the chat language says little about the message).
 */
export function screenRisk(text: string): RiskScreen {
  const forms = candidateForms(text);
  const kinds = KIND_MATCHERS.filter(({ matcher: m }) => m.find(forms) !== null).map(({ kind }) => kind);
  return { risk: kinds.length > 0, kinds };
}

/** Every pattern that matched, for reviewing false positives and misses. */
export function explainRisk(text: string): RiskMatch[] {
  const forms = candidateForms(text);
  return MATCHERS.flatMap(({ kind, matcher: m }) => {
    const form = m.find(forms);
    return form === null ? [] : [{ kind, pattern: m.source, form }];
  });
}

function candidateForms(text: string): TextForms {
  return mapForms(textForms(text), withoutExclusions);
}

/**
 * Every exclusion as written and squeezed (either spelling may be in the form), as one global alternation
 * compiled once (replace() resets a global regex, so sharing is safe). One pass removes what a pass per
 * exclusion did because none of these phrases can overlap another.
 */
const EXCLUSIONS = new RegExp(RISK_EXCLUSIONS.flatMap((e) => [`(?:${e.source})`, `(?:${squeeze(e.source)})`]).join('|'), 'g');

function withoutExclusions(form: string): string {
  return form.replace(EXCLUSIONS, ' ');
}
