import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { readOutbox } from '../../server/adapters/mail/mailer.js';
import type { TestServer } from './server.js';

/** Debian's redis-server, if this machine has it (.ci/run installs it). */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    child.kill('SIGTERM');
  });
}

export interface RedisProcess { url: string; stop: () => Promise<void> }

/** A throwaway Redis on a free loopback port, nothing persisted. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (d) => {
      output += d;
      if (output.includes('Ready to accept connections')) { clearTimeout(timer); resolve(); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`redis-server exited ${code}: ${output}`)); });
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export interface NodeProcess {
  name: string;
  url: string;
  /** the shape the HTTP and socket test helpers need (`api`, `signUp`, `connectSocket`) */
  server: TestServer;
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9: no shutdown hook runs, as when the machine or the process dies */
  kill: () => Promise<void>;
}

const TSX = path.resolve('node_modules/.bin/tsx');

/** One node of the cluster: `tsx server/main.ts` on its own port, with the shared data folder and keys in `env`. */
export async function startNode(name: string, dataDir: string, env: Record<string, string>): Promise<NodeProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(TSX, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, so a kill -9 reaches the node process under tsx, not only the tsx wrapper
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited: ${output}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) { await stopChild(child); throw new Error(`node ${name} did not start: ${output}`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  const server = { url, dataDir, http: request(url), outbox: () => readOutbox(path.join(dataDir, 'outbox')) } as unknown as TestServer;
  const kill = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-(child.pid as number), 'SIGKILL');
  });
  return { name, url, server, output: () => output, stop: () => stopChild(child), kill };
}
