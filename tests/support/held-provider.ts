import type { BotProvider } from '../../server/application/ports.js';

/** A provider that says its first words, then holds every reply until the test lets them go. */
export function heldProvider(first: string, rest: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const provider: BotProvider = {
    name: 'held',
    async *stream() {
      yield { type: 'text', delta: first };
      await released;
      yield { type: 'text', delta: rest };
    },
  };
  return { provider, release };
}
