import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOutbox } from '../../server/adapters/mail/mailer.js';
import { freePort } from '../support/cluster.js';

export interface ServerProcess {
  url: string;
  dataDir: string;
  outbox: () => ReturnType<typeof readOutbox>;
  /** runs the admin CLI against this server's data */
  admin: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

const TSX = path.resolve('node_modules/.bin/tsx');

/** The real server, as `npm start` runs it (built client, SQLite, local bot, outbox), in a fresh data folder. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, BOT_CHUNK_DELAY_MS: '40', LOG_LEVEL: 'silent', SIGNUP_PER_IP_LIMIT: '10000', ...env };
  const child: ChildProcess = spawn(TSX, ['server/main.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    outbox: () => readOutbox(path.join(dataDir, 'outbox')),
    admin: (...args) => runAdmin(args, childEnv),
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not start: ${output()}`);
}

function runAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['scripts/admin.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

/** The first link in the newest mail to `email`. */
export function linkFor(server: ServerProcess, email: string): string {
  const mail = server.outbox().reverse().find((m) => m.to.includes(email));
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  return link;
}
