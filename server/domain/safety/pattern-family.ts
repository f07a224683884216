import { squeezedPattern, type TextForms } from './normalise.js';
import { gramIndex } from './prefilter.js';

/**
 * Many patterns tried on a message's forms at once, each as `matcher` (normalise.ts) would: plain forms with
 * the pattern, squeezed forms with its squeezed twin. The trigram pre-filter (prefilter.ts) skips every
 * pattern the form cannot match, so only the few whose anchors are present run.
 */
export type PatternFamily = (forms: TextForms) => Array<string | null>;

export function patternFamily(patterns: readonly RegExp[]): PatternFamily {
  const squeezed = patterns.map(squeezedPattern);
  const plainIndex = gramIndex(patterns.map((p) => p.source));
  const squeezedIndex = gramIndex(squeezed.map((p) => p.source));
  return (forms) => {
    const mayPlain = forms.plain.map((f) => plainIndex.mayMatch(f));
    const maySqueezed = forms.squeezed.map((f) => squeezedIndex.mayMatch(f));
    return patterns.map((pattern, i) => firstMatch(forms.plain, mayPlain, pattern, i) ?? firstMatch(forms.squeezed, maySqueezed, squeezed[i] ?? pattern, i));
  };
}

function firstMatch(texts: string[], may: Uint8Array[], pattern: RegExp, i: number): string | null {
  for (let k = 0; k < texts.length; k += 1) {
    const text = texts[k] ?? '';
    if (may[k]?.[i] === 1 && pattern.test(text)) return text;
  }
  return null;
}
