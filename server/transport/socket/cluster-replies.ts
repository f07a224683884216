import type { StreamSnapshot } from '../../../shared/socket.js';
import type { LiveReplies } from '../../application/bots/live-replies.js';
import type { ReplyStopper } from '../../application/bots/reply-control.js';
import type { PsycareServer } from './socket-server.js';

/**
 * Bot replies stream on the node that started them (live-replies.ts is per node). Their tokens reach every
 * node through the adapter like any room broadcast; what another node lacks is the text so far, for a client
 * that joins mid-stream. Each node answers `replies:snapshot` with its own replies in flight; a joining node
 * asks the others after the socket is in the room, so a token is either in a snapshot or arrives after the
 * join (and one in both has an index below the snapshot's, which clients skip). The adapter's
 * `requestsTimeout` bounds the wait for a node that does not answer.
 */
export function clusterReplies(io: PsycareServer, live: LiveReplies, log: (line: string) => void) {
  io.on('replies:snapshot', (chatId, ack) => {
    if (typeof chatId === 'string' && typeof ack === 'function') ack(live.snapshot(chatId));
  });
  return async (chatId: string): Promise<StreamSnapshot[]> => {
    try {
      const answers = await io.serverSideEmitWithAck('replies:snapshot', chatId);
      return (answers as StreamSnapshot[][]).flat();
    } catch (error) {
      log(`reply snapshots from other nodes failed: ${(error as Error).message}`);
      return [];
    }
  };
}

/**
 * Stop (or a deletion) may reach any node; the reply streams on one. Each node answers `replies:stop` by
 * stopping its own reply of that id, after it is recorded; the asking node waits for the answers, bounded by
 * the adapter's `requestsTimeout`.
 */
export function clusterStops(io: PsycareServer, stopHere: ReplyStopper, log: (line: string) => void): ReplyStopper {
  io.on('replies:stop', (messageId, ack) => {
    if (typeof messageId === 'string' && typeof ack === 'function') void stopHere(messageId).then(ack, () => ack(false));
  });
  return async (messageId) => {
    try {
      const answers = await io.serverSideEmitWithAck('replies:stop', messageId);
      return (answers as boolean[]).some(Boolean);
    } catch (error) {
      log(`stopping reply ${messageId} on other nodes failed: ${(error as Error).message}`);
      return false;
    }
  };
}
