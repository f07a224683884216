import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { SocketAdapter } from './socket-server.js';

export interface RedisSocketAdapter {
  adapter: SocketAdapter;
  /** the publishing connection, free for commands: the per-person rate limits keep their buckets through it */
  client: RedisClientType;
  close: () => Promise<void>;
}

/**
 * Rooms shared by every node through Redis pub/sub (`@socket.io/redis-adapter`): a broadcast published on one
 * node reaches the sockets of that room on all nodes, and fetchSockets/serverSideEmit span the cluster.
 * Why pub/sub and not the Streams adapter: see docs/scaling.md.
 */
export async function connectRedisAdapter(url: string, log: (line: string) => void): Promise<RedisSocketAdapter> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: Error) => log(`redis: ${error.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    // A request to the other nodes (fetchSockets, a stream snapshot) gives up after this long.
    adapter: createAdapter(pub, sub, { key: 'psycare', requestsTimeout: 3000 }) as SocketAdapter,
    client: pub as RedisClientType,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
