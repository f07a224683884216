/** A use case's refusal. `kind` says which HTTP family it belongs to; `code` is the stable key clients read. */
export type ErrorKind =
  | 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'rate_limited' | 'unavailable';

export class AppError extends Error {
  constructor(readonly kind: ErrorKind, readonly code: string, readonly params: Record<string, string | number> = {}) {
    super(code);
  }
}
