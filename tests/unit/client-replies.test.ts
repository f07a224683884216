import { describe, expect, it } from 'vitest';
import type { MessageItem, TimelineItem } from '../../shared/api';
import { atDailyLimit, nextReset } from '../../client/src/lib/daily-limit';
import { redundantQuotes } from '../../client/src/features/chat/utils/quote-rule';
import { parseBlocks, parseInline, safeHref } from '../../client/src/features/chat/utils/rich-text';

const CHAT_ID = '11111111-1111-4111-8111-111111111111';

const msg = (id: string, overrides: Partial<MessageItem> = {}): MessageItem => ({
  kind: 'message', id, chat_id: CHAT_ID, seq: 1, message: `text ${id}`, answer_message_id: null, answer_message: null,
  created_at_timestamp: 10, updated_at_timestamp: null, deleted_at_timestamp: null, sender: 'user', author: 'alice',
  updated_by: null, deleted_by: null, negative_feedback_count: 0, positive_feedback_count: 0,
  is_positive_feedback_from_user: false, is_negative_feedback_from_user: false, status: 'OK', error_code: null, encrypted: false,
  ...overrides,
});
const reply = (id: string, to: string) => msg(id, { sender: 'bot', author: 'psycarebot', answer_message_id: to });

describe('quotes only where they say something', () => {
  it('hides the quote of a reply to the message just above, also across a safety card', () => {
    const safety = { kind: 'safety', id: 's1' } as unknown as TimelineItem;
    expect([...redundantQuotes([msg('u1'), reply('b1', 'u1'), msg('u2'), safety, reply('b2', 'u2')])]).toEqual(['b1', 'b2']);
  });

  it('keeps the quote of a reply to an older message, or to one not loaded', () => {
    const items = [msg('u1'), msg('u2', { author: 'bob' }), reply('b1', 'u1'), msg('u3', { answer_message_id: 'u0' })];
    expect(redundantQuotes(items).size).toBe(0);
  });
});

describe('links', () => {
  it('turns [text](https://…) and bare http(s) addresses into links, leaving the sentence\'s punctuation out', () => {
    expect(parseInline('See [the guide](https://example.org/a?b=1) now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the guide', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
    expect(parseInline('Call http://example.org/help.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'link', text: 'http://example.org/help', href: 'http://example.org/help' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript:, data: or anything else than http(s)', () => {
    for (const bad of ['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](JaVaScRiPt:alert(1))', '[x](ftp://a.b/c)', '[x](/relative)']) {
      expect(parseInline(bad).some((p) => p.kind === 'link')).toBe(false);
    }
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://ok.example/')).toBe('https://ok.example/');
  });

  it('keeps bold, italic and code beside links', () => {
    expect(parseInline('**Breathe** and `box` *slowly*').map((p) => p.kind)).toEqual(['strong', 'text', 'code', 'text', 'em']);
  });
});

describe('headings', () => {
  it('reads #, ## and ### as heading levels 1-3, deeper ones as level 3, each its own block', () => {
    expect(parseBlocks('# Plan\n## Morning\nWake up\n#### Tiny\n- walk\n- water')).toEqual([
      { kind: 'heading', level: 1, lines: ['Plan'] },
      { kind: 'heading', level: 2, lines: ['Morning'] },
      { kind: 'p', lines: ['Wake up'] },
      { kind: 'heading', level: 3, lines: ['Tiny'] },
      { kind: 'ul', lines: ['walk', 'water'] },
    ]);
  });

  it('leaves a hash without a space, such as a tag, as text', () => {
    expect(parseBlocks('#calm today')).toEqual([{ kind: 'p', lines: ['#calm today'] }]);
  });
});

describe('the daily limit', () => {
  it('is reached when every reply of the day is used, and comes back at the next midnight UTC', () => {
    expect(atDailyLimit({ used: 20, limit: 20 })).toBe(true);
    expect(atDailyLimit({ used: 19, limit: 20 })).toBe(false);
    expect(atDailyLimit(null)).toBe(false);
    expect(new Date(nextReset(Date.UTC(2026, 10, 23, 18, 5))).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(new Date(nextReset(Date.UTC(2026, 11, 31, 0, 0))).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
