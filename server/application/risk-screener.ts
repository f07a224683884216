import { screenRisk, type RiskScreen } from '../domain/safety/risk-screen.js';

/**
 * Screens a message's text for suicide and self-harm risk (domain/safety/risk-screen.ts). The verdict is the
 * same wherever it is computed; an adapter may compute it off the event loop (adapters/screen/screen-pool.ts),
 * so a post waits for it before deciding, and its event carries it as before.
 */
export type RiskScreener = (text: string) => Promise<RiskScreen>;

/** On the calling thread: the default, and what a pool falls back to, so a message is never left unscreened. */
export const screenInProcess: RiskScreener = async (text) => screenRisk(text);
