import { writeFileSync } from 'node:fs';
import { explainRisk, learnedScoreOf, screenRisk } from '../server/domain/safety/risk-screen.js';
import { screenCorpus } from './bench/lib/screen-corpus.js';

/**
 * Records what the risk screen says about every text of scripts/bench/lib/screen-corpus.ts, so that a change
 * made for speed can be held to the very same verdicts (tests/unit/risk-screen-snapshot.test.ts). Re-record
 * only when the verdicts are meant to change (a lexicon or model change), never to make a speed change pass.
 *   npx tsx scripts/record-screen-snapshot.ts
 */

export const SNAPSHOT_FILE = 'tests/unit/fixtures/risk-screen-snapshot.json';

const rows = screenCorpus().map((text) => ({
  text,
  screen: screenRisk(text),
  conceptsOnly: screenRisk(text, null),
  score: learnedScoreOf(text),
  patterns: explainRisk(text).map((m) => `${m.kind}:${m.form}:${m.pattern}`),
}));
writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(rows, null, 0).replace(/\},\{"text"/g, '},\n{"text"')}\n`);
console.log(`${rows.length} texts recorded in ${SNAPSHOT_FILE}: ${rows.filter((r) => r.screen.risk).length} flagged`);
