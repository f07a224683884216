/** Mirrors the username rule of shared/validation.ts (4–30 letters or digits) without loading zod here. */
const USERNAME = /^[A-Za-z0-9]{4,30}$/;
export const SHARE_MAX_USERS = 50;

export type ShareUsernameProblem = 'required' | 'format' | 'owner' | 'duplicate' | 'tooMany';

/** Why a typed username cannot be added to the share list, or null. Names compare without case. */
export function shareUsernameProblem(name: string, owner: string, chosen: readonly string[]): ShareUsernameProblem | null {
  const value = name.trim();
  if (!value) return 'required';
  if (!USERNAME.test(value)) return 'format';
  if (value.toLowerCase() === owner.toLowerCase()) return 'owner';
  if (chosen.some((u) => u.toLowerCase() === value.toLowerCase())) return 'duplicate';
  if (chosen.length >= SHARE_MAX_USERS) return 'tooMany';
  return null;
}

/** Who can read a chat, as its status line says it. */
export type Audience = 'private' | 'public' | 'users' | 'publicAndUsers';

export function audienceOf(chat: { public: boolean; shared_with: readonly string[] }): Audience {
  if (chat.public) return chat.shared_with.length > 0 ? 'publicAndUsers' : 'public';
  return chat.shared_with.length > 0 ? 'users' : 'private';
}
