/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client, once, at
 * build time, so the server sends the smallest copy without compressing on each request
 * (server/transport/http/static-client.ts picks the copy from Accept-Encoding).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const OUT_DIR = path.resolve(process.argv[2] ?? 'dist/client');
// index.html is not here: it carries a fresh CSP nonce in each answer (client-page.ts), compressed then
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map']);
/** below this a compressed copy saves less than the headers it costs */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(OUT_DIR)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompress: ${count} files, ${(raw / 1000).toFixed(1)} kB -> ${(brotli / 1000).toFixed(1)} kB brotli`);
