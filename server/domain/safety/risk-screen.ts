import { mapForms, matcher, squeeze, textForms, type Matcher, type TextForms } from './normalise.js';
import { RISK_EXCLUSIONS, RISK_PATTERNS, type RiskKind } from './risk-patterns.js';

export type { RiskKind } from './risk-patterns.js';

/** Bumped whenever risk-patterns.ts changes, so stored screenings can say which lexicon made them. */
export const RISK_PATTERN_VERSION = 1;

export interface RiskScreen {
  risk: boolean;
  kinds: RiskKind[];
}

export interface RiskMatch {
  kind: RiskKind;
  pattern: string;
  form: string;
}

const KINDS: readonly RiskKind[] = ['explicit', 'coded', 'indirect'];

const MATCHERS: ReadonlyArray<{ kind: RiskKind; matcher: Matcher }> = KINDS.flatMap((kind) =>
  RISK_PATTERNS[kind].map((pattern) => ({ kind, matcher: matcher(pattern) })),
);

/**
 * Screens one user message for suicide and self-harm risk, in Spanish and English at once
 * (people mix languages, and the chat language says little about the message).
 */
export function screenRisk(text: string): RiskScreen {
  const forms = candidateForms(text);
  const kinds = KINDS.filter((kind) => MATCHERS.some((m) => m.kind === kind && m.matcher.find(forms) !== null));
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

/** Each exclusion as written and squeezed, compiled once (replace() resets a global regex, so sharing is safe). */
const EXCLUSIONS: ReadonlyArray<readonly [RegExp, RegExp]> = RISK_EXCLUSIONS.map((e) => [e, new RegExp(squeeze(e.source), e.flags)] as const);

/** Exclusions are tried as written and squeezed, since either spelling may be in the form. */
function withoutExclusions(form: string): string {
  return EXCLUSIONS.reduce((acc, [plain, squeezed]) => acc.replace(plain, ' ').replace(squeezed, ' '), form);
}
