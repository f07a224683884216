/** What the offline bot can say, per language: theme replies, techniques, and the voices of each bot. */
export type Theme = 'crisis' | 'anxiety' | 'sadness' | 'stress' | 'sleep' | 'loneliness' | 'work' | 'relationships' | 'general';
export type Technique = 'breathing' | 'grounding' | 'sleep' | 'planning' | 'anxiety' | 'mood' | 'connection' | 'coping';

export interface ThemeText { reflect: string[]; ask: string[] }
export interface TechniqueText { intro: string; steps: string[] }

export interface LocalCopy {
  themes: Record<Theme, ThemeText>;
  techniques: Record<Technique, TechniqueText>;
  voices: {
    /** Psycarebot R's short visible reasoning before it answers */
    thinking: string[];
    heard: string;
    step: string;
    consider: string;
    /** Psychoanalysis: the themes it has seen across the person's turns, reflected back */
    pattern: (themes: string) => string;
    firstPattern: (theme: string) => string;
    themeNames: Record<Theme, string>;
    explore: string[];
    /** Psycarediary: questions about the day */
    diary: string[];
    diaryReflect: string[];
  };
  and: string;
}

/** Lower case without accents, so "estrés" and "estres" both count. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// There is no crisis pattern here: risk is the screener's call (domain/safety), and it reaches this provider as
// the request's flag.
const THEMES: [Exclude<Theme, 'crisis'>, RegExp][] = [
  ['anxiety', /anxi|ansie|ansios|nervio|nervous|worr|preocup|panic|miedo|afraid|scared/],
  ['sadness', /\bsad|triste|tristeza|depre|llor|\bcr(y|ie|ying)|hopeless|desesper|vacio|\bempty|\bdown\b|bajo de animo/],
  ['stress', /stress|estres|agobi|overwhelm|presion|pressure|\btens[oae]|burn.?out/],
  ['sleep', /sleep|insomn|dormir|duermo|sueno|descans|\brest\b|tired|cansad|nightmare|pesadilla/],
  ['loneliness', /lonel|alone|sol[oa] (y|en|todo)|(siento|estoy|sentia|quedo|quede) (muy |tan |)sol[oa]\b|soledad|aislad|isolat|\bnadie|no one|nobody/],
  ['work', /\bwork|\bjob|trabaj|\bjefe|\bboss|empleo|oficina|office|\bstud|estudi|\bexam/],
  ['relationships', /partner|pareja|\bnovi[oa]s?\b|boyfriend|girlfriend|husband|\bwife|espos[oa]|famil|friend|amig[oa]|breakup|ruptura|relacion/],
];

export function themeOf(message: string): Exclude<Theme, 'crisis'> {
  const text = fold(message);
  return THEMES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/** A request for something to do, rather than to be listened to. */
const ASKS_FOR_HELP = /\btips?\b|consejo|advice|suggest|sugerenc|recomiend|recommend|ideas?\b|\blist|lista|tecnica|technique|strateg|ejercicio|exercise|what (can|should|could) i do|que (puedo|podria|deberia) hacer|how (do|can) i (stop|calm|relax|sleep|cope|manage|handle)|como (puedo )?(dejar|calmar|relajar|dormir|manejar|afrontar)|help me\b|ayudame|ayuda con/;

const SPECIFIC: [Technique, RegExp][] = [
  ['breathing', /breath|respir/],
  ['grounding', /ground|anclar|5-4-3-2-1|panic|panico|ataque de/],
  ['sleep', /sleep|dormir|insomn|sueno|descans/],
  ['planning', /plan|organi|procrastin|to-?do|priorit|priorid|tareas|tasks|deadline|plazo/],
];

const BY_THEME: Record<Exclude<Theme, 'crisis'>, Technique> = {
  anxiety: 'anxiety', sadness: 'mood', stress: 'planning', sleep: 'sleep', loneliness: 'connection', work: 'planning',
  relationships: 'coping', general: 'coping',
};

/** The technique a message asks for, if it asks for one: a named one first, else the one that fits its theme. */
export function techniqueAskedFor(message: string): Technique | null {
  const text = fold(message);
  const named = SPECIFIC.find(([, pattern]) => pattern.test(text))?.[0];
  if (!ASKS_FOR_HELP.test(text)) return named && /\b(how|como)\b/.test(text) ? named : null;
  return named ?? BY_THEME[themeOf(message)];
}

/** FNV-1a: stable across runs, so the same conversation always gets the same reply */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
