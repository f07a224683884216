import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Request, Response } from 'express';

/** Written into client/index.html where each response's nonce goes (the csp-nonce meta and the inline style). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The app page's policy. No inline script runs: the theme script is a file (public/theme-boot.js). Styles need a
 * nonce: styled-components injects its <style> at run time and takes the nonce from <meta property="csp-nonce">;
 * React's style props go through the CSSOM, which CSP does not govern. 'self' in connect-src covers the socket's
 * ws: and wss: on this host (CSP level 3). Blob images are avatar previews.
 */
export const pagePolicy = (nonce: string) => [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' 'nonce-${nonce}'`,
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every other answer carries (JSON, images, scripts): nothing may load from them. */
export const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** index.html with a fresh nonce in each answer, so it is never cached or stored. */
export function appPage(index: string) {
  return (_req: Request, res: Response) => {
    let html: string;
    try {
      html = fs.readFileSync(index, 'utf8');
    } catch {
      return void res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
    }
    const nonce = randomBytes(16).toString('base64');
    res.set({ 'Content-Security-Policy': pagePolicy(nonce), 'Cache-Control': 'no-store' });
    res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
}
