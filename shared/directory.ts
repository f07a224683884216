import { z } from 'zod';
import type { ProfessionalCard } from './people.js';

/** The directory of verified professionals, `GET /api/professionals` (docs/api.md). */
export const DIRECTORY_LIMIT_MAX = 50;
export const DIRECTORY_QUERY_MAX = 100;

const whole = (min: number, max: number, fallback: number, code: string) =>
  z.coerce.number(code).int(code).min(min, code).max(max, code).default(fallback);

export const DirectoryQuery = z.object({
  /** words that must each match the description, the specialisation (es or en name) or the country (code, es or en name) */
  q: z.string('directory_query_invalid').trim().max(DIRECTORY_QUERY_MAX, 'directory_query_too_long').default(''),
  limit: whole(1, DIRECTORY_LIMIT_MAX, 20, 'directory_limit_invalid'),
  offset: whole(0, 10_000, 0, 'directory_offset_invalid'),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** A verified professional as anyone signed in may see them: the public card, and the country they work in. */
export interface DirectoryProfessional extends ProfessionalCard {
  country_iso: string | null;
}

export interface DirectoryResponse {
  items: DirectoryProfessional[];
  /** how many match, over every page */
  total: number;
  limit: number;
  offset: number;
}
