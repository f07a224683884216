/**
 * Who may do what to a chat, as a table: state x actor x route -> expected answer.
 *
 * Actors: the owner; B, a user the chat is shared with in the "shared" and "closed" states; P, a professional
 * it is shared with in "sharedPro"; C, another signed-in user; and an anonymous visitor.
 * HTTP cells are "status" or "status code"; a bare 401 means `unauthorized`, a bare 404 `chat_not_found`.
 * Socket `chat:join` cells are "ok" or the refusal code.
 */
export const STATES = ['private', 'shared', 'sharedPro', 'public', 'closed', 'deleted'] as const;
export type State = (typeof STATES)[number];

export const ACTORS = ['owner', 'B', 'P', 'C', 'anonymous'] as const;
export type Actor = (typeof ACTORS)[number];

export const ROUTES = [
  'info', 'explore', 'post', 'editMsg', 'deleteMsg', 'feedback', 'editChat', 'addTag', 'removeTag',
  'close', 'open', 'share', 'revokeAll', 'delete', 'follow', 'join',
] as const;
export type Route = (typeof ROUTES)[number];

type Row = [owner: string, B: string, P: string, C: string, anonymous: string];

const U = '401';
const NF = '404';
const NO = '403 not_owner';
const NA = '403 not_author';
const CC = '409 chat_closed';
const J = 'ok';
const JX = 'chat_not_found';

export const MATRIX: Record<State, Record<Route, Row>> = {
  private: {
    info: ['200', NF, NF, NF, U],
    explore: ['200', NF, NF, NF, NF],
    post: ['201', NF, NF, NF, U],
    editMsg: ['200', NF, NF, NF, U],
    deleteMsg: ['200', NF, NF, NF, U],
    feedback: ['200', NF, NF, NF, U],
    editChat: ['200', NF, NF, NF, U],
    addTag: ['201', NF, NF, NF, U],
    removeTag: ['200', NF, NF, NF, U],
    close: ['200', NF, NF, NF, U],
    open: ['409 chat_already_open', NF, NF, NF, U],
    share: ['200', NF, NF, NF, U],
    revokeAll: ['409 nothing_to_revoke', NF, NF, NF, U],
    delete: ['204', NF, NF, NF, U],
    follow: ['201', NF, NF, NF, U],
    join: [J, JX, JX, JX, JX],
  },
  shared: {
    info: ['200', '200', NF, NF, U],
    explore: ['200', '200', NF, NF, NF],
    post: ['201', '201', NF, NF, U],
    editMsg: ['200', NA, NF, NF, U],
    deleteMsg: ['200', NA, NF, NF, U],
    feedback: ['200', '200', NF, NF, U],
    editChat: ['200', NO, NF, NF, U],
    addTag: ['201', NO, NF, NF, U],
    removeTag: ['200', NO, NF, NF, U],
    close: ['200', NO, NF, NF, U],
    open: ['409 chat_already_open', NO, NF, NF, U],
    share: ['200', NO, NF, NF, U],
    revokeAll: ['200', NO, NF, NF, U],
    delete: ['204', NO, NF, NF, U],
    follow: ['201', '201', NF, NF, U],
    join: [J, J, JX, JX, JX],
  },
  sharedPro: {
    info: ['200', NF, '200', NF, U],
    explore: ['200', NF, '200', NF, NF],
    post: ['201', NF, '201', NF, U],
    editMsg: ['200', NF, NA, NF, U],
    deleteMsg: ['200', NF, NA, NF, U],
    feedback: ['200', NF, '200', NF, U],
    editChat: ['200', NF, NO, NF, U],
    addTag: ['201', NF, NO, NF, U],
    removeTag: ['200', NF, NO, NF, U],
    close: ['200', NF, NO, NF, U],
    open: ['409 chat_already_open', NF, NO, NF, U],
    share: ['200', NF, NO, NF, U],
    revokeAll: ['200', NF, NO, NF, U],
    delete: ['204', NF, NO, NF, U],
    follow: ['201', NF, '201', NF, U],
    join: [J, JX, J, JX, JX],
  },
  public: {
    info: ['200', '200', '200', '200', U],
    explore: ['200', '200', '200', '200', '200'],
    post: ['201', '201', '201', '201', U],
    editMsg: ['200', NA, NA, NA, U],
    deleteMsg: ['200', NA, NA, NA, U],
    feedback: ['200', '200', '200', '200', U],
    editChat: ['200', NO, NO, NO, U],
    addTag: ['201', NO, NO, NO, U],
    removeTag: ['200', NO, NO, NO, U],
    close: ['200', NO, NO, NO, U],
    open: ['409 chat_already_open', NO, NO, NO, U],
    share: ['200', NO, NO, NO, U],
    revokeAll: ['200', NO, NO, NO, U],
    delete: ['204', NO, NO, NO, U],
    follow: ['201', '201', '201', '201', U],
    join: [J, J, J, J, J],
  },
  closed: {
    info: ['200', '200', NF, NF, U],
    explore: ['200', '200', NF, NF, NF],
    post: [CC, CC, NF, NF, U],
    editMsg: [CC, CC, NF, NF, U],
    deleteMsg: [CC, CC, NF, NF, U],
    feedback: ['200', '200', NF, NF, U],
    editChat: ['200', NO, NF, NF, U],
    addTag: ['201', NO, NF, NF, U],
    removeTag: ['200', NO, NF, NF, U],
    close: ['409 chat_already_closed', NO, NF, NF, U],
    open: ['200', NO, NF, NF, U],
    share: ['200', NO, NF, NF, U],
    revokeAll: ['200', NO, NF, NF, U],
    delete: ['204', NO, NF, NF, U],
    follow: ['201', '201', NF, NF, U],
    join: [J, J, JX, JX, JX],
  },
  deleted: {
    info: [NF, NF, NF, NF, U],
    explore: [NF, NF, NF, NF, NF],
    post: [NF, NF, NF, NF, U],
    editMsg: [NF, NF, NF, NF, U],
    deleteMsg: [NF, NF, NF, NF, U],
    feedback: [NF, NF, NF, NF, U],
    editChat: [NF, NF, NF, NF, U],
    addTag: [NF, NF, NF, NF, U],
    removeTag: [NF, NF, NF, NF, U],
    close: [NF, NF, NF, NF, U],
    open: [NF, NF, NF, NF, U],
    share: [NF, NF, NF, NF, U],
    revokeAll: [NF, NF, NF, NF, U],
    delete: [NF, NF, NF, NF, U],
    follow: [NF, NF, NF, NF, U],
    join: [JX, JX, JX, JX, JX],
  },
};

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
