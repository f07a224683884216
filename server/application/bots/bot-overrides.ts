import { z } from 'zod';
import type { Language } from '../../../shared/validation.js';
import type { BotDefinition } from './catalogue.js';

/** One text for both languages, or one per language. */
const Localised = z.union([z.string().min(1), z.strictObject({ es: z.string().min(1), en: z.string().min(1) })]);

const BotOverride = z.strictObject({
  name: z.string().min(1).max(64).optional(),
  description: Localised.optional(),
  initial_message: Localised.optional(),
  /** null takes the seeded order away, so the bot is listed with the default order (999) */
  order: z.number().int().nullable().optional(),
  premium: z.boolean().optional(),
  disabled: z.boolean().optional(),
  default: z.boolean().optional(),
});

/** The BOTS_FILE format: the SPEC §3 fields an operator may change, per bot_key. System prompts stay in code. */
export const BotOverrides = z.record(z.string(), BotOverride);
export type BotOverrides = z.infer<typeof BotOverrides>;

const localised = (value: z.infer<typeof Localised>): Record<Language, string> =>
  typeof value === 'string' ? { es: value, en: value } : value;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Parses and checks the overrides; every problem is an Error naming `source`, so a bad file stops the start-up clearly. */
export function parseBotOverrides(json: string, source: string): BotOverrides {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = BotOverrides.safeParse(raw);
  if (!parsed.success) throw new Error(`${source} is not a valid bot configuration: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** The seed with the overrides applied; refuses unknown bots and a catalogue without exactly one enabled default. */
export function applyBotOverrides(seed: readonly BotDefinition[], overrides: BotOverrides, source = 'BOTS_FILE'): BotDefinition[] {
  const known = new Set(seed.map((d) => d.bot_key));
  const unknown = Object.keys(overrides).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`${source} names unknown bots: ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
  const bots = seed.map((bot) => merge(bot, overrides[bot.bot_key]));
  const defaults = bots.filter((d) => d.default && !d.disabled).map((d) => d.bot_key);
  if (defaults.length !== 1) {
    throw new Error(`${source} must leave exactly one enabled default bot; it leaves ${defaults.length ? defaults.join(', ') : 'none'}`);
  }
  return bots;
}

function merge(bot: BotDefinition, override: z.infer<typeof BotOverride> | undefined): BotDefinition {
  if (!override) return bot;
  const { description, initial_message, order, ...flags } = override;
  const merged: BotDefinition = {
    ...bot,
    ...flags,
    ...(description ? { description: localised(description) } : {}),
    ...(initial_message ? { initial_message: localised(initial_message) } : {}),
  };
  if (order === null) delete merged.order;
  else if (order !== undefined) merged.order = order;
  return merged;
}
