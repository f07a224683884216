import type { ClientSession, Connection } from 'mongoose';

/**
 * Snapshot reads and majority commits: the head check sees one consistent state, and an acknowledged commit
 * survives a failover. `maxCommitTimeMS` bounds a commit that cannot reach a majority: it comes back after 10 s
 * as an unknown commit result (the driver does not retry a MaxTimeMSExpired commit), which the caller settles
 * by reading, instead of a request that hangs.
 */
const OPTIONS = { readConcern: { level: 'snapshot' as const }, writeConcern: { w: 'majority' as const }, maxCommitTimeMS: 10_000 };

/**
 * Runs `work` in a transaction through the driver's `withTransaction`: it restarts `work` on a
 * TransientTransactionError (a write conflict, a primary that stepped down before commit) and retries the
 * commit on an UnknownTransactionCommitResult, with backoff, for up to 120 seconds. `work` must therefore be
 * safe to run more than once and pass `session` to every operation.
 */
export async function inTransaction<T>(conn: Connection, work: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = await conn.startSession();
  try {
    return await session.withTransaction(() => work(session), OPTIONS);
  } finally {
    await session.endSession();
  }
}
