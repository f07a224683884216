/**
 * Who may do what to a chat, as a table: state x actor x route -> expected answer.
 *
 * Every chat is a bot chat whose first reply failed, with a message by the owner and one by B, written while the
 * chat was shared with B. Actors: the owner; B, who still has it shared in "shared" and "closed" and lost it
 * elsewhere; P, a professional it is shared with in "sharedPro"; C, another signed-in user; an anonymous visitor.
 * HTTP cells are "status" or "status code"; a bare 401 means `unauthorized`, a bare 404 `chat_not_found`.
 * Socket cells (`send` is `message:send`, `join` is `chat:join`, `leave` is `chat:leave`) are "ok" or the refusal code.
 * `leave` only takes the caller's socket out of a room, so it answers ok for every chat and actor and reveals nothing.
 * `unfollow` and `markRead` only remove the caller's own records, so they answer alike for every chat id
 * (readable, forbidden, deleted or absent) and reveal nothing.
 */
export const STATES = ['private', 'shared', 'sharedPro', 'public', 'closed', 'deleted'] as const;
export type State = (typeof STATES)[number];

export const ACTORS = ['owner', 'B', 'P', 'C', 'anonymous'] as const;
export type Actor = (typeof ACTORS)[number];

export const ROUTES = [
  'info', 'explore', 'post', 'send', 'retry', 'editMsg', 'deleteMsg', 'editBMsg', 'deleteBMsg', 'feedback',
  'editChat', 'addTag', 'removeTag', 'close', 'open', 'share', 'revokePublic', 'revokePrivate', 'revokeAll', 'delete',
  'follow', 'unfollow', 'markRead', 'join', 'leave',
  // notifications (issue 14): PUT and DELETE /api/chats/{chatId}/mute
  'mute', 'unmute',
  // titles (issue 18): PUT /api/chats/{id}/title
  'rename',
] as const;
export type Route = (typeof ROUTES)[number];
export const SOCKET_ROUTES: readonly Route[] = ['send', 'join', 'leave'];

type Row = [owner: string, B: string, P: string, C: string, anonymous: string];

const U = '401';
const NF = '404';
const NO = '403 not_owner';
const NA = '403 not_author';
const CC = '409 chat_closed';
const NR = '409 nothing_to_revoke';
/** `feedback` is on the owner's own message, which its author may not vote on (issue 18) */
const OWN = '403 own_message_feedback';
const J = 'ok';
const JX = 'chat_not_found';
const SU = 'unauthorized';
const SC = 'chat_closed';
/** the routes that only touch the caller's own records */
/** `chat:leave`: the caller's own room membership, ok for anyone */
const LEAVE: Row = [J, J, J, J, J];
const OWN_RECORDS = { unfollow: ['204', '204', '204', '204', U], markRead: ['200', '200', '200', '200', U] } satisfies Record<string, Row>;

