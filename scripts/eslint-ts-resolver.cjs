// Resolves this repository's relative TypeScript imports for eslint-plugin-boundaries: the server writes
// `./x.js` for `./x.ts` (NodeNext style) and the client omits extensions. Packages are left unresolved
// (they are not part of any boundary).
const fs = require('node:fs');
const path = require('node:path');

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(source, file) {
  if (!source.startsWith('.')) return { found: false };
  const base = path.resolve(path.dirname(file), source.replace(/\.js$/, ''));
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
}

module.exports = { interfaceVersion: 2, resolve };
