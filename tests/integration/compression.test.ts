import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, signUp, startTestServer, tempDir, type TestServer } from '../support/server.js';

/** A built client as `npm run build` leaves it: hashed assets, index.html, and the precompressed copies. */
function fakeBuild(): string {
  const parent = tempDir('psycare-client-');
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'not for the web');
  const dir = path.join(parent, 'client');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><body>${'<p>landing</p>'.repeat(200)}</body></html>`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(50))});\n`.repeat(200));
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-1.js'), 'export{};');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', dir]);
  return dir;
}

interface RawAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** The bytes as they travel: supertest would decompress them for us and hide what is measured here. */
function fetchRaw(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the built client and JSON answers travel compressed', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fakeBuild();
    server = await startTestServer({ clientDir });
  });
  afterAll(() => server.close());

  it('writes a brotli and a gzip copy beside each compressible file, and none for tiny ones', () => {
    expect(fs.existsSync(path.join(clientDir, 'assets', 'app-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny-1.js.br'))).toBe(false);
  });

  it('serves a hashed asset as brotli with immutable caching', async () => {
    const res = await fetchRaw(`${server.url}/assets/app-abc123.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const original = fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js'));
    expect(res.body.length).toBeLessThan(original.length / 5);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it('falls back to gzip, then to the plain file, as the client accepts', async () => {
    const gz = await fetchRaw(`${server.url}/assets/app-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('console.log');
    const plain = await server.http.get('/assets/app-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('console.log');
  });

  it('answers client routes with index.html, compressed and never stored (it carries its own CSP nonce)', async () => {
    const res = await fetchRaw(`${server.url}/chats/new`, 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(res.body).toString()).toContain('landing');
  });

  it('never serves a file outside the client folder', async () => {
    for (const probe of ['/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await fetchRaw(`${server.url}${probe}`, 'identity');
      expect(res.body.toString()).not.toContain('not for the web');
    }
  });

  it('compresses large JSON answers of the API', async () => {
    const { token } = await signUp(server, 'Compressed');
    for (let i = 0; i < 3; i += 1) {
      await server.http.post('/api/chats/new/private').set(headers(token)).send({ message: `a private note number ${i} `.repeat(20) });
    }
    const res = await server.http.get('/api/chats/me').set(headers(token)).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(res.body.chats ?? res.body)).toBe(true);
  });
});
