/**
 * Search snippets come as HTML-escaped text with each match in <mark>…</mark> and no other markup. They are
 * never handed to the DOM as HTML: this splits them into plain-text parts, marked or not, for React to render
 * as text. Anything unexpected (another tag, a stray `<`) stays visible text, never markup.
 */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (NAMED[lower]) return NAMED[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (text) parts.push({ text: unescapeHtml(text), mark });
  };
  let cursor = 0;
  for (const match of snippet.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    push(snippet.slice(cursor, match.index), false);
    push(match[1], true);
    cursor = match.index + match[0].length;
  }
  push(snippet.slice(cursor), false);
  return parts;
}
