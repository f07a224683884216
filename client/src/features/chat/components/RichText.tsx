import { Fragment, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { parseBlocks, parseInline, type Block } from '../utils/rich-text';

/**
 * Renders message text with a tiny, safe subset of Markdown that bots commonly use (utils/rich-text:
 * paragraphs, lists, headings, **bold**, *italic*, `code`, http(s) links opening in a new tab). Everything
 * is built as React elements, never as HTML, so no text can inject markup.
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
  h3, h4, h5 { margin: 0; font-weight: 700; line-height: 1.3; }
  h3 { font-size: 1.05em; }
  h4 { font-size: 1em; }
  h5 { font-size: 0.95em; }
  a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
  ul, ol { margin: 0; padding-left: 1.3em; }
  > :is(p, ul, ol, h3, h4, h5) + :is(p, ul, ol, h3, h4, h5) { margin-top: 0.6em; }
  li + li { margin-top: 0.2em; }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.05em 0.3em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

function inline(text: string): ReactNode[] {
  return parseInline(text).map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'code':
        return <code key={i}>{part.text}</code>;
      case 'link':
        return <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">{part.text}</a>;
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      default: {
        const unknown: never = part;
        return unknown;
      }
    }
  });
}

// The page's title is h1 and a chat's sections h2: a message's headings sit below them.
const HEADINGS = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

function render(block: Block, key: string): ReactNode {
  if (block.kind === 'p') return <p key={key}>{inline(block.lines.join('\n'))}</p>;
  if (block.kind === 'heading') {
    const Heading = HEADINGS[block.level];
    return <Heading key={key}>{inline(block.lines.join(' '))}</Heading>;
  }
  const List = block.kind;
  return <List key={key}>{block.lines.map((l, j) => <li key={j}>{inline(l)}</li>)}</List>;
}

/** `streaming` adds a soft blinking cursor after the last word while a reply is being written. */
export function RichText({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <Root data-streaming={streaming}>
      {parseBlocks(text).map((block, i) => render(block, String(i)))}
    </Root>
  );
}
