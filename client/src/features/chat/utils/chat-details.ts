import { EditChatBody } from '../../../../../shared/api';

/**
 * The server's own rules for a chat's title and description (shared/api.ts `EditChatBody`). Importing it
 * loads zod, so only the lazily loaded details dialog uses this module.
 */
export const CHAT_TITLE_MAX = EditChatBody.shape.title.maxLength ?? 0;
export const CHAT_DESCRIPTION_MAX = EditChatBody.shape.description.unwrap().maxLength ?? 0;

export type ChatDetailsProblem = 'required' | 'tooLong';

export interface ChatDetailsProblems {
  title: ChatDetailsProblem | null;
  description: ChatDetailsProblem | null;
}

/** What is wrong with a title and description before they are sent; the tags are not checked here. */
export function chatDetailsProblems(title: string, description: string): ChatDetailsProblems {
  const problems: ChatDetailsProblems = { title: null, description: null };
  const result = EditChatBody.safeParse({ title, description, tags: [] });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== 'title' && field !== 'description') continue;
    problems[field] ??= issue.code === 'too_big' ? 'tooLong' : 'required';
  }
  return problems;
}

export const hasProblems = (problems: ChatDetailsProblems) => problems.title !== null || problems.description !== null;
