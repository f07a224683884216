import type { BotTurn } from '../../application/ports.js';
import type { Language } from '../../../shared/validation.js';
import { EN } from './local-copy-en.js';
import { ES } from './local-copy-es.js';
import { hashText, techniqueAskedFor, themeOf, type LocalCopy, type Technique, type Theme } from './local-copy.js';

export interface ReplyInput { botKey: string; history: BotTurn[]; language: Language; safety: boolean }
export interface LocalReply { thinking: string[]; text: string }

/** What one reply is built from: the person's turns, the copy, and a seed fixed by the conversation and turn. */
interface Turn { copy: LocalCopy; turns: string[]; message: string; seed: number; safety: boolean }

const pick = <T>(list: T[], seed: number, offset = 0): T => list[(seed + offset) % list.length];

function techniqueText(copy: LocalCopy, technique: Technique): string {
  const { intro, steps } = copy.techniques[technique];
  return `${intro}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}`;
}

function themeLine(turn: Turn, theme: Theme, part: 'reflect' | 'ask', offset = 0): string {
  return pick(turn.copy.themes[theme][part], turn.seed, offset);
}

/** Psycarebot: reflect the feeling, give the technique asked for, end with one open question. */
function companion(turn: Turn): LocalReply {
  const theme = themeOf(turn.message);
  const technique = techniqueAskedFor(turn.message);
  const parts = [themeLine(turn, theme, 'reflect'), technique && techniqueText(turn.copy, technique), themeLine(turn, theme, 'ask', 1)];
  return { thinking: [], text: parts.filter(Boolean).join('\n\n') };
}

/** Psycarebot R: a short visible reasoning step, then what it heard, one concrete step and a question. */
function reasoner(turn: Turn): LocalReply {
  const { voices } = turn.copy;
  const theme = themeOf(turn.message);
  const technique = techniqueAskedFor(turn.message);
  const fallback = turn.copy.techniques[techniqueAskedFor(`tips ${turn.message}`) ?? 'coping'];
  const step = technique ? techniqueText(turn.copy, technique) : pick(fallback.steps, turn.seed);
  const text = [
    `**${voices.heard}:** ${themeLine(turn, theme, 'reflect')}`,
    `**${voices.step}:** ${step}`,
    `**${voices.consider}:** ${themeLine(turn, theme, 'ask', 1)}`,
  ].join('\n\n');
  return { thinking: voices.thinking, text };
}

/** Psychoanalysis: reflects the themes it sees across the person's turns, then asks about values and reactions. */
function analyst(turn: Turn): LocalReply {
  const { voices } = turn.copy;
  const seen = [...new Set(turn.turns.map(themeOf))].filter((theme) => theme !== 'general');
  const names = seen.map((theme) => voices.themeNames[theme]);
  let reflection = themeLine(turn, themeOf(turn.message), 'reflect');
  if (names.length >= 2) reflection = voices.pattern(names.slice(-3).join(turn.copy.and));
  else if (names.length === 1 && turn.turns.length === 1) reflection = voices.firstPattern(names[0]);
  const technique = techniqueAskedFor(turn.message);
  const parts = [reflection, technique && techniqueText(turn.copy, technique), pick(voices.explore, turn.seed, 1)];
  return { thinking: [], text: parts.filter(Boolean).join('\n\n') };
}

/** Psycarediary: acknowledges the day and asks about it. */
function diary(turn: Turn): LocalReply {
  const { voices } = turn.copy;
  const theme = themeOf(turn.message);
  const technique = techniqueAskedFor(turn.message);
  const opening = [pick(voices.diaryReflect, turn.seed), theme === 'general' ? null : themeLine(turn, theme, 'reflect', 1)];
  const parts = [opening.filter(Boolean).join(' '), technique && techniqueText(turn.copy, technique), pick(voices.diary, turn.seed, 2)];
  return { thinking: [], text: parts.filter(Boolean).join('\n\n') };
}

/** A risk flagged by the screener: every voice points to immediate human help, in plain words. */
function crisis(turn: Turn): LocalReply {
  return { thinking: [], text: `${themeLine(turn, 'crisis', 'reflect')} ${themeLine(turn, 'crisis', 'ask', 1)}` };
}

const VOICES: Record<string, (turn: Turn) => LocalReply> = {
  'psycarebot-r': reasoner,
  psychoanalysis: analyst,
  psycarediary: diary,
};

function voiceOf(botKey: string, safety: boolean): (turn: Turn) => LocalReply {
  if (safety) return crisis;
  return VOICES[botKey] ?? companion;
}

/**
 * The reply to the last user turn, in the bot's own voice. Deterministic: the seed is the conversation (its first
 * user turn) and the turn number, so tests can predict it; and never the same text as the reply just before.
 */
export function composeReply(input: ReplyInput): LocalReply {
  const turns = input.history.filter((t) => t.role === 'user').map((t) => t.content);
  const previous = [...input.history].reverse().find((t) => t.role === 'assistant')?.content ?? null;
  const voice = voiceOf(input.botKey, input.safety);
  const base = hashText(`${input.botKey}|${turns[0] ?? ''}|${turns.length}|${turns.at(-1) ?? ''}`);
  const copy = input.language === 'es' ? ES : EN;
  let reply = voice({ copy, turns, message: turns.at(-1) ?? '', seed: base, safety: input.safety });
  for (let shift = 1; reply.text === previous && shift < 6; shift++) {
    reply = voice({ copy, turns, message: turns.at(-1) ?? '', seed: base + shift, safety: input.safety });
  }
  return reply;
}
