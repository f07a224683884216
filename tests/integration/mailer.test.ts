import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, decodeHeader, parseEml, readOutbox } from '../../server/adapters/mail/mailer.js';

// smtp-server ships no type declarations; this is the slice of its API the test uses
interface SmtpSession { envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] } }
interface SmtpServerInstance { server: Server; listen(port: number, host: string, cb: () => void): void; close(cb: () => void): void }
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  logger: boolean;
  onData(stream: Readable, session: SmtpSession, callback: (err?: Error | null) => void): void;
}) => SmtpServerInstance;
const { SMTPServer } = createRequire(import.meta.url)('smtp-server') as { SMTPServer: SmtpServerClass };

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'psycare-mail-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

const LINK = 'http://localhost:3000/signup/verify?token=abc%2Bdef_GHI-jkl=xyz&lang=es&next=%2Fchats%3Fa%3D1';
const LONG_LINK = `https://psycare.example/remember/password/verify?token=${'Zx9='.repeat(40)}&a=b`;

describe('mailer without SMTP (outbox)', () => {
  it('writes a readable .eml whose links round-trip exactly, and logs its path without the links', async () => {
    const outboxDir = join(tempDir(), 'outbox');
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir, log: (line) => lines.push(line) });
    const text = `Hola,\n\nVerifica tu cuenta: ${LINK}\nO usa este enlace largo:\n${LONG_LINK}\n\nGracias — Psycare ✨\n`;
    await mailer.send({ to: 'ana@example.com', subject: 'Verificación de tu cuenta', text });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13,}-[0-9a-f]+\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0]), 'utf8');
    expect(raw).toMatch(/^Content-Transfer-Encoding: base64$/m);

    const [mail] = readOutbox(outboxDir);
    expect(mail).toEqual({ file: join(outboxDir, files[0]), to: 'ana@example.com', subject: 'Verificación de tu cuenta', text });
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(LONG_LINK);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a***@example.com');
    expect(lines[0]).not.toContain('ana@example.com');
    expect(lines[0]).toContain('Verificación de tu cuenta');
    expect(lines[0]).toContain(`(saved ${join(outboxDir, files[0])})`);
    expect(lines[0]).not.toContain('token=');
    expect(lines[0]).not.toContain('http');
  });

  it('reads mails oldest first, taking the text part of an html mail', async () => {
    const outboxDir = tempDir();
    const mailer = createMailer({ outboxDir, from: 'Psycare <hello@psycare.test>' });
    for (let i = 0; i < 5; i++) await mailer.send({ to: `u${i}@example.com`, subject: `Mail ${i}`, text: `n${i} ${LINK}` });
    await mailer.send({ to: 'html@example.com', subject: 'Html', text: `plain ${LINK}`, html: `<a href="${LINK}">link</a>` });
    const mails = readOutbox(outboxDir);
    expect(mails.map((m) => m.subject)).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Html']);
    expect(mails[5].text).toBe(`plain ${LINK}`);
    expect(readFileSync(mails[0].file, 'utf8')).toMatch(/^From: Psycare <hello@psycare\.test>$/m);
  });

  it('returns an empty list for a missing outbox', () => {
    expect(readOutbox(join(tempDir(), 'none'))).toEqual([]);
  });

  it('decodes quoted-printable bodies and encoded-word headers', () => {
    const raw = [
      'To: =?UTF-8?Q?Jos=C3=A9?= <jose@example.com>',
      'Subject: =?UTF-8?B?wqFIb2xhIQ==?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Enlace: http://x.test/verify?token=3Dab=',
      'c&d=3D1 caf=C3=A9',
      '',
    ].join('\r\n');
    expect(parseEml(raw)).toEqual({ to: 'José <jose@example.com>', subject: '¡Hola!', text: 'Enlace: http://x.test/verify?token=abc&d=1 café' });
    expect(decodeHeader('plain')).toBe('plain');
  });
});

describe('mailer with SMTP', () => {
  it('delivers to a real SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address), data: Buffer.concat(parts).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const outboxDir = join(tempDir(), 'outbox');
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: 'Psycare <no-reply@psycare.test>' });
      await mailer.send({ to: 'bea@example.com', subject: 'Restablecer contraseña', text: `Abre ${LINK}` });
      expect(received).toHaveLength(1);
      expect(received[0].from).toBe('no-reply@psycare.test');
      expect(received[0].to).toEqual(['bea@example.com']);
      expect(parseEml(received[0].data)).toEqual({ to: 'bea@example.com', subject: 'Restablecer contraseña', text: `Abre ${LINK}` });
      expect(readOutbox(outboxDir)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(resolve));
    }
  });

  it('rejects when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tempDir() });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