export const MATRIX = {
  private: {
    info: ['200', NF, NF, NF, U],
    explore: ['200', NF, NF, NF, NF],
    post: ['201', NF, NF, NF, U],
    send: [J, JX, JX, JX, SU],
    retry: ['201', NF, NF, NF, U],
    editMsg: ['200', NF, NF, NF, U],
    deleteMsg: ['200', NF, NF, NF, U],
    editBMsg: [NA, NF, NF, NF, U],
    deleteBMsg: ['200', NF, NF, NF, U],
    feedback: [OWN, NF, NF, NF, U],
    editChat: ['200', NF, NF, NF, U],
    addTag: ['201', NF, NF, NF, U],
    removeTag: ['200', NF, NF, NF, U],
    close: ['200', NF, NF, NF, U],
    open: ['409 chat_already_open', NF, NF, NF, U],
    share: ['200', NF, NF, NF, U],
    revokePublic: [NR, NF, NF, NF, U],
    revokePrivate: [NR, NF, NF, NF, U],
    revokeAll: [NR, NF, NF, NF, U],
    delete: ['204', NF, NF, NF, U],
    follow: ['201', NF, NF, NF, U],
    ...OWN_RECORDS,
    join: [J, JX, JX, JX, JX],
    leave: LEAVE,
  },
  shared: {
    info: ['200', '200', NF, NF, U],
    explore: ['200', '200', NF, NF, NF],
    post: ['201', '201', NF, NF, U],
    send: [J, J, JX, JX, SU],
    retry: ['201', NO, NF, NF, U],
    editMsg: ['200', NA, NF, NF, U],
    deleteMsg: ['200', NA, NF, NF, U],
    editBMsg: [NA, '200', NF, NF, U],
    deleteBMsg: ['200', '200', NF, NF, U],
    feedback: [OWN, '200', NF, NF, U],
    editChat: ['200', NO, NF, NF, U],
    addTag: ['201', NO, NF, NF, U],
    removeTag: ['200', NO, NF, NF, U],
    close: ['200', NO, NF, NF, U],
    open: ['409 chat_already_open', NO, NF, NF, U],
    share: ['200', NO, NF, NF, U],
    revokePublic: [NR, NO, NF, NF, U],
    revokePrivate: ['200', NO, NF, NF, U],
    revokeAll: ['200', NO, NF, NF, U],
    delete: ['204', NO, NF, NF, U],
    follow: ['201', '201', NF, NF, U],
    ...OWN_RECORDS,
    join: [J, J, JX, JX, JX],
    leave: LEAVE,
  },
  sharedPro: {
    info: ['200', NF, '200', NF, U],
    explore: ['200', NF, '200', NF, NF],
    post: ['201', NF, '201', NF, U],
    send: [J, JX, J, JX, SU],
    retry: ['201', NF, NO, NF, U],
    editMsg: ['200', NF, NA, NF, U],
    deleteMsg: ['200', NF, NA, NF, U],
    editBMsg: [NA, NF, NA, NF, U],
    deleteBMsg: ['200', NF, NA, NF, U],
    feedback: [OWN, NF, '200', NF, U],
    editChat: ['200', NF, NO, NF, U],
    addTag: ['201', NF, NO, NF, U],
    removeTag: ['200', NF, NO, NF, U],
    close: ['200', NF, NO, NF, U],
    open: ['409 chat_already_open', NF, NO, NF, U],
    share: ['200', NF, NO, NF, U],
    revokePublic: [NR, NF, NO, NF, U],
    revokePrivate: ['200', NF, NO, NF, U],
    revokeAll: ['200', NF, NO, NF, U],
    delete: ['204', NF, NO, NF, U],
    follow: ['201', NF, '201', NF, U],
    ...OWN_RECORDS,
    join: [J, JX, J, JX, JX],
    leave: LEAVE,
  },
  public: {
    info: ['200', '200', '200', '200', U],
    explore: ['200', '200', '200', '200', '200'],
    post: ['201', '201', '201', '201', U],
    send: [J, J, J, J, SU],
    retry: ['201', NO, NO, NO, U],
    editMsg: ['200', NA, NA, NA, U],
    deleteMsg: ['200', NA, NA, NA, U],
    editBMsg: [NA, '200', NA, NA, U],
    deleteBMsg: ['200', '200', NA, NA, U],
    feedback: [OWN, '200', '200', '200', U],
    editChat: ['200', NO, NO, NO, U],
    addTag: ['201', NO, NO, NO, U],
    removeTag: ['200', NO, NO, NO, U],
    close: ['200', NO, NO, NO, U],
    open: ['409 chat_already_open', NO, NO, NO, U],
    share: ['200', NO, NO, NO, U],
    revokePublic: ['200', NO, NO, NO, U],
    revokePrivate: [NR, NO, NO, NO, U],
    revokeAll: ['200', NO, NO, NO, U],
    delete: ['204', NO, NO, NO, U],
    follow: ['201', '201', '201', '201', U],
    ...OWN_RECORDS,
    join: [J, J, J, J, J],
    leave: LEAVE,
  },
  closed: {
    info: ['200', '200', NF, NF, U],
    explore: ['200', '200', NF, NF, NF],
    post: [CC, CC, NF, NF, U],
    send: [SC, SC, JX, JX, SU],
    retry: [CC, NO, NF, NF, U],
    editMsg: [CC, CC, NF, NF, U],
    deleteMsg: [CC, CC, NF, NF, U],
    editBMsg: [CC, CC, NF, NF, U],
    deleteBMsg: [CC, CC, NF, NF, U],
    feedback: [OWN, '200', NF, NF, U],
    editChat: ['200', NO, NF, NF, U],
    addTag: ['201', NO, NF, NF, U],
    removeTag: ['200', NO, NF, NF, U],
    close: ['409 chat_already_closed', NO, NF, NF, U],
    open: ['200', NO, NF, NF, U],
    share: ['200', NO, NF, NF, U],
    revokePublic: [NR, NO, NF, NF, U],
    revokePrivate: ['200', NO, NF, NF, U],
    revokeAll: ['200', NO, NF, NF, U],
    delete: ['204', NO, NF, NF, U],
    follow: ['201', '201', NF, NF, U],
    ...OWN_RECORDS,
    join: [J, J, JX, JX, JX],
    leave: LEAVE,
  },
  deleted: {
    info: [NF, NF, NF, NF, U],
    explore: [NF, NF, NF, NF, NF],
    post: [NF, NF, NF, NF, U],
    send: [JX, JX, JX, JX, SU],
    retry: [NF, NF, NF, NF, U],
    editMsg: [NF, NF, NF, NF, U],
    deleteMsg: [NF, NF, NF, NF, U],
    editBMsg: [NF, NF, NF, NF, U],
    deleteBMsg: [NF, NF, NF, NF, U],
    feedback: [NF, NF, NF, NF, U],
    editChat: [NF, NF, NF, NF, U],
    addTag: [NF, NF, NF, NF, U],
    removeTag: [NF, NF, NF, NF, U],
    close: [NF, NF, NF, NF, U],
    open: [NF, NF, NF, NF, U],
    share: [NF, NF, NF, NF, U],
    revokePublic: [NF, NF, NF, NF, U],
    revokePrivate: [NF, NF, NF, NF, U],
    revokeAll: [NF, NF, NF, NF, U],
    delete: [NF, NF, NF, NF, U],
    follow: [NF, NF, NF, NF, U],
    ...OWN_RECORDS,
    join: [JX, JX, JX, JX, JX],
    leave: LEAVE,
  },
} as Record<State, Record<Route, Row>>;

