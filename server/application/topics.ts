import { TOPIC_TAGS, type Language, type TopicTag } from '../../shared/validation.js';
import { classifyTopics } from '../domain/topics/topic-classifier.js';
import type { BotProvider } from './ports.js';

export interface TopicClassifier {
  /** `risky`: the post's risk screen verdict, so the local classifier does not screen it again */
  classify(text: string, language: Language, risky: boolean): Promise<TopicTag[]>;
}

export const localTopicClassifier: TopicClassifier = { classify: async (text, _language, risky) => classifyTopics(text, risky) };

const PROMPT = `You label messages on a mental-health support platform with topic tags. Allowed tags: ${TOPIC_TAGS.join(', ')}.
Answer with a JSON array of the tags that clearly apply and nothing else, for example ["anxiety","stress"].
Use "normal" only when none of the others apply.`;

/**
 * Claude's labels when a key is set. Whatever goes wrong (provider down, prose instead of JSON), the local
 * classifier answers instead: tags are a hint for recommendations, never worth an error.
 */
export function providerTopicClassifier(provider: BotProvider): TopicClassifier {
  return {
    async classify(text, language, risky) {
      try {
        let answer = '';
        const request = {
          botKey: 'topic-classifier', system: PROMPT, history: [{ role: 'user' as const, content: text }], language,
          premium: false, signal: AbortSignal.timeout(15_000),
        };
        for await (const chunk of provider.stream(request)) if (chunk.type === 'text') answer += chunk.delta;
        const parsed: unknown = JSON.parse(/\[[^\]]*\]/.exec(answer)?.[0] ?? 'null');
        if (!Array.isArray(parsed)) return classifyTopics(text, risky);
        return TOPIC_TAGS.filter((tag) => parsed.includes(tag));
      } catch {
        return classifyTopics(text, risky);
      }
    },
  };
}
