import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { AppError, type ErrorKind } from '../../application/errors.js';
import { StoreUnavailable, VersionConflict } from '../../application/ports.js';
import { DomainError, type DomainErrorCode } from '../../domain/errors.js';
import { context, languageOf } from './context.js';
import { hasText, text } from './messages.js';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400, unprocessable: 422, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, too_large: 413,
  rate_limited: 429, unavailable: 503,
};

/** A refused read is a 404 like an absent one, so ids cannot be probed. */
const DOMAIN_KIND: Record<DomainErrorCode, ErrorKind> = {
  chat_not_found: 'not_found', message_not_found: 'not_found', tag_not_found: 'not_found',
  chat_exists: 'conflict', chat_closed: 'conflict', chat_already_closed: 'conflict', chat_already_open: 'conflict',
  message_deleted: 'conflict', reply_already_completed: 'conflict', reply_not_failed: 'conflict', tag_exists: 'conflict',
  nothing_to_share: 'conflict', nothing_to_revoke: 'conflict',
  not_owner: 'forbidden', not_participant: 'forbidden', not_author: 'forbidden', not_bot_message: 'forbidden',
  cannot_share_with_owner: 'invalid',
  reply_not_streaming: 'conflict', reply_streaming: 'conflict', own_message_feedback: 'forbidden',
  invitation_not_found: 'not_found', owner_cannot_leave: 'conflict',
};

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof VersionConflict) return new AppError('conflict', 'chat_busy');
  if (error instanceof StoreUnavailable) return new AppError('unavailable', 'store_unavailable');
  if (error instanceof DomainError) return new AppError(DOMAIN_KIND[error.code], error.code);
  return null;
}

/** Parses input with a zod schema; the first issue's message (a stable code) becomes the error code. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const missing = issue && 'input' in issue && issue.input === undefined;
  const code = issue && hasText(issue.message) ? issue.message : missing ? 'field_required' : 'invalid_input';
  throw new AppError('invalid', code, { field: issue?.path.join('.') ?? '' });
}

interface BodyParserError { type?: string; status?: number }

function fromBodyParser(error: BodyParserError): AppError | null {
  if (error.type === 'entity.parse.failed') return new AppError('invalid', 'invalid_json');
  if (error.type === 'entity.too.large') return new AppError('too_large', 'body_too_large');
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return new AppError('invalid', 'invalid_input');
  return null;
}

export function errorHandler(log: (line: string) => void) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toAppError(error) ?? fromBodyParser((error ?? {}) as BodyParserError);
    const language = res.locals.ctx ? context(res).language : languageOf(req);
    if (known) {
      const field = known.params.field ? { field: known.params.field } : {};
      res.status(STATUS[known.kind]).json({ detail: text(known.code, language), code: known.code, ...field });
      return;
    }
    log(`500 ${req.method} ${req.path}: ${(error as Error)?.stack ?? String(error)}`);
    res.status(500).json({ detail: text('unexpected', language), code: 'unexpected' });
  };
}

export const statusOf = (error: AppError) => STATUS[error.kind];
