/**
 * Bundle budget for the landing route, run after `vite build` (see the `build` script).
 *
 * Reads the Vite manifest and sums the gzipped size of what a first visit to `/` downloads before it can
 * render: the entry chunk, the landing route chunk and every chunk they import statically (dynamic imports
 * are other routes and stay out). Prints the list and fails when the total is over the budget.
 *
 *   BUNDLE_BUDGET_KB=200 (default)   budget in kB (1 kB = 1000 bytes, as Vite prints sizes)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const OUT_DIR = path.resolve('dist/client');
const LANDING = 'src/app/routes/landing/landing.tsx';
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 200);

function fail(message: string): never {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(OUT_DIR, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) fail(`no ${path.relative(process.cwd(), manifestPath)}; enable build.manifest in vite.config.ts`);
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('no entry chunk in the manifest');
if (!manifest[LANDING]) fail(`no chunk for ${LANDING}: is the landing page still its own lazy route?`);

/** The chunk and everything it imports statically, each once. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const keys = closure(LANDING, closure(entryKey));
const files = new Set<string>();
for (const key of keys) {
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.add(css);
}

const rows = [...files].map((file) => {
  const bytes = fs.readFileSync(path.join(OUT_DIR, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
}).sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1000).toFixed(2)} kB`;
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log('\nLanding route (/) — entry + landing chunk + their static imports:');
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(11)} │ gzip ${kb(r.gzip).padStart(10)}`);
console.log(`  ${'total'.padEnd(48)} ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(11)} │ gzip ${kb(total).padStart(10)}  (budget ${budgetKb} kB)`);

if (total > budgetKb * 1000) fail(`landing route is ${kb(total)} gzipped, over the ${budgetKb} kB budget`);
console.log('bundle budget: OK\n');
