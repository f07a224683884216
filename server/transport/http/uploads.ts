import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../application/errors.js';
import type { UploadedFile } from '../../application/people/uploaded-file.js';

export interface UploadRule {
  field: string;
  maxFiles: number;
  maxBytes: number;
  tooLarge: string;
  tooMany: string;
}

/** Text parts of a form are small: the longest (a description) is 2000 characters. */
const FIELD_LIMITS = { fields: 30, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 40, headerPairs: 200 };

function refusal(error: unknown, rule: UploadRule): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    const field = { field: error.field ?? rule.field };
    switch (error.code) {
      case 'LIMIT_FILE_SIZE': return new AppError('too_large', rule.tooLarge, field);
      case 'LIMIT_FILE_COUNT': return new AppError('invalid', rule.tooMany, field);
      case 'LIMIT_UNEXPECTED_FILE':
        return error.field === rule.field ? new AppError('invalid', rule.tooMany, field) : new AppError('invalid', 'unexpected_file', field);
      case 'LIMIT_FIELD_VALUE': return new AppError('too_large', 'body_too_large', field);
      default: return new AppError('invalid', 'invalid_multipart', field);
    }
  }
  // busboy's own refusals: no boundary, a truncated body, a malformed part header...
  return new AppError('invalid', 'invalid_multipart');
}

/**
 * Reads a multipart/form-data request into memory (multer): at most `maxFiles` files in `field`, each at
 * most `maxBytes`; past a limit multer stops reading. Text parts land in req.body. Anything not multipart is
 * refused, so a JSON body can never reach the file checks.
 */
export function receiveFiles(rule: UploadRule) {
  const handler: RequestHandler = multer({
    storage: multer.memoryStorage(),
    limits: { ...FIELD_LIMITS, files: rule.maxFiles, fileSize: rule.maxBytes },
  }).array(rule.field, rule.maxFiles);

  return async (req: Request, res: Response): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> => {
    if (!req.is('multipart/form-data')) throw new AppError('invalid', 'multipart_required');
    await new Promise<void>((resolve, reject) => {
      handler(req, res, (error?: unknown) => (error ? reject(refusal(error, rule)) : resolve()));
    });
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    return { fields: { ...(req.body as Record<string, unknown> | undefined) }, files: files.map((f) => ({ buffer: f.buffer, size: f.size })) };
  };
}
