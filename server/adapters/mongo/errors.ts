import { StoreUnavailable, VersionConflict } from '../../application/ports.js';

interface DriverError { name?: unknown; code?: unknown; writeErrors?: { code?: unknown }[]; errorLabels?: unknown; keyPattern?: unknown }

const asDriverError = (error: unknown): DriverError => (typeof error === 'object' && error !== null ? (error as DriverError) : {});

const hasLabel = (error: unknown, label: string): boolean => {
  const labels = asDriverError(error).errorLabels;
  return Array.isArray(labels) && labels.includes(label);
};

export function isDuplicateKey(error: unknown): boolean {
  const e = asDriverError(error);
  return e.code === 11000 || (Array.isArray(e.writeErrors) && e.writeErrors.some((w) => w.code === 11000));
}

/** The driver's (and mongoose's) names for "no server answered": the network, server selection, a closed or cleared pool. */
const UNREACHABLE = new Set([
  'MongooseServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoServerSelectionError', 'MongoTopologyClosedError',
  'MongoNotConnectedError', 'MongoServerClosedError', 'MongoPoolClosedError', 'MongoPoolClearedError',
  'PoolClearedOnNetworkError', 'MongoWaitQueueTimeoutError', 'MongoOperationTimeoutError',
]);

/**
 * Server answers that mean "not now, ask again": no primary (an election), shutting down, a network error
 * between servers, a time limit. HostUnreachable 6, HostNotFound 7, ExceededTimeLimit 50 and 262, NetworkTimeout
 * 89, ShutdownInProgress 91, PrimarySteppedDown 189, NotWritablePrimary 10107, InterruptedAtShutdown 11600,
 * InterruptedDueToReplStateChange 11602, NotPrimaryNoSecondaryOk 13435, NotPrimaryOrSecondary 13436,
 * SocketException 9001.
 */
const NOT_NOW = new Set([6, 7, 50, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/** A write concern error (code 64 or a writeConcernError) was applied on the primary but not confirmed by a majority. */
const isWriteConcernFailure = (error: unknown): boolean => {
  const e = asDriverError(error);
  return e.name === 'MongoWriteConcernError' || e.code === 64;
};

export function isUnavailable(error: unknown): boolean {
  const e = asDriverError(error);
  return (typeof e.name === 'string' && UNREACHABLE.has(e.name)) || (typeof e.code === 'number' && NOT_NOW.has(e.code))
    || hasLabel(error, 'RetryableWriteError') || hasLabel(error, 'UnknownTransactionCommitResult') || isWriteConcernFailure(error);
}

/** The write may have landed: the driver lost the commit's answer, or a majority did not confirm it in time. */
export const mayHaveCommitted = (error: unknown): boolean =>
  hasLabel(error, 'UnknownTransactionCommitResult') || isWriteConcernFailure(error);

/** A transaction that lost a race and ran out of retries: the stream is contended, as a version conflict is. */
export const isTransientTransaction = (error: unknown): boolean =>
  asDriverError(error).code === 112 || hasLabel(error, 'TransientTransactionError');

/**
 * What the application sees of a driver failure: StoreUnavailable (503 store_unavailable) when the server could
 * not be reached or answer; anything else (a bug, a refused document) unchanged.
 */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailable || error instanceof VersionConflict) return error;
  if (isUnavailable(error)) return new StoreUnavailable(mayHaveCommitted(error), { cause: error });
  return error;
}

/** The fields of the unique index a duplicate-key error names, e.g. ['emailLower']. */
export function duplicateKeyFields(error: unknown): string[] {
  const e = asDriverError(error);
  if (e.keyPattern && typeof e.keyPattern === 'object') return Object.keys(e.keyPattern);
  const message = error instanceof Error ? error.message : '';
  return [...message.matchAll(/index: (\w+?)_1/g)].map((match) => match[1]);
}

/** Upserts racing on a unique key can fail once with a duplicate key; the second try finds the winner's document. */
export async function retryOnDuplicate<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return operation();
  }
}
