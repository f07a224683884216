import type { ChatSummary } from '../../shared/api.js';
import type { InvitationPage } from '../../shared/invitations.js';
import { api, ok } from './chat-fixtures.js';
import type { TestServer } from './server.js';

/*
 * Since issue 14 a private share is an invitation: the person shared with has no access until they accept.
 * Tests about what a member can do share and then accept, as people do.
 */

/** Accepts the person's pending invitation to `chatId`, failing loudly if there is none. */
export async function acceptInvitation(server: TestServer, token: string, chatId: string): Promise<ChatSummary> {
  const answer = await ok<{ accepted: boolean; chat: ChatSummary }>(api(server, token).put(`/api/chats/invitations/${chatId}`, { accept: true }));
  return answer.chat;
}

/** The owner shares privately (`body` as PUT /api/chats/share takes it) and each invitee accepts. */
export async function shareAndAccept(server: TestServer, ownerToken: string, chatId: string, body: object, inviteeTokens: string[]): Promise<ChatSummary> {
  const shared = await ok<ChatSummary>(api(server, ownerToken).put(`/api/chats/share/${chatId}`, body));
  for (const token of inviteeTokens) await acceptInvitation(server, token, chatId);
  return inviteeTokens.length ? ((await ok<ChatSummary>(api(server, ownerToken).get(`/api/chats/info/${chatId}`))) as ChatSummary) : shared;
}

export const pendingInvitations = (server: TestServer, token: string) =>
  ok<InvitationPage>(api(server, token).get('/api/chats/invitations'));
