import type { Store } from '../ports.js';

/**
 * Account erasure (issue 14): the person's own reports and blocks go, and the reports about them (what they
 * pointed at is erased with them); the audit log keeps every staff action, no longer naming them; a suspension goes.
 */
export async function eraseModeration(store: Pick<Store, 'moderation'>, username: string): Promise<void> {
  const { reports, blocks, audit, suspensions } = store.moderation;
  await Promise.all([reports.deleteForUser(username), blocks.deleteForUser(username), audit.forgetSubject(username), suspensions.delete(username)]);
}
