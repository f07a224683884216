/**
 * The safe Markdown subset bots use, parsed into plain data that RichText turns into React elements (never
 * HTML): paragraphs, "- " / "1. " lists, "#" to "###" headings, **bold**, *italic*, `code`, [text](url) and
 * bare links. Only http(s) addresses become links; anything else (javascript:, data:) stays text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'ul' | 'ol'; lines: string[] }
  | { kind: 'heading'; level: 1 | 2 | 3; lines: string[] };

const INLINE = /(\[[^\]\n]+\]\([^)\s]+\)|https?:\/\/[^\s<>()]+|\*\*[^*\n]+\*\*|`[^`\n]+`|\*[^*\s][^*\n]*\*)/g;
const MARKDOWN_LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/;
// A sentence's closing punctuation is not part of a bare address.
const TRAILING = /[.,;:!?'"]+$/;

/** The address as a link target, or null unless it is a well-formed http(s) URL. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function bareLink(part: string): Inline[] {
  const address = part.replace(TRAILING, '');
  const href = safeHref(address);
  if (!href) return [{ kind: 'text', text: part }];
  const rest = part.slice(address.length);
  return rest ? [{ kind: 'link', text: address, href }, { kind: 'text', text: rest }] : [{ kind: 'link', text: address, href }];
}

function token(part: string): Inline[] {
  const link = MARKDOWN_LINK.exec(part);
  if (link) {
    const href = safeHref(link[2]);
    return [href ? { kind: 'link', text: link[1], href } : { kind: 'text', text: part }];
  }
  if (/^https?:\/\//.test(part)) return bareLink(part);
  if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return [{ kind: 'strong', text: part.slice(2, -2) }];
  if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return [{ kind: 'code', text: part.slice(1, -1) }];
  if (/^\*.+\*$/.test(part) && part.length > 2) return [{ kind: 'em', text: part.slice(1, -1) }];
  return part ? [{ kind: 'text', text: part }] : [];
}

export function parseInline(text: string): Inline[] {
  return text.split(INLINE).flatMap(token);
}

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const HEADING = /^\s*(#{1,6})\s+(.*)$/;

function blockOf(line: string): { block: Block; text: string } {
  const heading = HEADING.exec(line);
  if (heading) {
    // Deeper Markdown levels share the smallest heading: a message has no room for six.
    const level = Math.min(heading[1].length, 3) as 1 | 2 | 3;
    return { block: { kind: 'heading', level, lines: [] }, text: heading[2].replace(/\s+#+\s*$/, '') };
  }
  if (BULLET.test(line)) return { block: { kind: 'ul', lines: [] }, text: line.replace(BULLET, '') };
  if (NUMBERED.test(line)) return { block: { kind: 'ol', lines: [] }, text: line.replace(NUMBERED, '') };
  return { block: { kind: 'p', lines: [] }, text: line };
}

/** Splits a chunk into runs of bullet lines, numbered lines and plain lines; each heading is its own block. */
function segments(chunk: string): Block[] {
  const out: Block[] = [];
  for (const line of chunk.split('\n')) {
    const { block, text } = blockOf(line);
    const last = out[out.length - 1];
    if (last && block.kind !== 'heading' && last.kind === block.kind) last.lines.push(text);
    else out.push({ ...block, lines: [text] });
  }
  return out;
}

/** Blank lines separate blocks; within one, lines group by kind. */
export function parseBlocks(text: string): Block[] {
  return text.replace(/\r\n/g, '\n').trim().split(/\n{2,}/).flatMap(segments);
}
