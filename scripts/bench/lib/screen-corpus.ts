import evalCases from '../../../tests/safety/crisis-eval.json' with { type: 'json' };
import heldoutCases from '../../../tests/safety/crisis-heldout.json' with { type: 'json' };
import tuningCases from '../../../tests/safety/crisis-tuning.json' with { type: 'json' };

/**
 * The texts the risk screen is timed and snapshotted on: the tuning material (never crisis-heldout-2.json,
 * the fresh held-out set nobody may read) and ordinary chat messages generated from a fixed seed, so every
 * run and every machine gets the same ones.
 */

const WORDS = [
  'hola', 'que', 'tal', 'hoy', 'manana', 'trabajo', 'clase', 'examen', 'cafe', 'amigos', 'familia', 'cansada', 'bien', 'mal', 'dormir',
  'comer', 'pelicula', 'serie', 'musica', 'perro', 'gato', 'lluvia', 'sol', 'fin de semana', 'jaja', 'no se', 'creo', 'quiero', 'ir',
  'hello', 'how', 'are', 'you', 'today', 'tomorrow', 'work', 'school', 'exam', 'coffee', 'friends', 'family', 'tired', 'good', 'bad',
  'sleep', 'dinner', 'movie', 'show', 'music', 'dog', 'cat', 'rain', 'weekend', 'lol', 'idk', 'i think', 'want', 'go', 'my', 'the',
  'and', 'but', 'really', 'kind of', 'anxious', 'stressed', 'therapy', 'talk', 'feel', 'today was', 'honestly', 'mom', 'dad', 'boss',
  'deadline', 'gym', 'run', 'pills', 'bridge', 'plan', 'ready', 'goodbye', 'note', 'cut', 'hair', 'kill', 'time', 'dead', 'tired of',
  'me siento', 'agobiado', 'ansiedad', 'terapia', 'hablar', 'mi madre', 'mi jefe', 'gimnasio', 'correr', 'despedida', 'nota', 'morir',
  'de risa', 'k', 'q', 'xq', 'u', 'ur', 'tmrw', 'm*rir', 'k1ll', 'sooo', 'aaah', '!!', '?', ',', '.', ':)', '😅', 'café', 'niño',
];

/** mulberry32: a tiny deterministic generator, so the synthetic messages never change */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` ordinary chat messages from 1 to ~120 words, capitalised and punctuated at random. */
export function syntheticMessages(count: number, seed = 12): string[] {
  const next = seeded(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? '';
  return Array.from({ length: count }, (_, i) => {
    const length = i % 10 === 9 ? 40 + Math.floor(next() * 80) : 1 + Math.floor(next() * 25);
    const words = Array.from({ length }, pick);
    const text = words.join(' ');
    return next() < 0.3 ? text.charAt(0).toUpperCase() + text.slice(1) + '.' : text;
  });
}

export const tuningTexts = (): string[] => [...evalCases, ...tuningCases, ...heldoutCases].map((c) => c.text);

/** The tuning material then 400 synthetic messages. */
export const screenCorpus = (): string[] => [...tuningTexts(), ...syntheticMessages(400)];
