/**
 * A chat's title when its owner has set none: its first message, cut to TITLE_EXCERPT_MAX characters at a word
 * boundary (an ellipsis marks the cut). Whitespace runs, line breaks included, become one space. Characters are
 * counted as code points, so an emoji is never split in half.
 */
export const TITLE_EXCERPT_MAX = 60;

const ELLIPSIS = '…';
/** A cut closer than this to the start would leave a stub: such a first word is cut mid-word instead. */
const MIN_WORDS_CUT = TITLE_EXCERPT_MAX / 2;

export function titleExcerpt(text: string): string {
  const flat = [...text.replace(/\s+/gu, ' ').trim()];
  if (flat.length <= TITLE_EXCERPT_MAX) return flat.join('');
  const room = flat.slice(0, TITLE_EXCERPT_MAX - ELLIPSIS.length);
  const space = room.lastIndexOf(' ');
  const kept = space >= MIN_WORDS_CUT ? room.slice(0, space) : room;
  return `${kept.join('').replace(/[\s.,;:!?¿¡-]+$/u, '')}${ELLIPSIS}`;
}
