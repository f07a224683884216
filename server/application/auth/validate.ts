import type { z } from 'zod';
import { AppError } from '../errors.js';

const CODE = /^[a-z][a-z_]*$/;

/**
 * The use cases check their input again, so a caller other than the HTTP route (a script, a socket) cannot skip
 * the rules. Our schemas' messages are stable codes; zod's own English messages become `invalid_input`.
 */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const code = issue && CODE.test(issue.message) ? issue.message : 'invalid_input';
  throw new AppError('invalid', code, { field: issue?.path.join('.') ?? '' });
}
