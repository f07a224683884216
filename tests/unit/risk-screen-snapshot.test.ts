import { describe, expect, it } from 'vitest';
import snapshot from './fixtures/risk-screen-snapshot.json' with { type: 'json' };
import { explainRisk, learnedScoreOf, screenRisk } from '../../server/domain/safety/risk-screen.js';

/**
 * The risk screen is made faster without changing a verdict: every text of the tuning material and 400
 * generated chat messages (scripts/bench/lib/screen-corpus.ts) must get exactly what the screen said when
 * scripts/record-screen-snapshot.ts recorded them (level, kinds, concepts and fired rules in order, the
 * learned score to the last bit, the matching patterns).
 */
describe('risk screen snapshot', () => {
  it('holds at least the tuning material and the synthetic messages', () => {
    expect(snapshot.length).toBeGreaterThan(1500);
  });

  it('gives every recorded text the very same screen, with and without the learned scorer', () => {
    const differing = snapshot.filter((row) => {
      const now = { screen: screenRisk(row.text), conceptsOnly: screenRisk(row.text, null) };
      return JSON.stringify(now) !== JSON.stringify({ screen: row.screen, conceptsOnly: row.conceptsOnly });
    });
    expect(differing.map((row) => row.text)).toEqual([]);
  });

  it('gives every recorded text the same learned score and the same matching patterns', () => {
    const differing = snapshot.filter((row) => learnedScoreOf(row.text) !== row.score
      || JSON.stringify(explainRisk(row.text).map((m) => `${m.kind}:${m.form}:${m.pattern}`)) !== JSON.stringify(row.patterns));
    expect(differing.map((row) => row.text)).toEqual([]);
  });
});
