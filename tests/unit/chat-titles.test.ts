import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { decodeEvents, encodeEvent } from '../../server/application/chats/codec.js';
import { eraseFromEvents } from '../../server/application/people/erasure/erase-events.js';
import type { ChatKeys, StoredEvent } from '../../server/application/ports.js';
import type { ChatCommand } from '../../server/domain/chat/commands.js';
import { decide } from '../../server/domain/chat/decide.js';
import { foldChat } from '../../server/domain/chat/state.js';
import { TITLE_EXCERPT_MAX, titleExcerpt } from '../../server/domain/chat/title.js';
import { DomainError } from '../../server/domain/errors.js';
import { foldSummary } from '../../server/domain/summary.js';

// Titles (issue 18): a chat is titled by its first message until its owner renames it.
const CHAT = '0b6f2f4e-8c1a-4d8e-9a51-3b8f0d2e4a10';
const OWNER = 'olga';
const FRIEND = 'fran';

const created = (extra: { date?: string; direct?: boolean } = {}): ChatEventBody => ({
  type: 'chat_created',
  data: { chatId: CHAT, owner: OWNER, botKey: extra.date ? 'psycarediary' : null, title: '', language: 'en', date: extra.date ?? null, ...(extra.direct ? { direct: true } : {}) },
});
const posted = (messageId: string, text: string, author = OWNER): ChatEventBody => ({
  type: 'message_posted', data: { messageId, author, text, answerMessageId: null, clientId: null },
});
const sharedWith = (user: string): ChatEventBody => ({ type: 'shared_private', data: { users: [user] } });
const renamed = (title: string): ChatEventBody => ({ type: 'chat_renamed', data: { title } });
const titled = (messageId: string, title: string): ChatEventBody => ({ type: 'chat_titled', data: { messageId, title } });

const post = (messageId: string, text: string, author = OWNER): ChatCommand => ({
  type: 'post_message', messageId, author, text, answerMessageId: null, clientId: null, botReplyId: null, country: null, screen: { risk: false, kinds: [] },
});
const edit = (messageId: string, text: string, by = OWNER): ChatCommand => ({ type: 'edit_message', messageId, by, text });
const remove = (messageId: string, by = OWNER): ChatCommand => ({ type: 'delete_message', messageId, by });
const rename = (title: string, by = OWNER): ChatCommand => ({ type: 'rename_chat', by, title });

/** The events a command decides on the state folded from `past`. */
const when = (past: ChatEventBody[], command: ChatCommand) => decide(command, foldChat(past));
const titles = (events: ChatEventBody[]) => events.filter((e) => e.type === 'chat_titled' || e.type === 'chat_renamed');

/** The title the list read model shows after `past` and what `command` decided on it. */
function titleAfter(past: ChatEventBody[], command?: ChatCommand): string | undefined {
  const events = command ? [...past, ...when(past, command)] : past;
  const recorded = events.map((e, i) => ({ ...e, chatId: CHAT, seq: i + 1, at: 1000 + i, actor: OWNER }) as RecordedChatEvent);
  return foldSummary(recorded)?.title;
}

