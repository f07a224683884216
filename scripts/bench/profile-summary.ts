/*
 * npx tsx scripts/bench/profile-summary.ts bench/profiles/<name>.cpuprofile [top]
 * Self time per function (and per file) from a `node --cpu-prof` profile: the hot paths docs/performance.md cites.
 */
import fs from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '~/').replace(/.*\/(server|scripts|shared)\//, '$1/');
const perFunction = new Map<string, number>();
const perFile = new Map<string, number>();
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '(native)';
  const key = `${functionName || '(anonymous)'} ${where}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + micros);
  const fileKey = url ? shortUrl(url) : functionName || '(native)';
  perFile.set(fileKey, (perFile.get(fileKey) ?? 0) + micros);
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
};
// inclusive time: every function on the sampled stack, counted once per sample
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : '(native)'}`;
};
const inclusive = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = keyOf(at);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
});
show('self time by function', perFunction);
if (process.argv.includes('--inclusive')) show('inclusive time by function', inclusive);
show('self time by file', perFile);
