import type { Database } from 'better-sqlite3';

/**
 * Runs a write inside the next shared commit and resolves once that commit is durable. The write must be a
 * better-sqlite3 transaction function: inside the shared transaction it becomes a savepoint, so if it throws
 * only its own changes are rolled back.
 */
export type GroupCommit = <T>(write: () => T) => Promise<T>;

/**
 * Group commit: writes submitted during one turn of the event loop run together in one IMMEDIATE transaction
 * at the next `setImmediate`, each in its own savepoint (a nested better-sqlite3 transaction), so one
 * write that throws (a version conflict) rolls back alone and the others still commit. A commit costs far
 * more than an insert (docs/performance.md), and under load many chats write in the same turn. Nobody hears
 * of a write before its commit, so durability is that of a single transaction.
 */
export function createGroupCommit(db: Database): GroupCommit {
  type Pending = { write: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];

  const runAll = db.transaction((batch: Pending[]) => batch.map((op) => {
    try {
      return { ok: true as const, value: op.write() };
    } catch (error) {
      return { ok: false as const, error };
    }
  }));

  function flush() {
    const batch = queue;
    queue = [];
    let outcomes: ReturnType<typeof runAll>;
    try {
      outcomes = runAll.immediate(batch);
    } catch (error) {
      // the commit itself failed (e.g. busy past the timeout): nothing in the batch was written
      for (const op of batch) op.reject(error);
      return;
    }
    batch.forEach((op, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) op.resolve(outcome.value);
      else op.reject(outcome.error);
    });
  }

  return <T>(write: () => T) => new Promise<T>((resolve, reject) => {
    if (queue.length === 0) setImmediate(flush);
    queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
  });
}

/** No batching: each write is its own IMMEDIATE transaction, run at once. */
export const commitEach = (db: Database): GroupCommit => async (write) => db.transaction(write).immediate();

