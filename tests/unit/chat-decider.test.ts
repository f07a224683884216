import { describe, expect, it } from 'vitest';
import type { ChatEventBody } from '../../shared/events.js';
import { canParticipate, canRead } from '../../server/domain/chat/access.js';
import type { ChatCommand } from '../../server/domain/chat/commands.js';
import { decide } from '../../server/domain/chat/decide.js';
import { evolve, foldChat, initialChatState, type ChatState } from '../../server/domain/chat/state.js';
import { DomainError } from '../../server/domain/errors.js';
import type { RiskScreen } from '../../server/domain/safety/risk-screen.js';

// ---- a small vocabulary: people, events and commands ---------------------------------------------------
const CHAT = '6f1c3a52-0d7e-4c1b-9a51-3b8f0d2e4a10';
const OWNER = 'olga';
const FRIEND = 'fran';
const STRANGER = 'sam';
const BOT = 'luna';

const created = (botKey: string | null = null): ChatEventBody => ({
  type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey, title: 'My chat', language: 'en', date: null },
});
const posted = (messageId: string, author = OWNER, clientId: string | null = null, answerMessageId: string | null = null): ChatEventBody => ({
  type: 'message_posted', data: { messageId, author, text: `text of ${messageId}`, answerMessageId, clientId },
});
const replyStarted = (messageId: string, answerMessageId: string): ChatEventBody => ({
  type: 'bot_reply_started', data: { messageId, botKey: BOT, answerMessageId },
});
const replyCompleted = (messageId: string): ChatEventBody => ({
  type: 'bot_reply_completed', data: { messageId, text: 'I hear you.', status: 'OK', errorCode: null },
});
const deleted = (messageId: string): ChatEventBody => ({ type: 'message_deleted', data: { messageId } });
const feedback = (messageId: string, user: string, positive: boolean | null): ChatEventBody => ({
  type: 'feedback_given', data: { messageId, user, positive },
});
const tagged = (tag: string): ChatEventBody => ({ type: 'tag_added', data: { tag } });
const madePublic: ChatEventBody = { type: 'shared_public', data: {} };
const sharedWith = (...users: string[]): ChatEventBody => ({ type: 'shared_private', data: { users } });
const revoked = (scope: 'public' | 'private' | 'all'): ChatEventBody => ({ type: 'share_revoked', data: { scope } });
const closed: ChatEventBody = { type: 'chat_closed', data: {} };
const opened: ChatEventBody = { type: 'chat_opened', data: {} };

/** The application screens the text once and hands the result to decide in the command. */
const unflagged: RiskScreen = { risk: false, kinds: [] };
const flagged: RiskScreen = { risk: true, kinds: ['explicit', 'indirect'] };
const post = (author: string, overrides: Partial<Extract<ChatCommand, { type: 'post_message' }>> = {}): ChatCommand => ({
  type: 'post_message', messageId: 'm-new', author, text: 'hello', answerMessageId: null, clientId: null, botReplyId: 'b-new', country: null,
  screen: unflagged, ...overrides,
});

// ---- given / when / then -------------------------------------------------------------------------------
const given = (...events: ChatEventBody[]) => foldChat(events);

/** The events a command produces on the state folded from `past`. */
const when = (past: ChatEventBody[], command: ChatCommand) => decide(command, foldChat(past));