function refusal(past: ChatEventBody[], command: ChatCommand): string {
  try {
    throw new Error(`expected a refusal, got ${JSON.stringify(when(past, command))}`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}

describe('titleExcerpt', () => {
  it('keeps a short message whole, its whitespace runs folded into single spaces', () => {
    expect(titleExcerpt('  I could not sleep\n\nagain   last night ')).toBe('I could not sleep again last night');
  });

  it(`cuts a long message at a word boundary within ${TITLE_EXCERPT_MAX} characters and marks the cut with an ellipsis`, () => {
    const text = 'Lately I have been feeling anxious before every exam and I cannot stop thinking about failing';
    const excerpt = titleExcerpt(text);
    expect([...excerpt].length).toBeLessThanOrEqual(TITLE_EXCERPT_MAX);
    expect(excerpt).toBe('Lately I have been feeling anxious before every exam and I…');
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('cuts one endless word mid-word, and never splits an emoji in half', () => {
    expect([...titleExcerpt('a'.repeat(200))]).toHaveLength(TITLE_EXCERPT_MAX);
    const emojis = titleExcerpt('😀'.repeat(100));
    expect([...emojis]).toHaveLength(TITLE_EXCERPT_MAX);
    expect(emojis).toBe(`${'😀'.repeat(TITLE_EXCERPT_MAX - 1)}…`);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(titleExcerpt(`${'a'.repeat(50)}, ${'b'.repeat(20)}`)).toBe(`${'a'.repeat(50)}…`);
    expect(titleExcerpt(`${'abcd '.repeat(10)}efgh, ${'x'.repeat(40)}`)).toBe(`${'abcd '.repeat(10)}efgh…`);
  });
});

describe('a chat titled by its first message', () => {
  it('given a new chat, when its first message is posted, then chat_titled carries the excerpt and the list shows it', () => {
    expect(titles(when([created()], post('m1', 'Exams are coming and I freeze')))).toEqual([titled('m1', 'Exams are coming and I freeze')]);
    expect(titleAfter([created()], post('m1', 'Exams are coming and I freeze'))).toBe('Exams are coming and I freeze');
  });

  it('given a titled chat, when a second message is posted, then the title stays', () => {
    const past = [created(), posted('m1', 'First'), titled('m1', 'First')];
    expect(titles(when(past, post('m2', 'Second')))).toEqual([]);
    expect(titleAfter(past, post('m2', 'Second'))).toBe('First');
  });

  it('given a titled chat, when the first message is edited, then the title follows the edit', () => {
    const past = [created(), posted('m1', 'Frist words'), titled('m1', 'Frist words')];
    expect(titles(when(past, edit('m1', 'First words')))).toEqual([titled('m1', 'First words')]);
    expect(titleAfter(past, edit('m1', 'First words'))).toBe('First words');
  });

  it('given a titled chat, when another message is edited, then the title stays', () => {
    const past = [created(), posted('m1', 'First'), titled('m1', 'First'), posted('m2', 'Second')];
    expect(titles(when(past, edit('m2', 'Second, edited')))).toEqual([]);
  });

  it('given a titled chat, when the first message is deleted, then the title is emptied: its words do not live on', () => {
    const past = [created(), posted('m1', 'Something I regret saying'), titled('m1', 'Something I regret saying'), posted('m2', 'Later')];
    expect(titles(when(past, remove('m1')))).toEqual([titled('m1', '')]);
    expect(titleAfter(past, remove('m1'))).toBe('');
  });

  it('given a shared chat whose first message is the friend\'s, when the friend\'s account is erased, then the title is emptied', () => {
    const past = [created(), sharedWith(FRIEND), posted('m1', 'Words of Fran', FRIEND), titled('m1', 'Words of Fran')];
    const events = when(past, { type: 'erase_author', pseudonym: FRIEND });
    expect(events.map((e) => e.type)).toEqual(['author_erased', 'chat_titled']);
    expect(titles(events)).toEqual([titled('m1', '')]);
  });

  it('given a diary day or a direct chat, when the first message is posted, then no title is taken (the client titles them by day or person)', () => {
    expect(titles(when([created({ date: '2026-11-20' })], post('m1', 'Day 20')))).toEqual([]);
    expect(titles(when([created({ direct: true }), sharedWith(FRIEND)], post('m1', 'Hello doctor')))).toEqual([]);
    expect(titleAfter([created({ direct: true })], post('m1', 'Hello doctor'))).toBe('');
  });
});

describe('rename_chat', () => {
  const titledChat = [created(), posted('m1', 'First'), titled('m1', 'First')];

  it('given a titled chat, when the owner renames it, then chat_renamed and the list shows the new title', () => {
    expect(when(titledChat, rename('Exam nerves'))).toEqual([renamed('Exam nerves')]);
    expect(titleAfter(titledChat, rename('Exam nerves'))).toBe('Exam nerves');
  });

  it('given a renamed chat, when the first message is edited or deleted, then the owner\'s title stays', () => {
    const past = [...titledChat, renamed('Exam nerves')];
    expect(titles(when(past, edit('m1', 'Changed')))).toEqual([]);
    expect(titles(when(past, remove('m1')))).toEqual([]);
    expect(titleAfter([...past, { type: 'message_deleted', data: { messageId: 'm1' } }])).toBe('Exam nerves');
  });

  it('given a chat renamed before its first message, when that message is posted, then no chat_titled', () => {
    expect(titles(when([created(), renamed('Mine')], post('m1', 'Hello')))).toEqual([]);
  });

  it('given a chat shared with a friend, when the friend renames it, then not_owner; a stranger gets chat_not_found', () => {
    expect(refusal([...titledChat, sharedWith(FRIEND)], rename('Hijacked', FRIEND))).toBe('not_owner');
    expect(refusal(titledChat, rename('Hijacked', 'sam'))).toBe('chat_not_found');
  });

  it('given a diary day, when the owner renames it, then its own title wins', () => {
    expect(titleAfter([created({ date: '2026-11-20' })], rename('A good Friday'))).toBe('A good Friday');
  });
});

describe('titles in the log', () => {
  async function sealedLog(actor: string) {
    const sealer = createSealer(randomBytes(32), memoryKeys());
    await sealer.createKey(CHAT);
    const bodies = [created(), posted('m1', 'Panic attacks at night'), titled('m1', 'Panic attacks at night'), renamed('Night fears')];
    const recorded = bodies.map((b, i) => ({ ...b, chatId: CHAT, seq: i + 1, at: 1, actor }) as RecordedChatEvent);
    const stored = await Promise.all(recorded.map(async (r, i) => ({ ...(await encodeEvent(sealer, r)), position: i + 1 }) as StoredEvent));
    return { sealer, stored };
  }

  it('given a titled and renamed chat, when its events are stored, then neither title is in clear, and both come back when read', async () => {
    const { sealer, stored } = await sealedLog(OWNER);
    const json = JSON.stringify(stored);
    for (const clear of ['Panic', 'Night fears', 'chat_renamed']) expect(json).not.toContain(clear);
    const decoded = await decodeEvents(sealer, stored, false);
    expect(decoded.slice(2).map((e) => e.data)).toEqual([{ messageId: 'm1', title: 'Panic attacks at night' }, { title: 'Night fears' }]);
  });

  it('given a title taken from fran\'s words, when fran\'s account is erased, then its sealed title is dropped with her message', async () => {
    const { stored } = await sealedLog(FRIEND);
    const rewrites = eraseFromEvents(stored, FRIEND, 'erased-1');
    const title = rewrites.find((r) => r.seq === 3);
    expect(title?.data).toEqual({ messageId: 'm1', sealed: null });
  });
});

function memoryKeys(): ChatKeys {
  const map = new Map<string, Buffer>();
  return { put: async (id, wrapped) => void map.set(id, wrapped), get: async (id) => map.get(id) ?? null, delete: async (id) => void map.delete(id) };
}
