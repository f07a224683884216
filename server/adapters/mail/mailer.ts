import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from '../../application/ports.js';

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
  log?: (line: string) => void;
}

export interface OutboxMail { file: string; to: string; subject: string; text: string }

const DEFAULT_FROM = 'Psycare <no-reply@psycare.local>';

// base64 bodies keep links byte-exact: no soft line breaks or "=3D" inside long URLs
const message = (from: string, mail: Mail) => ({ from, ...mail, textEncoding: 'base64' as const });

export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_FROM;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { async send(mail) { await transport.sendMail(message(from, mail)); } };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let last = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      // mails hold live reset and verification links: readable by the server's user only, also in an older folder
      mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
      chmodSync(opts.outboxDir, 0o700);
      // strictly increasing within a process, so file names sort in sending order
      last = Math.max(Date.now(), last + 1);
      const file = join(opts.outboxDir, `${last}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // the file's path, never its links: a log line is read by more people than the mail's owner
      opts.log?.(`[mail] to ${maskAddress(mail.to)}: "${mail.subject}" (saved ${file})`);
    },
  };
}

// ---- reading the outbox back: just enough MIME for what nodemailer writes ----------------------------

interface Part { headers: Map<string, string>; body: string }

function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function decodeQuotedPrintable(text: string): Buffer {
  const input = Buffer.from(text.replace(/=\r?\n/g, ''), 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.subarray(i + 1, i + 3).toString('latin1');
    if (input[i] === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(input[i]);
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  // without base64 the line break before the next boundary or the end cannot be told from the text's own
  const body = part.body.replace(/\n$/, '');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body).toString('utf8') : body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'));
}

function textOf(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const text = textOf(splitPart(section.replace(/^\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part) : null;
}

export function parseEml(raw: string): Omit<OutboxMail, 'file'> {
  const part = splitPart(raw);
  return {
    to: decodeHeader(part.headers.get('to') ?? ''),
    subject: decodeHeader(part.headers.get('subject') ?? ''),
    text: textOf(part) ?? '',
  };
}

/** the outbox's mails, oldest first */
export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  const stamp = (name: string) => Number(name.split('-')[0]);
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => stamp(a) - stamp(b) || a.localeCompare(b))
    .map((name) => {
      const file = join(outboxDir, name);
      return { file, ...parseEml(readFileSync(file, 'utf8')) };
    });
}

/** Console lines may end up in shared logs: show enough of the address to tell mails apart, never all of it. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