/** The DomainError code a command is refused with; fails the test if the command is accepted. */
function refusal(past: ChatEventBody[], command: ChatCommand): string {
  try {
    const events = decide(command, foldChat(past));
    throw new Error(`expected a refusal, got ${JSON.stringify(events)}`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}

const chat = [created()];
const botChat = [created(BOT)];
const sharedChat = [created(), sharedWith(FRIEND)];
const publicChat = [created(), madePublic];
const withMessages = [created(), sharedWith(FRIEND), posted('m1', OWNER), posted('m2', FRIEND)];

describe('create_chat', () => {
  const create: ChatCommand = { type: 'create_chat', chatId: CHAT, owner: OWNER, botKey: BOT, title: 'Luna', language: 'es', date: '2024-05-01' };

  it('given no events, when created, then chat_created carries every field of the command', () => {
    expect(when([], create)).toEqual([
      { type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey: BOT, title: 'Luna', language: 'es', date: '2024-05-01' } },
    ]);
  });

  it('given a created chat, when created again, then chat_exists', () => {
    expect(refusal(chat, create)).toBe('chat_exists');
  });

  it('given no events, when any other command arrives, then chat_not_found', () => {
    expect(refusal([], post(OWNER))).toBe('chat_not_found');
    expect(refusal([], { type: 'close_chat', by: OWNER })).toBe('chat_not_found');
  });
});

describe('post_message', () => {
  const postedBy = (author: string) => [
    { type: 'message_posted', data: { messageId: 'm-new', author, text: 'hello', answerMessageId: null, clientId: null } },
  ];

  it('given a private chat, when the owner posts, then message_posted', () => {
    expect(when(chat, post(OWNER))).toEqual(postedBy(OWNER));
  });

  it('given a chat shared with fran, when fran posts, then message_posted', () => {
    expect(when(sharedChat, post(FRIEND))).toEqual(postedBy(FRIEND));
  });

  it('given a public chat, when any signed-in user posts, then message_posted', () => {
    expect(when(publicChat, post(STRANGER))).toEqual(postedBy(STRANGER));
  });

  it('given a private chat, when a stranger posts, then chat_not_found (same as a missing chat)', () => {
    expect(refusal(chat, post(STRANGER))).toBe('chat_not_found');
    expect(refusal(sharedChat, post(STRANGER))).toBe('chat_not_found');
  });

  it('given a closed chat, when the owner posts, then chat_closed', () => {
    expect(refusal([...chat, closed], post(OWNER))).toBe('chat_closed');
  });

  it('given a reopened chat, when the owner posts, then message_posted', () => {
    expect(when([...chat, closed, opened], post(OWNER))).toEqual(postedBy(OWNER));
  });

  it('given a message posted with client id c-1, when the same author retries with c-1, then no events', () => {
    const past = [...chat, posted('m1', OWNER, 'c-1')];
    expect(when(past, post(OWNER, { messageId: 'm-retry', clientId: 'c-1' }))).toEqual([]);
  });

  it('given client id c-1 used by the owner, when another author uses c-1, then it is a new message', () => {
    const past = [...sharedChat, posted('m1', OWNER, 'c-1')];
    const events = when(past, post(FRIEND, { clientId: 'c-1' }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'message_posted', data: { author: FRIEND, clientId: 'c-1' } });
  });

  it('given a message m1, when the owner replies to it, then the reply names m1', () => {
    const events = when([...chat, posted('m1')], post(OWNER, { answerMessageId: 'm1' }));
    expect(events).toEqual([
      { type: 'message_posted', data: { messageId: 'm-new', author: OWNER, text: 'hello', answerMessageId: 'm1', clientId: null } },
    ]);
  });

  it('given no message m9, when replying to m9, then message_not_found', () => {
    expect(refusal(chat, post(OWNER, { answerMessageId: 'm9' }))).toBe('message_not_found');
  });

  it('given a deleted message m1, when replying to m1, then message_deleted', () => {
    expect(refusal([...chat, posted('m1'), deleted('m1')], post(OWNER, { answerMessageId: 'm1' }))).toBe('message_deleted');
  });

  it('given a bot chat, when its owner posts, then message_posted and bot_reply_started with the given botReplyId', () => {
    expect(when(botChat, post(OWNER, { messageId: 'm7', botReplyId: 'b7' }))).toEqual([
      { type: 'message_posted', data: { messageId: 'm7', author: OWNER, text: 'hello', answerMessageId: null, clientId: null } },
      { type: 'bot_reply_started', data: { messageId: 'b7', botKey: BOT, answerMessageId: 'm7' } },
    ]);
  });

  it('given a bot chat shared with fran, when fran posts, then only message_posted (the bot answers its owner only)', () => {
    const events = when([...botChat, sharedWith(FRIEND)], post(FRIEND));
    expect(events.map((e) => e.type)).toEqual(['message_posted']);
  });
});

describe('post_message: safety, from the screen the command carries', () => {
  const atRisk = 'I want to die';
  const safetyFlagged = (kinds = flagged.kinds, country: string | null = 'ES') => ({
    type: 'safety_flagged', data: { messageId: 'm-new', kinds, country, level: 'moderate', concepts: [], by: 'local' },
  });

  it('given a private chat, when a post carries a flagged screen, then message_posted, safety_flagged with its kinds and country, and the suicide tag', () => {
    expect(when(chat, post(OWNER, { text: atRisk, screen: flagged, country: 'ES' }))).toEqual([
      { type: 'message_posted', data: { messageId: 'm-new', author: OWNER, text: atRisk, answerMessageId: null, clientId: null } },
      safetyFlagged(),
      { type: 'tag_added', data: { tag: 'suicide' } },
    ]);
  });

  it('given a chat already tagged suicide, when a flagged post arrives, then safety_flagged but no second tag', () => {
    const events = when([...chat, tagged('suicide')], post(OWNER, { text: atRisk, screen: flagged, country: null }));
    expect(events.map((e) => e.type)).toEqual(['message_posted', 'safety_flagged']);
    expect(events[1]).toEqual(safetyFlagged(flagged.kinds, null));
  });

  it('given a bot chat, when its owner posts with a flagged screen, then the safety events come before the bot reply starts', () => {
    const events = when(botChat, post(OWNER, { text: atRisk, screen: flagged, botReplyId: 'b7' }));
    expect(events.map((e) => e.type)).toEqual(['message_posted', 'safety_flagged', 'tag_added', 'bot_reply_started']);
  });

  it('given any chat, when a post carries an unflagged screen, then no safety events (decide does not screen the text again)', () => {
    expect(when(chat, post(OWNER, { text: atRisk, screen: unflagged })).map((e) => e.type)).toEqual(['message_posted']);
  });

  it('given a message posted with client id c-1, when a flagged retry with c-1 arrives, then no events at all', () => {
    expect(when([...chat, posted('m1', OWNER, 'c-1')], post(OWNER, { clientId: 'c-1', screen: flagged }))).toEqual([]);
  });
});

describe('complete_bot_reply', () => {
  const complete = (messageId: string): ChatCommand => ({ type: 'complete_bot_reply', messageId, text: 'Breathe.', status: 'OK', errorCode: null });
  const pending = [...botChat, posted('m1'), replyStarted('b1', 'm1')];

  it('given a pending reply, when completed, then bot_reply_completed with text, status and error code', () => {
    expect(when(pending, complete('b1'))).toEqual([
      { type: 'bot_reply_completed', data: { messageId: 'b1', text: 'Breathe.', status: 'OK', errorCode: null } },
    ]);
  });

  it('given a pending reply, when it fails, then bot_reply_completed with ERROR and its code', () => {
    const events = when(pending, { type: 'complete_bot_reply', messageId: 'b1', text: '', status: 'ERROR', errorCode: 'overloaded' });
    expect(events).toEqual([{ type: 'bot_reply_completed', data: { messageId: 'b1', text: '', status: 'ERROR', errorCode: 'overloaded' } }]);
  });

  it('given a reply deleted while it streamed, when completed, then it ends without its text: the deletion wins', () => {
    expect(when([...pending, deleted('b1')], complete('b1'))).toEqual([
      { type: 'bot_reply_completed', data: { messageId: 'b1', text: null, status: 'OK', errorCode: null } },
    ]);
  });

  it('given a completed reply, when completed twice, then reply_already_completed', () => {
    expect(refusal([...pending, replyCompleted('b1')], complete('b1'))).toBe('reply_already_completed');
  });

  it('given a user message, when completed as a reply, then not_bot_message', () => {
    expect(refusal(pending, complete('m1'))).toBe('not_bot_message');
  });

  it('given no such message, when completed, then message_not_found', () => {
    expect(refusal(pending, complete('b404'))).toBe('message_not_found');
  });
});

describe('edit_message', () => {
  const edit = (messageId: string, by: string): ChatCommand => ({ type: 'edit_message', messageId, by, text: 'edited' });

  it('given fran\'s message, when fran edits it, then message_edited', () => {
    expect(when(withMessages, edit('m2', FRIEND))).toEqual([{ type: 'message_edited', data: { messageId: 'm2', text: 'edited' } }]);
  });

  it('given fran\'s message, when the chat owner edits it, then not_author', () => {
    expect(refusal(withMessages, edit('m2', OWNER))).toBe('not_author');
  });

  it('given a bot reply, when the owner edits it, then not_author', () => {
    expect(refusal([...botChat, posted('m1'), replyStarted('b1', 'm1'), replyCompleted('b1')], edit('b1', OWNER))).toBe('not_author');
  });

  it('given a deleted message, when its author edits it, then message_deleted', () => {
    expect(refusal([...withMessages, deleted('m1')], edit('m1', OWNER))).toBe('message_deleted');
  });

  it('given a closed chat, when the author edits, then chat_closed', () => {
    expect(refusal([...withMessages, closed], edit('m1', OWNER))).toBe('chat_closed');
  });

  it('given a private chat, when a stranger edits, then chat_not_found', () => {
    expect(refusal(withMessages, edit('m1', STRANGER))).toBe('chat_not_found');
  });

  it('given no such message, when edited, then message_not_found', () => {
    expect(refusal(withMessages, edit('m404', OWNER))).toBe('message_not_found');
  });
});

describe('delete_message', () => {
  const del = (messageId: string, by: string): ChatCommand => ({ type: 'delete_message', messageId, by });

  it('given fran\'s message, when fran deletes it, then message_deleted', () => {
    expect(when(withMessages, del('m2', FRIEND))).toEqual([{ type: 'message_deleted', data: { messageId: 'm2' } }]);
  });

  it('given fran\'s message, when the chat owner deletes it, then message_deleted', () => {
    expect(when(withMessages, del('m2', OWNER))).toEqual([{ type: 'message_deleted', data: { messageId: 'm2' } }]);
  });

  it('given the owner\'s message, when fran deletes it, then not_author', () => {
    expect(refusal(withMessages, del('m1', FRIEND))).toBe('not_author');
  });

  it('given a deleted message, when deleted again, then message_deleted', () => {
    expect(refusal([...withMessages, deleted('m2')], del('m2', FRIEND))).toBe('message_deleted');
  });

  it('given a closed chat, when the owner deletes, then chat_closed', () => {
    expect(refusal([...withMessages, closed], del('m1', OWNER))).toBe('chat_closed');
  });
});

describe('give_feedback', () => {
  const vote = (by: string, positive: boolean | null): ChatCommand => ({ type: 'give_feedback', messageId: 'm1', by, positive });

  it('given no vote, when fran votes up, then feedback_given positive', () => {
    expect(when(withMessages, vote(FRIEND, true))).toEqual([{ type: 'feedback_given', data: { messageId: 'm1', user: FRIEND, positive: true } }]);
  });

  it('given fran voted up, when fran votes down, then feedback_given negative', () => {
    expect(when([...withMessages, feedback('m1', FRIEND, true)], vote(FRIEND, false))).toEqual([
      { type: 'feedback_given', data: { messageId: 'm1', user: FRIEND, positive: false } },
    ]);
  });

  it('given fran voted, when fran sends null, then feedback_given with null (cleared)', () => {
    expect(when([...withMessages, feedback('m1', FRIEND, false)], vote(FRIEND, null))).toEqual([
      { type: 'feedback_given', data: { messageId: 'm1', user: FRIEND, positive: null } },
    ]);
  });

  it('given a deleted message, when voted, then message_deleted', () => {
    expect(refusal([...withMessages, deleted('m1')], vote(FRIEND, true))).toBe('message_deleted');
  });

  it('given a private chat, when a stranger votes, then chat_not_found', () => {
    expect(refusal(withMessages, vote(STRANGER, true))).toBe('chat_not_found');
  });
});

describe('edit_chat', () => {
  const editChat = (by: string, tags: string[]): ChatCommand => ({ type: 'edit_chat', by, title: 'New title', description: 'About me', tags });

  it('given tags anxiety and stress, when edited to stress and depression, then chat_edited, tag_removed anxiety, tag_added depression', () => {
    expect(when([...chat, tagged('anxiety'), tagged('stress')], editChat(OWNER, ['stress', 'depression']))).toEqual([
      { type: 'chat_edited', data: { title: 'New title', description: 'About me' } },
      { type: 'tag_removed', data: { tag: 'anxiety' } },
      { type: 'tag_added', data: { tag: 'depression' } },
    ]);
  });

  it('given the same tags, when edited, then only chat_edited', () => {
    expect(when([...chat, tagged('stress')], editChat(OWNER, ['stress'])).map((e) => e.type)).toEqual(['chat_edited']);
  });

  it('given duplicated wanted tags, when edited, then each new tag is added once', () => {
    const added = when(chat, editChat(OWNER, ['normal', 'normal'])).filter((e) => e.type === 'tag_added');
    expect(added).toEqual([{ type: 'tag_added', data: { tag: 'normal' } }]);
  });

  it('given a shared chat, when fran edits it, then not_owner', () => {
    expect(refusal(sharedChat, editChat(FRIEND, []))).toBe('not_owner');
  });
});

describe('add_tag / remove_tag', () => {
  it('given no tags, when the owner adds stress, then tag_added', () => {
    expect(when(chat, { type: 'add_tag', by: OWNER, tag: 'stress' })).toEqual([{ type: 'tag_added', data: { tag: 'stress' } }]);
  });

  it('given stress, when added again, then tag_exists', () => {
    expect(refusal([...chat, tagged('stress')], { type: 'add_tag', by: OWNER, tag: 'stress' })).toBe('tag_exists');
  });

  it('given stress, when removed, then tag_removed', () => {
    expect(when([...chat, tagged('stress')], { type: 'remove_tag', by: OWNER, tag: 'stress' })).toEqual([{ type: 'tag_removed', data: { tag: 'stress' } }]);
  });

  it('given no stress tag, when removed, then tag_not_found', () => {
    expect(refusal(chat, { type: 'remove_tag', by: OWNER, tag: 'stress' })).toBe('tag_not_found');
  });

  it('given a shared chat, when fran tags it, then not_owner; a stranger gets chat_not_found', () => {
    expect(refusal(sharedChat, { type: 'add_tag', by: FRIEND, tag: 'stress' })).toBe('not_owner');
    expect(refusal(sharedChat, { type: 'add_tag', by: STRANGER, tag: 'stress' })).toBe('chat_not_found');
  });
});

describe('share', () => {
  const share = (pub: boolean, users: string[], by = OWNER, direct = false): ChatCommand => ({ type: 'share', by, public: pub, users, cases: [], direct });
  const invited = (...users: string[]): ChatEventBody => ({ type: 'member_invited', data: { users, case: false } });

  it('given a private chat, when shared publicly, then shared_public', () => {
    expect(when(chat, share(true, []))).toEqual([{ type: 'shared_public', data: {} }]);
  });

  it('given a private chat, when shared with users (one repeated), then member_invited with each once', () => {
    expect(when(chat, share(false, [FRIEND, 'pia', FRIEND]))).toEqual([invited(FRIEND, 'pia')]);
  });

  it('given a private chat, when a direct message shares it with users, then shared_private with each once', () => {
    expect(when(chat, share(false, [FRIEND, 'pia', FRIEND], OWNER, true))).toEqual([{ type: 'shared_private', data: { users: [FRIEND, 'pia'] } }]);
  });

  it('given a private chat, when shared publicly and with fran, then both events', () => {
    expect(when(chat, share(true, [FRIEND]))).toEqual([{ type: 'shared_public', data: {} }, invited(FRIEND)]);
  });

  it('given a chat shared with fran, when shared with fran and pia, then only pia is invited', () => {
    expect(when(sharedChat, share(false, [FRIEND, 'pia']))).toEqual([invited('pia')]);
  });

  it('given pia invited, when shared with pia again, then nothing_to_share', () => {
    expect(refusal([...chat, invited('pia')], share(false, ['pia']))).toBe('nothing_to_share');
  });

  it('given a public chat shared with fran, when shared the same way again, then nothing_to_share', () => {
    expect(refusal([...publicChat, sharedWith(FRIEND)], share(true, [FRIEND]))).toBe('nothing_to_share');
    expect(refusal(chat, share(false, []))).toBe('nothing_to_share');
  });

  it('given any chat, when shared with its owner, then cannot_share_with_owner', () => {
    expect(refusal(chat, share(false, [FRIEND, OWNER]))).toBe('cannot_share_with_owner');
  });

  it('given a shared chat, when fran shares it, then not_owner', () => {
    expect(refusal(sharedChat, share(true, [], FRIEND))).toBe('not_owner');
  });
});

describe('revoke_share', () => {
  const revoke = (scope: 'public' | 'private' | 'all', by = OWNER): ChatCommand => ({ type: 'revoke_share', by, scope });
  const everywhere = [created(), madePublic, sharedWith(FRIEND)];

  it.each(['public', 'private', 'all'] as const)('given a chat public and shared, when %s is revoked, then share_revoked with that scope', (scope) => {
    expect(when(everywhere, revoke(scope))).toEqual([{ type: 'share_revoked', data: { scope } }]);
  });

  it('given a private chat, when any scope is revoked, then nothing_to_revoke', () => {
    for (const scope of ['public', 'private', 'all'] as const) expect(refusal(chat, revoke(scope))).toBe('nothing_to_revoke');
  });

  it('given a chat shared only with fran, when public is revoked, then nothing_to_revoke', () => {
    expect(refusal(sharedChat, revoke('public'))).toBe('nothing_to_revoke');
  });

  it('given a chat that is only public, when private is revoked, then nothing_to_revoke', () => {
    expect(refusal(publicChat, revoke('private'))).toBe('nothing_to_revoke');
  });

  it('given a shared chat, when fran revokes, then not_owner', () => {
    expect(refusal(everywhere, revoke('all', FRIEND))).toBe('not_owner');
  });

  it('given public and shared, when public is revoked, then strangers and anonymous lose read access but fran keeps it', () => {
    const state = foldChat([...everywhere, revoked('public')]);
    expect(canRead(state, STRANGER)).toBe(false);
    expect(canRead(state, null)).toBe(false);
    expect(canRead(state, FRIEND)).toBe(true);
    expect(canRead(state, OWNER)).toBe(true);
  });

  it('given public and shared, when private is revoked, then fran reads only as anyone does (public), and loses it with the public share', () => {
    const state = foldChat([...everywhere, revoked('private')]);
    expect(state.sharedWith).toEqual([]);
    expect(canRead(state, null)).toBe(true);
    expect(canRead(state, FRIEND)).toBe(true);
    expect(canRead(foldChat([...everywhere, revoked('private'), revoked('public')]), FRIEND)).toBe(false);
  });

  it('given public and shared, when all is revoked, then only the owner reads', () => {
    const state = foldChat([...everywhere, revoked('all')]);
    expect([OWNER, FRIEND, STRANGER, null].map((viewer) => canRead(state, viewer))).toEqual([true, false, false, false]);
  });

  it('given all revoked, when fran posts, then chat_not_found', () => {
    expect(refusal([...everywhere, revoked('all')], post(FRIEND))).toBe('chat_not_found');
  });

  it('anonymous visitors may read a public chat but never participate', () => {
    const state = foldChat(publicChat);
    expect(canRead(state, null)).toBe(true);
    expect(canParticipate(state, null)).toBe(false);
  });
});

describe('close_chat / open_chat', () => {
  it('given an open chat, when the owner closes it, then chat_closed', () => {
    expect(when(chat, { type: 'close_chat', by: OWNER })).toEqual([{ type: 'chat_closed', data: {} }]);
  });

  it('given a closed chat, when closed again, then chat_already_closed', () => {
    expect(refusal([...chat, closed], { type: 'close_chat', by: OWNER })).toBe('chat_already_closed');
  });

  it('given a closed chat, when the owner opens it, then chat_opened', () => {
    expect(when([...chat, closed], { type: 'open_chat', by: OWNER })).toEqual([{ type: 'chat_opened', data: {} }]);
  });

  it('given an open chat, when opened, then chat_already_open', () => {
    expect(refusal(chat, { type: 'open_chat', by: OWNER })).toBe('chat_already_open');
  });

  it('given a shared chat, when fran closes or opens it, then not_owner', () => {
    expect(refusal(sharedChat, { type: 'close_chat', by: FRIEND })).toBe('not_owner');
    expect(refusal([...sharedChat, closed], { type: 'open_chat', by: FRIEND })).toBe('not_owner');
  });
});

describe('evolve / foldChat', () => {
  it('starts empty and counts one version per event', () => {
    expect(initialChatState()).toMatchObject({ exists: false, version: 0, closed: false, isPublic: false, sharedWith: [], tags: [] });
    const state = given(...withMessages, tagged('stress'), closed);
    expect(state.version).toBe(withMessages.length + 2);
    expect(state).toMatchObject({ exists: true, owner: OWNER, botKey: null, language: 'en', closed: true, tags: ['stress'], sharedWith: [FRIEND] });
  });

  it('tracks message facts: author, sender, pending until completed, deleted', () => {
    const state = given(...botChat, posted('m1', OWNER, 'c-1'), replyStarted('b1', 'm1'));
    expect(state.messages.get('m1')).toEqual({ author: OWNER, sender: 'user', deleted: false, pending: false, failed: false, answerId: null });
    expect(state.messages.get('b1')).toEqual({ author: BOT, sender: 'bot', deleted: false, pending: true, failed: false, answerId: 'm1' });
    expect([...state.clientIds.entries()]).toEqual([[`${OWNER}|c-1`, 'm1']]);
    const later = foldChat([replyCompleted('b1'), deleted('m1')], state);
    expect(later.messages.get('b1')?.pending).toBe(false);
    expect(later.messages.get('m1')?.deleted).toBe(true);
    expect(later.version).toBe(5);
  });

  it('merges private shares without duplicates and revokes by scope', () => {
    const shared = given(created(), sharedWith(FRIEND, 'pia'), sharedWith('pia', 'rui'), madePublic);
    expect(shared.sharedWith).toEqual([FRIEND, 'pia', 'rui']);
    expect(evolve(given(created(), sharedWith(FRIEND), madePublic), revoked('public'))).toMatchObject({ isPublic: false, sharedWith: [FRIEND] });
    expect(evolve(given(created(), sharedWith(FRIEND), madePublic), revoked('private'))).toMatchObject({ isPublic: true, sharedWith: [] });
    expect(evolve(given(created(), sharedWith(FRIEND), madePublic), revoked('all'))).toMatchObject({ isPublic: false, sharedWith: [] });
  });

  it('returns a new top-level state and leaves the previous top-level fields alone', () => {
    const before = given(created());
    const after = evolve(before, tagged('anxiety'));
    expect(after).not.toBe(before);
    expect(before.tags).toEqual([]);
    expect(before.version).toBe(1);
    expect(after.tags).toEqual(['anxiety']);
  });
});

describe('decide never mutates the state it is given', () => {
  const snapshot = (s: ChatState) => ({
    plain: {
      exists: s.exists, version: s.version, owner: s.owner, botKey: s.botKey, language: s.language,
      closed: s.closed, isPublic: s.isPublic, sharedWith: [...s.sharedWith], tags: [...s.tags],
    },
    messages: [...s.messages.entries()].map(([id, facts]) => [id, { ...facts }]),
    clientIds: [...s.clientIds.entries()],
  });

  const past = [
    ...botChat, tagged('stress'), sharedWith(FRIEND), posted('m1', OWNER, 'c-1'), replyStarted('b1', 'm1'),
    posted('m2', FRIEND), replyCompleted('b1'), posted('m3', OWNER, null, 'm1'), replyStarted('b3', 'm3'), deleted('m2'),
  ];
  const commands: ChatCommand[] = [
    { type: 'create_chat', chatId: CHAT, owner: OWNER, botKey: null, title: 'x', language: 'en', date: null },
    post(OWNER, { clientId: 'c-9', answerMessageId: 'm1' }),
    post(OWNER, { clientId: 'c-1' }),
    post(OWNER, { screen: flagged }),
    post(FRIEND),
    post(STRANGER),
    { type: 'complete_bot_reply', messageId: 'b3', text: 'ok', status: 'OK', errorCode: null },
    { type: 'complete_bot_reply', messageId: 'b1', text: 'ok', status: 'OK', errorCode: null },
    { type: 'edit_message', messageId: 'm1', by: OWNER, text: 'x' },
    { type: 'edit_message', messageId: 'm2', by: FRIEND, text: 'x' },
    { type: 'delete_message', messageId: 'm3', by: OWNER },
    { type: 'give_feedback', messageId: 'b1', by: FRIEND, positive: true },
    { type: 'edit_chat', by: OWNER, title: 't', description: 'd', tags: ['anxiety'] },
    { type: 'add_tag', by: OWNER, tag: 'normal' },
    { type: 'remove_tag', by: OWNER, tag: 'stress' },
    { type: 'share', by: OWNER, public: true, users: ['pia'], cases: [], direct: false },
    { type: 'revoke_share', by: OWNER, scope: 'all' },
    { type: 'close_chat', by: OWNER },
    { type: 'open_chat', by: OWNER },
  ];

  it.each(commands.map((command) => [command.type, command] as const))('when %s is decided, then the state is unchanged', (_type, command) => {
    const state = foldChat(past);
    const messages = state.messages;
    const clientIds = state.clientIds;
    const before = snapshot(state);
    const clone = structuredClone(state);
    try {
      decide(command, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    expect(snapshot(state)).toEqual(before);
    expect(state).toEqual(clone);
    expect(state.messages).toBe(messages);
    expect(state.clientIds).toBe(clientIds);
  });

  it('deciding the same command twice on the same state gives the same events', () => {
    const state = foldChat(past);
    const command = post(OWNER, { clientId: 'c-9' });
    expect(decide(command, state)).toEqual(decide(command, state));
  });
});

describe('retry_bot_reply', () => {
  const failedReply: ChatEventBody = { type: 'bot_reply_completed', data: { messageId: 'b1', text: '', status: 'ERROR', errorCode: 'overloaded' } };
  const retry = (by: string, failedId = 'b1'): ChatCommand => ({ type: 'retry_bot_reply', failedId, by, botReplyId: 'b2' });

  it('given a failed reply, when its owner retries, then a new reply to the same message starts', () => {
    const state = given(...botChat, posted('m1', OWNER), replyStarted('b1', 'm1'), failedReply);
    expect(decide(retry(OWNER), state)).toEqual([{ type: 'bot_reply_started', data: { messageId: 'b2', botKey: BOT, answerMessageId: 'm1' } }]);
  });

  it('given a reply that succeeded and is no longer the latest, then retrying is a conflict (the latest may be regenerated)', () => {
    const state = given(...botChat, posted('m1', OWNER), replyStarted('b1', 'm1'), replyCompleted('b1'), posted('m2', OWNER), replyStarted('b2', 'm2'), replyCompleted('b2'));
    expect(() => decide(retry(OWNER), state)).toThrow(expect.objectContaining({ code: 'reply_not_failed' }));
  });

  it('given a user message id, then there is no reply to retry', () => {
    const state = given(...botChat, posted('m1', OWNER));
    expect(() => decide(retry(OWNER, 'm1'), state)).toThrow(expect.objectContaining({ code: 'message_not_found' }));
  });
});
