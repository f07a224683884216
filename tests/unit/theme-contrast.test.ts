import { describe, expect, it } from 'vitest';
import { themes, type Palette } from '../../client/src/styles/themes';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type Key = keyof Palette;

/** Every foreground/background pair the components draw text with (4.5:1), and non-text UI (3:1). */
const TEXT: [Key, Key][] = [
  ['text', 'bg'], ['text', 'surface'], ['text', 'surfaceAlt'], ['text', 'botBubble'], ['text', 'warmSoft'],
  ['textMuted', 'bg'], ['textMuted', 'surface'], ['textMuted', 'surfaceAlt'],
  ['primary', 'bg'], ['primary', 'surface'], ['primary', 'surfaceAlt'],
  ['onPrimary', 'primary'], ['onPrimary', 'primaryHover'], ['onPrimarySoft', 'primarySoft'],
  ['accent', 'surfaceAlt'], ['accent', 'surface'],
  ['danger', 'surface'], ['danger', 'bg'], ['danger', 'dangerSoft'], ['surface', 'danger'],
  ['success', 'successSoft'], ['success', 'surface'], ['warning', 'warningSoft'], ['warning', 'surface'],
  ['info', 'infoSoft'], ['info', 'surface'], ['onUserBubble', 'userBubble'],
];
const UI: [Key, Key][] = [['focus', 'bg'], ['focus', 'surface'], ['primary', 'bg'], ['danger', 'surface']];

describe('theme palettes meet WCAG AA', () => {
  for (const theme of Object.values(themes)) {
    it(`${theme.name}: text pairs 4.5:1, focus ring and controls 3:1`, () => {
      const failing = [
        ...TEXT.map(([fg, bg]) => [fg, bg, contrast(theme.colors[fg], theme.colors[bg]), 4.5] as const),
        ...UI.map(([fg, bg]) => [fg, bg, contrast(theme.colors[fg], theme.colors[bg]), 3] as const),
      ].filter(([, , ratio, min]) => ratio < min).map(([fg, bg, ratio, min]) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
      expect(failing).toEqual([]);
    });
  }

  it('computes known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
