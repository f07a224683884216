interface DriverError { code?: unknown; writeErrors?: { code?: unknown }[]; errorLabels?: unknown; keyPattern?: unknown }

const asDriverError = (error: unknown): DriverError => (typeof error === 'object' && error !== null ? (error as DriverError) : {});

export function isDuplicateKey(error: unknown): boolean {
  const e = asDriverError(error);
  return e.code === 11000 || (Array.isArray(e.writeErrors) && e.writeErrors.some((w) => w.code === 11000));
}

/** A transaction lost a race (WriteConflict, or a label the server puts on any retryable transaction error). */
export function isTransactionConflict(error: unknown): boolean {
  const e = asDriverError(error);
  return e.code === 112 || (Array.isArray(e.errorLabels) && e.errorLabels.includes('TransientTransactionError'));
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
