/**
 * Mirrors TOPIC_TAGS of shared/validation.ts without pulling zod into the chat chunks (importing a value
 * from that module evaluates its schemas). tests/unit/client-chat-logic.test.ts keeps the two equal.
 */
export const TOPIC_TAGS = [
  'anxiety', 'bullying', 'depression', 'gender_violence', 'harassment', 'normal', 'stress', 'suicide',
] as const;
export type TopicTag = (typeof TOPIC_TAGS)[number];

/**
 * Risk topics: their tag stays for the system and staff, but the interface never shows it at a glance (someone
 * may be looking over the person's shoulder). The owner sees it on demand, in the chat's tags dialog.
 */
const SENSITIVE_TAGS: ReadonlySet<string> = new Set<TopicTag>(['suicide']);

export const isSensitiveTag = (tag: string): boolean => SENSITIVE_TAGS.has(tag);

/** The tags shown as chips in headers, lists and cards. */
export const glanceTags = <Tag extends string>(tags: readonly Tag[]): Tag[] => tags.filter((tag) => !isSensitiveTag(tag));
