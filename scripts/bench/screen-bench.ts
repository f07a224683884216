import { performance } from 'node:perf_hooks';
import { screenRisk } from '../../server/domain/safety/risk-screen.js';
import { syntheticMessages, tuningTexts } from './lib/screen-corpus.js';

/**
 * Micro-bench of the risk screen alone (every post is screened on the append path): µs per message over the
 * tuning material and over generated ordinary chat messages, short (≤ 80 characters) and long apart. Rounds
 * alternate the sets; the figure is the median round, so a burst of load on a shared machine moves it less.
 *   npx tsx scripts/bench/screen-bench.ts [rounds]
 */

const rounds = Number(process.argv[2] ?? 7);
const chat = syntheticMessages(400);
const sets: Record<string, string[]> = {
  tuning: tuningTexts(),
  'chat, short': chat.filter((t) => t.length <= 80),
  'chat, long': chat.filter((t) => t.length > 80),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

for (const texts of Object.values(sets)) for (const t of texts) screenRisk(t); // warm-up: compile and JIT
const perSet = new Map<string, number[]>(Object.keys(sets).map((name) => [name, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const [name, texts] of Object.entries(sets)) {
    const start = performance.now();
    for (const t of texts) screenRisk(t);
    perSet.get(name)?.push(((performance.now() - start) * 1000) / texts.length);
  }
}
for (const [name, texts] of Object.entries(sets)) {
  const avgChars = Math.round(texts.reduce((s, t) => s + t.length, 0) / texts.length);
  console.log(`${name.padEnd(12)} ${String(texts.length).padStart(5)} texts, ~${avgChars} chars: median ${median(perSet.get(name) ?? []).toFixed(1)} µs/message over ${rounds} rounds`);
}
