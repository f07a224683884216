import { TOPIC_TAGS, type Language, type TopicTag } from '../../shared/validation.js';
import { classifyTopics } from '../domain/topics/topic-classifier.js';
import type { ModelBudget } from './bots/model-budget.js';
import type { BotProvider } from './ports.js';
import type { Usage } from './usage.js';

export interface TopicClassifier {
  /** `risky`: the post's risk screen verdict, so the local classifier does not screen it again; `author` pays for model calls */
  classify(text: string, language: Language, risky: boolean, author?: string): Promise<TopicTag[]>;
  /** true when each call costs a model call, which the daily caps then bound (cappedTopicClassifier) */
  readonly metered?: boolean;
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
    metered: true,
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

/**
 * Model labels within the author's 'topic-labels' cap (model-budget.ts) and while they still have replies left
 * today; past either, the local classifier labels the post. A classifier that costs nothing is returned as is.
 */
export function cappedTopicClassifier(inner: TopicClassifier, deps: { budget: ModelBudget; usage: Usage }): TopicClassifier {
  if (!inner.metered) return inner;
  return {
    async classify(text, language, risky, author) {
      if (!author) return localTopicClassifier.classify(text, language, risky);
      const { used, limit } = await deps.usage.today(author);
      if (used >= limit || !(await deps.budget.take('topic-labels', author))) return localTopicClassifier.classify(text, language, risky, author);
      return inner.classify(text, language, risky, author);
    },
  };
}