/**
 * Notifications (issue 14): muting needs read access, like `info` (a 404 otherwise, so ids cannot be probed);
 * unmuting only removes the caller's own record, so it answers alike for every chat id.
 */
const MUTE_ROWS: Record<State, Record<'mute' | 'unmute', Row>> = {
  private: { mute: ['204', NF, NF, NF, U], unmute: ['204', '204', '204', '204', U] },
  shared: { mute: ['204', '204', NF, NF, U], unmute: ['204', '204', '204', '204', U] },
  sharedPro: { mute: ['204', NF, '204', NF, U], unmute: ['204', '204', '204', '204', U] },
  public: { mute: ['204', '204', '204', '204', U], unmute: ['204', '204', '204', '204', U] },
  closed: { mute: ['204', '204', NF, NF, U], unmute: ['204', '204', '204', '204', U] },
  deleted: { mute: [NF, NF, NF, NF, U], unmute: ['204', '204', '204', '204', U] },
};
for (const state of STATES) Object.assign(MATRIX[state], MUTE_ROWS[state]);

// ---- titles (issue 18): PUT /api/chats/{id}/title, the owner renames the chat from its header ----------------
// The owner may rename in every state but a deleted chat, a closed one too (like editing its details).
const RENAME: Record<State, { rename: Row }> = {
  private: { rename: ['200', NF, NF, NF, U] },
  shared: { rename: ['200', NO, NF, NF, U] },
  sharedPro: { rename: ['200', NF, NO, NF, U] },
  public: { rename: ['200', NO, NO, NO, U] },
  closed: { rename: ['200', NO, NF, NF, U] },
  deleted: { rename: [NF, NF, NF, NF, U] },
};
for (const state of STATES) Object.assign(MATRIX[state], RENAME[state]);

const DEFAULT_CODE: Record<number, string> = { 401: 'unauthorized', 404: 'chat_not_found' };

/** "403 not_owner" -> {status: 403, code: 'not_owner'}; "404" -> {status: 404, code: 'chat_not_found'}. */
export function parseCell(cell: string): { status: number; code: string | null } {
  const [status, code] = cell.split(' ');
  const n = Number(status);
  return { status: n, code: code ?? DEFAULT_CODE[n] ?? null };
}

/** Every cell of the table, in a stable order. */
export const cells = () =>
  STATES.flatMap((state) => ROUTES.flatMap((route) => ACTORS.map((actor, i) => ({ state, route, actor, expected: MATRIX[state][route][i] }))));

// ---- consent to share (issue 14): answering invitations and leaving -------------------------------------
/**
 * The same chats, with C invited on top (before the deletion, in "deleted"): only C may answer, and only a
 * member (B in "shared" and "closed", P in "sharedPro") may leave. `invitations` lists the caller's own.
 */
export const CONSENT_ROUTES = ['invitations', 'accept', 'decline', 'leaveChat'] as const;
export type ConsentRoute = (typeof CONSENT_ROUTES)[number];

const IN = '404 invitation_not_found';
const OL = '409 owner_cannot_leave';
const ANSWER: Row = [IN, IN, IN, '200', U];
const LISTS: Row = ['200', '200', '200', '200', U];

export const CONSENT_MATRIX: Record<State, Record<ConsentRoute, Row>> = {
  private: { invitations: LISTS, accept: ANSWER, decline: ANSWER, leaveChat: [OL, NF, NF, NF, U] },
  shared: { invitations: LISTS, accept: ANSWER, decline: ANSWER, leaveChat: [OL, '204', NF, NF, U] },
  sharedPro: { invitations: LISTS, accept: ANSWER, decline: ANSWER, leaveChat: [OL, NF, '204', NF, U] },
  public: { invitations: LISTS, accept: ANSWER, decline: ANSWER, leaveChat: [OL, NF, NF, NF, U] },
  closed: { invitations: LISTS, accept: ANSWER, decline: ANSWER, leaveChat: [OL, '204', NF, NF, U] },
  deleted: { invitations: LISTS, accept: [IN, IN, IN, IN, U], decline: [IN, IN, IN, IN, U], leaveChat: [NF, NF, NF, NF, U] },
};

export const consentCells = () =>
  STATES.flatMap((state) => CONSENT_ROUTES.flatMap((route) => ACTORS.map((actor, i) => ({ state, route, actor, expected: CONSENT_MATRIX[state][route][i] }))));
