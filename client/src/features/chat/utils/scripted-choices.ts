import type { ChatSummary, TimelineItem } from '../../../../../shared/api';

/** The MBTI bot's statements read "n/16. «…»": the person answers on the 1-5 scale. */
const STATEMENT = /^\d+\/16\. /m;
export const SCALE = ['1', '2', '3', '4', '5'] as const;
export type ScaleAnswer = (typeof SCALE)[number];

/**
 * The answers to offer as chips under a scripted question: the owner of an MBTI chat, when the newest item is
 * the bot's statement and no result card has come yet. Typing the digit or the words works as well.
 */
export function scriptedChoices(chat: ChatSummary, items: TimelineItem[], viewer: string | null): readonly ScaleAnswer[] {
  if (chat.bot !== 'mbti' || viewer === null || viewer !== chat.owner) return [];
  if (items.some((item) => item.kind === 'result')) return [];
  const last = items.at(-1);
  if (last?.kind !== 'message' || last.sender !== 'bot' || last.status !== 'OK') return [];
  return last.message && STATEMENT.test(last.message) ? SCALE : [];
}
