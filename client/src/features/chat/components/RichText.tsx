import { Fragment, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/**
 * Renders message text with a tiny, safe subset of Markdown that bots commonly use: paragraphs, line
 * breaks, "- " / "1. " lists, **bold**, *italic* and `code`. Everything is built as React elements, never as
 * HTML, so no text can inject markup.
 */
const blink = keyframes`50% { opacity: 0; }`;

const Root = styled.div`
  overflow-wrap: anywhere;
  &[data-streaming='true'] > p:last-child::after,
  &[data-streaming='true'] > :is(ul, ol):last-child > li:last-child::after {
    content: '';
    display: inline-block;
    width: 0.5em;
    height: 1em;
    margin-left: 2px;
    vertical-align: text-bottom;
    border-radius: 2px;
    background: currentColor;
    opacity: 0.55;
    animation: ${blink} 1s steps(1) infinite;
  }
  p { margin: 0; white-space: pre-wrap; }
  ul, ol { margin: 0; padding-left: 1.3em; }
  > :is(p, ul, ol) + :is(p, ul, ol) { margin-top: 0.6em; }
  li + li { margin-top: 0.2em; }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.05em 0.3em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const INLINE = /(\*\*[^*\n]+\*\*|`[^`\n]+`|\*[^*\s][^*\n]*\*)/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={i}>{part.slice(1, -1)}</code>;
    if (/^\*.+\*$/.test(part) && part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

type Segment = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

/** Splits a chunk into runs of bullet lines, numbered lines and plain lines. */
function segments(chunk: string): Segment[] {
  const out: Segment[] = [];
  for (const line of chunk.split('\n')) {
    const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p';
    const text = kind === 'ul' ? line.replace(BULLET, '') : kind === 'ol' ? line.replace(NUMBERED, '') : line.replace(/^#{1,6}\s+(.*)$/, '**$1**');
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.lines.push(text);
    else out.push({ kind, lines: [text] });
  }
  return out;
}

function render(seg: Segment, key: string): ReactNode {
  if (seg.kind === 'p') return <p key={key}>{inline(seg.lines.join('\n'))}</p>;
  const List = seg.kind;
  return <List key={key}>{seg.lines.map((l, j) => <li key={j}>{inline(l)}</li>)}</List>;
}

/** `streaming` adds a soft blinking cursor after the last word while a reply is being written. */
export function RichText({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = text.replace(/\r\n/g, '\n').trim().split(/\n{2,}/);
  return (
    <Root data-streaming={streaming}>
      {blocks.flatMap((chunk, i) => segments(chunk).map((seg, j) => render(seg, `${i}-${j}`)))}
    </Root>
  );
}
