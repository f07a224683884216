import type { Language } from '../../../shared/validation.js';
import type { RiskLevel } from '../../domain/safety/conversation-risk.js';
import type { BotProvider } from '../ports.js';
import type { ModelBudget } from './model-budget.js';

/** Claude's answer must come well before a person notices the wait; past it the local verdict stands. */
export const OPINION_TIMEOUT_MS = 4000;
const LEVELS: readonly RiskLevel[] = ['none', 'low', 'moderate', 'high'];

export interface RiskOpinion { level: RiskLevel; concepts: string[] }

const PROMPT = `You screen one message from a mental-health support chat for suicide and self-harm risk, in any language.
Answer with JSON only, no prose: {"level":"none|low|moderate|high","concepts":["..."]}.
level: high = intent, a plan, means, a time, a farewell or a current attempt; moderate = wish to die, self-harm,
burden or entrapment tied to death, a third person at risk, a returning past attempt; low = distress without those;
none = no sign (idioms, games, cooking, study, fiction and news about suicide are none unless the writer speaks of themselves).
concepts: short names of the warning signs present, e.g. "ideation", "means", "intent", "farewell", "burden", "self-harm".`;

/** The JSON object in an answer, with a known level; anything else is no opinion. */
export function parseOpinion(answer: string): RiskOpinion | null {
  try {
    const parsed = JSON.parse(/\{[\s\S]*\}/.exec(answer)?.[0] ?? 'null') as { level?: unknown; concepts?: unknown } | null;
    const level = LEVELS.find((l) => l === parsed?.level);
    if (!level) return null;
    const concepts = Array.isArray(parsed?.concepts) ? parsed.concepts.filter((c): c is string => typeof c === 'string').slice(0, 8) : [];
    return { level, concepts: concepts.map((c) => c.slice(0, 40)) };
  } catch {
    return null;
  }
}

/**
 * A second opinion from the model on a message the local screen is unsure of. It spends the user's
 * 'risk-opinions' cap, never the reply allowance; on any error, a timeout or a spent cap it answers null
 * and the local verdict stands.
 */
export function createRiskOpinion(deps: { provider: BotProvider; budget: ModelBudget; timeoutMs?: number }) {
  return async function opinion(text: string, language: Language, username: string): Promise<RiskOpinion | null> {
    if (!(await deps.budget.take('risk-opinions', username))) return null;
    try {
      let answer = '';
      const request = {
        botKey: 'risk-opinion', system: PROMPT, history: [{ role: 'user' as const, content: text }], language,
        premium: false, signal: AbortSignal.timeout(deps.timeoutMs ?? OPINION_TIMEOUT_MS),
      };
      for await (const chunk of deps.provider.stream(request)) if (chunk.type === 'text') answer += chunk.delta;
      return parseOpinion(answer);
    } catch {
      return null;
    }
  };
}

export type RiskOpinionFn = ReturnType<typeof createRiskOpinion>;
