/**
 * A use case's refusal. `kind` says which HTTP family it belongs to; `code` is the stable key clients read.
 * `unprocessable`: well-formed input that names something of the wrong kind (a share target who is not a professional).
 */
export type ErrorKind =
  | 'invalid' | 'unprocessable' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'rate_limited'
  | 'unavailable';

export class AppError extends Error {
  constructor(readonly kind: ErrorKind, readonly code: string, readonly params: Record<string, string | number> = {}) {
    super(code);
  }
}
