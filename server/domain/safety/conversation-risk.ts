import type { ChatEventBody } from '../../../shared/events.js';

/**
 * A chat's risk state, folded from its own events (message_posted, safety_flagged), so that a restart or
 * another node folds the same state from the same log. It is what lets an ambiguous message ("Sunday is the
 * day") get the crisis lines after an earlier signal ("I can't go on"), and what keeps the safe-messaging
 * prompt on for the turns after a flag.
 */
export type RiskLevel = 'none' | 'low' | 'moderate' | 'high';
/** What the screen of one message says, as the conversation needs it. */
export interface ScreenLevel { risk: boolean; level?: RiskLevel }

export interface ConversationRisk {
  /** user messages posted so far */
  turn: number;
  /** weight of the recent signals, decaying by DECAY_PER_TURN with every user message */
  pressure: number;
  /** the turn of the last message shown with crisis lines, null when none was */
  lastFlagTurn: number | null;
}

const WEIGHT: Record<RiskLevel, number> = { none: 0, low: 1, moderate: 2, high: 3 };
/** One low signal keeps a chat elevated for the next three messages, a moderate one for eight, a high one thirteen. */
const DECAY_PER_TURN = 0.2;
const MAX_PRESSURE = 4;
/** Pressure at which a low signal is enough for the crisis lines. */
const ELEVATED = 0.5;
/** User turns, counting the flagged one, during which every bot reply keeps the safe-messaging prompt. */
export const SAFE_PROMPT_TURNS = 20;

export const initialConversationRisk = (): ConversationRisk => ({ turn: 0, pressure: 0, lastFlagTurn: null });

export const levelOf = (screen: ScreenLevel): RiskLevel => screen.level ?? (screen.risk ? 'moderate' : 'none');

const round = (n: number) => Math.round(n * 1000) / 1000;

export function evolveConversationRisk(state: ConversationRisk, event: ChatEventBody): ConversationRisk {
  if (event.type === 'message_posted') {
    return { ...state, turn: state.turn + 1, pressure: round(Math.max(0, state.pressure - DECAY_PER_TURN)) };
  }
  if (event.type === 'safety_flagged') {
    const level = event.data.level ?? 'moderate';
    const pressure = round(Math.min(MAX_PRESSURE, state.pressure + WEIGHT[level]));
    return { ...state, pressure, lastFlagTurn: level === 'low' ? state.lastFlagTurn : state.turn };
  }
  return state;
}

/**
 * What a new message gets, given the chat's state before it: 'show' (crisis lines, tag, safe prompt),
 * 'note' (a weak signal recorded for the state, nothing shown) or 'none'. A message whose own level is
 * moderate or high is shown on its own; a low one only when the chat is already elevated.
 */
export function conversationVerdict(state: ConversationRisk, screen: ScreenLevel): 'show' | 'note' | 'none' {
  const level = levelOf(screen);
  if (level === 'moderate' || level === 'high') return 'show';
  if (level === 'low') return state.pressure >= ELEVATED ? 'show' : 'note';
  return 'none';
}

/** Whether the reply written now, after the user's latest message, follows the safe-messaging guidance. */
export const safePromptOn = (state: ConversationRisk): boolean =>
  state.lastFlagTurn !== null && state.turn - state.lastFlagTurn < SAFE_PROMPT_TURNS;
