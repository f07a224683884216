import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { appPage } from './client-page.js';

/** Vite names every file under assets/ by its content hash, so a URL there never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The precompressed copy `scripts/precompress.ts` wrote beside a built file, in the best encoding the client takes. */
function precompressed(file: string, req: Request): { file: string; encoding: string } | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const { name, suffix } of ENCODINGS) {
    if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue;
    if (fs.existsSync(file + suffix)) return { file: file + suffix, encoding: name };
  }
  return null;
}

function sendBuilt(req: Request, res: Response, file: string) {
  const variant = precompressed(file, req);
  res.vary('Accept-Encoding');
  res.set('Cache-Control', IMMUTABLE);
  if (!variant) return res.sendFile(file, { cacheControl: false });
  res.type(path.extname(file));
  res.set('Content-Encoding', variant.encoding);
  return res.sendFile(variant.file, { cacheControl: false });
}

function insideDir(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(dir, decoded);
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * The built client: hashed assets compressed at build and cached for good, other files for an hour, and every
 * other non-API path answered by index.html (its own nonce each time, compressed on the fly: it is small) so
 * client routes survive a reload.
 */
export function serveClient(app: Express, clientDir: string) {
  const dir = path.resolve(clientDir);
  const page = appPage(path.join(dir, 'index.html'));
  app.get('/index.html', compression(), page);
  app.get('/assets/{*splat}', (req, res, next) => {
    const file = insideDir(dir, req.path);
    if (!file || !fs.existsSync(file)) return next();
    sendBuilt(req, res, file);
  });
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', compression(), page);
}
