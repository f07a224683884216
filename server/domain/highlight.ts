/** Search snippets: HTML-escaped text around a match, with every match in <mark>…</mark> and no other markup. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

interface Folded { text: string; origin: number[] }

/** Lower-cased and without accents ("Ansiedad" and "ansiédad" match), remembering where each unit came from. */
function fold(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const simple = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < simple.length; k++) origin.push(index);
    folded += simple;
    index += char.length;
  }
  origin.push(index);
  return { text: folded, origin };
}

export const foldText = (text: string): string => fold(text).text;

/** Ranges [start, end) of the original text where the query matches, left to right, not overlapping. */
export function matchRanges(text: string, query: string): [number, number][] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const hay = fold(text);
  const ranges: [number, number][] = [];
  for (let at = hay.text.indexOf(needle); at !== -1; at = hay.text.indexOf(needle, at + needle.length)) {
    ranges.push([hay.origin[at], hay.origin[at + needle.length]]);
  }
  return ranges;
}

/** A snippet around the first match (about `context` characters each side), or null when nothing matches. */
export function highlight(text: string, query: string, context = 40): string | null {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return null;
  const start = Math.max(0, ranges[0][0] - context);
  const end = Math.min(text.length, ranges[0][1] + context * 2);
  let out = start > 0 ? '…' : '';
  let cursor = start;
  for (const [from, to] of ranges) {
    if (from < cursor || to > end) continue;
    out += `${escapeHtml(text.slice(cursor, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    cursor = to;
  }
  out += escapeHtml(text.slice(cursor, end)) + (end < text.length ? '…' : '');
  return out;
}
