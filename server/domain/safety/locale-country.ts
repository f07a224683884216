import type { Language } from '../../../shared/validation.js';

/** Longer than any real header a browser sends; the rest is ignored rather than parsed. */
const MAX_HEADER = 512;

/**
 * The region of the most preferred language tag that names one, as an ISO 3166-1 alpha-2 code:
 * "es-MX,es;q=0.9" gives "MX", "en-gb" gives "GB", "es" or "*" give null. Numeric regions ("es-419",
 * Latin America) name no single country, so they give null too.
 */
export function regionOf(acceptLanguage: string | null | undefined): string | null {
  if (!acceptLanguage) return null;
  const tags = acceptLanguage.slice(0, MAX_HEADER).split(',').map(parseTag).filter((t) => t !== null);
  // a stable sort keeps the header's order among equal weights
  tags.sort((a, b) => b.q - a.q);
  return tags.find((t) => t.region !== null && t.q > 0)?.region ?? null;
}

function parseTag(part: string): { region: string | null; q: number } | null {
  const [tag, ...params] = part.trim().split(';');
  if (!tag) return null;
  const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? '1');
  // language, optional 4-letter script, then a 2-letter region: es-MX, zh-Hant-TW
  const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag)?.[1]?.toUpperCase() ?? null;
  return { region, q: Number.isFinite(q) ? q : 0 };
}

/** Where the crisis lines of a post come from, in the order the person told us: the profile, the browser, the language. */
export interface CountryHints {
  profile?: string | null;
  acceptLanguage?: string | null;
  language: Language;
}
