/*
 * npm run bench [-- --quick] [-- --only=fanout,throughput,append,cold,idle,tokens,backpressure] [-- --fanout=100,1000] [-- --profile]
 * Starts the real server (sqlite, NODE_ENV=production) and a bare Socket.IO baseline in the same run, drives
 * both from a separate client process on loopback, prints a table and writes bench/results/*.json.
 * See docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendBench } from './benches/append.js';
import { backpressureBench } from './benches/backpressure.js';
import { coldBench } from './benches/cold.js';
import { fanoutBench } from './benches/fanout.js';
import { idleBench } from './benches/idle.js';
import { throughputBench } from './benches/throughput.js';
import { tokensBench } from './benches/tokens.js';
import type { BenchOptions, Row } from './benches/types.js';

const BENCHES = { fanout: fanoutBench, throughput: throughputBench, append: appendBench, cold: coldBench, idle: idleBench, tokens: tokensBench, backpressure: backpressureBench };

const args = process.argv.slice(2);
const sizes = args.find((a) => a.startsWith('--fanout='))?.slice('--fanout='.length).split(',').map(Number);
const options: BenchOptions = { quick: args.includes('--quick'), profile: args.includes('--profile'), fanoutSizes: sizes };
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const selected = (Object.keys(BENCHES) as (keyof typeof BENCHES)[]).filter((name) => !only || only.includes(name));

function table(rows: Row[]): string {
  const head = ['bench', 'case', 'metric', 'psycare', 'baseline', 'ratio', 'target', 'met', 'note'];
  const cells = rows.map((r) => [r.bench, r.case, r.metric, String(r.psycare), r.baseline === null ? '—' : String(r.baseline), r.ratio === null ? '—' : `${r.ratio}×`, r.target, r.met ? 'yes' : 'NO', r.note ?? '']);
  const lines = [head, head.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`);
  return lines.join('\n');
}

async function main() {
  const outDir = path.resolve('bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const all: Row[] = [];
  const machine = { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) };
  for (const name of selected) {
    const t0 = Date.now();
    process.stdout.write(`running ${name}${options.quick ? ' (quick)' : ''}... `);
    try {
      const { rows, raw } = await BENCHES[name](options);
      all.push(...rows);
      fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify({ bench: name, quick: options.quick, at: new Date().toISOString(), machine, rows, raw }, null, 2));
      console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      console.log('failed');
      console.error(error);
      all.push({ bench: name, case: 'run', metric: 'error', psycare: Number.NaN, baseline: null, ratio: null, target: '', met: false, note: String((error as Error).message).split('\n')[0] });
    }
  }
  const summary = table(all);
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ quick: options.quick, at: new Date().toISOString(), seconds: (Date.now() - started) / 1000, machine, rows: all }, null, 2));
  console.log(`\n${summary}\n\n${all.filter((r) => r.met).length}/${all.length} rows met their target, in ${((Date.now() - started) / 1000).toFixed(0)} s. Results: bench/results/`);
}

void main();
