import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROBE = path.join(ROOT, 'scripts/bench/probe.ts');

export interface Proc {
  child: ChildProcess;
  /** sends a message and resolves with the first answer `accept` takes */
  ask<T = Record<string, unknown>>(message: unknown, accept?: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
  output: () => string;
}

function wrap(child: ChildProcess, label: string): Proc {
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  return {
    child,
    output: () => output,
    ask<T>(message: unknown, accept: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 600_000) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => { cleanup(); reject(new Error(`${label}: no answer in ${timeoutMs} ms\n${output.slice(-2000)}`)); }, timeoutMs);
        const onMessage = (m: Record<string, unknown>) => {
          if (m && typeof m === 'object' && 'error' in m) { cleanup(); return reject(new Error(`${label}: ${String(m.error)}`)); }
          if (!accept(m)) return;
          cleanup();
          resolve(m as T);
        };
        const onExit = (code: number | null) => { cleanup(); reject(new Error(`${label} exited (${code})\n${output.slice(-2000)}`)); };
        const cleanup = () => { clearTimeout(timer); child.off('message', onMessage); child.off('exit', onExit); };
        child.on('message', onMessage);
        child.once('exit', onExit);
        if (message !== undefined) child.send(message as object);
      });
    },
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => { clearTimeout(force); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

export interface ServerProc extends Proc { url: string; dataDir: string; port: number }

export interface StartOptions {
  /** `node --cpu-prof` into bench/profiles */
  profile?: string;
  env?: Record<string, string>;
  dataDir?: string;
}

export const MASTER_KEY = Buffer.alloc(32, 3).toString('base64');
export const API_KEY = 'bench-api-key';

/** A server entry (server/main.ts, the bare baseline, the token server) with the probe preloaded. */
export async function startServer(entry: string, options: StartOptions = {}): Promise<ServerProc> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-bench-'));
  const execArgv = ['--import', 'tsx', '--expose-gc', '--import', PROBE];
  if (options.profile) {
    // one file per thread (tsx's loader runs in a worker): the main thread's is the largest
    const dir = path.join(ROOT, 'bench/profiles', options.profile);
    fs.mkdirSync(dir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const child = fork(path.join(ROOT, entry), [], {
    cwd: ROOT,
    execArgv,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STORE: 'sqlite',
      MASTER_KEY, JWT_SECRET: 'b'.repeat(48), API_KEY, API_RATE_LIMIT: '100000000', USER_RATE_SCALE: '1000000',
      // every bench user signs up from loopback: the per-address sign-up limit (10) would stop the setup
      SIGNUP_PER_IP_LIMIT: '1000000', BOT_CHUNK_DELAY_MS: '0', ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const proc = wrap(child, entry);
  const { ready } = await proc.ask<{ ready: number }>(undefined, (m) => 'ready' in m, 60_000);
  const stop = async () => {
    await proc.stop();
    // a data folder made for this run goes with the server
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...proc, stop, url: `http://127.0.0.1:${ready}`, port: ready, dataDir };
}

/** The client process (scripts/bench/clients.ts). */
export async function startClients(): Promise<Proc> {
  const child = fork(path.join(ROOT, 'scripts/bench/clients.ts'), [], {
    cwd: ROOT, execArgv: ['--import', 'tsx', '--max-old-space-size=8192'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const proc = wrap(child, 'clients');
  await proc.ask(undefined, (m) => 'ready' in m, 60_000);
  return proc;
}

let probeId = 0;
export interface ProbeStats { rss: number; heapUsed: number; lagP50: number; lagP99: number; lagMax: number; gc: { count: number; totalMs: number; maxMs: number } }
export const probeStats = (server: Proc, gc = false) => { const id = ++probeId; return server.ask<ProbeStats>({ probe: 'stats', gc, id }, (m) => m.id === id); };
export const resetLag = (server: Proc) => { const id = ++probeId; return server.ask({ probe: 'reset-lag', id }, (m) => m.id === id); };
