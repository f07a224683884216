import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { apiAs, createAccount, type Account } from './accounts.js';
import type { ServerProcess } from './server-process.js';

/**
 * Data for the screenshots, made through the API: an owner with a private chat, a public one and one shared
 * with a friend (a reply with a quote, a vote, a deleted message, markdown), and a followed public chat of
 * the friend's with an unread notification.
 */
export async function seedScreens(server: ServerProcess): Promise<{ owner: Account; sleepChat: string }> {
  const [s, t] = await Promise.all([createAccount(server, 'screenowner'), createAccount(server, 'screenfriend')]);
  const create = async (who: Account, message: string, title: string, tags: string[]) => {
    const chat = await apiAs<ChatInfo>(server, who, 'POST', '/chats/new/private', { message });
    await apiAs(server, who, 'PUT', `/chats/edit/${chat.id}`, { title, description: '', tags });
    return chat;
  };
  await create(s, 'Three things went well today.', 'Morning journal', ['normal']);
  const breathing = await create(s, 'Box breathing: in for four, hold for four, out for four.', 'Breathing exercises that help', ['anxiety']);
  await apiAs(server, s, 'PUT', `/chats/share/${breathing.id}`, { public: true });
  const sleep = await create(s, 'I keep waking up at 4am and my mind starts racing about work.', 'Sleep and worries', ['stress', 'anxiety']);
  await apiAs(server, s, 'PUT', `/chats/share/${sleep.id}`, { users: [t.username] });
  await apiAs(server, t, 'PUT', `/chats/invitations/${sleep.id}`, { accept: true });
  const first = sleep.messages.find((m) => m.kind === 'message')!;
  const reply = await apiAs<MessageItem>(server, t, 'POST', `/chats/${sleep.id}/messages`, {
    message: 'That happens to me too. Writing the worries down before bed helps me let them go.', answer_message_id: first.id,
  });
  await apiAs(server, s, 'PUT', `/chats/${sleep.id}/messages/${reply.id}/feedback`, { positive: true });
  const oops = await apiAs<MessageItem>(server, t, 'POST', `/chats/${sleep.id}/messages`, { message: 'Sent to the wrong chat, sorry' });
  await apiAs(server, t, 'DELETE', `/chats/${sleep.id}/messages/${oops.id}`);
  // It answers the friend's reply, an older message than the deleted one just above: its quote shows.
  await apiAs(server, s, 'POST', `/chats/${sleep.id}/messages`, { message: 'Thank you, I will try it **tonight**.', answer_message_id: reply.id });
  const exams = await create(t, 'Exams start next week and I cannot focus.', 'Coping with exam stress', ['stress']);
  await apiAs(server, t, 'PUT', `/chats/share/${exams.id}`, { public: true });
  await apiAs(server, s, 'POST', `/chats/follow/${exams.id}`);
  await apiAs(server, t, 'POST', `/chats/${exams.id}/messages`, { message: 'Update: the first exam went fine.' });
  return { owner: s, sleepChat: sleep.id };
}
