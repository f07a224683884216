/**
 * Mirrors TOPIC_TAGS of shared/validation.ts without pulling zod into the chat chunks (importing a value
 * from that module evaluates its schemas). tests/unit/client-chat-logic.test.ts keeps the two equal.
 */
export const TOPIC_TAGS = [
  'anxiety', 'bullying', 'depression', 'gender_violence', 'harassment', 'normal', 'stress', 'suicide',
] as const;
export type TopicTag = (typeof TOPIC_TAGS)[number];
