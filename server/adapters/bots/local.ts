import { BotError, type BotChunk, type BotProvider, type BotRequest } from '../../application/ports.js';
import type { Language } from '../../../shared/validation.js';

// Offline reply material: per theme, openings that reflect what the person said and gentle open questions.
type Theme = 'crisis' | 'anxiety' | 'sadness' | 'stress' | 'sleep' | 'loneliness' | 'work' | 'relationships' | 'general';

interface ThemeText { reflect: string[]; ask: string[] }

// matched against lower-case text without accents, so "estrés" and "estres" both count. There is no crisis
// pattern here: risk is the screener's call (domain/safety), and it reaches this provider as the request's flag.
const KEYWORDS: [Exclude<Theme, 'crisis'>, RegExp][] = [
  ['anxiety', /anxi|ansie|ansios|nervio|nervous|worr|preocup|panic|miedo|afraid|scared/],
  ['sadness', /\bsad|triste|tristeza|depre|llor|\bcr(y|ie|ying)|hopeless|desesper|vacio|\bempty|\bdown\b|bajo de animo/],
  ['stress', /stress|estres|agobi|overwhelm|presion|pressure|\btens[oae]|burn.?out/],
  ['sleep', /sleep|insomn|dormir|duermo|sueno|descans|\brest\b|tired|cansad|nightmare|pesadilla/],
  ['loneliness', /lonel|alone|sol[oa] (y|en|todo)|me siento sol|estoy sol|soledad|aislad|isolat|\bnadie|no one|nobody/],
  ['work', /\bwork|\bjob|trabaj|\bjefe|\bboss|empleo|oficina|office|\bstud|estudi|\bexam/],
  ['relationships', /partner|pareja|\bnovi[oa]s?\b|boyfriend|girlfriend|husband|\bwife|espos[oa]|famil|friend|amig[oa]|breakup|ruptura|relacion/],
];

const EN: Record<Theme, ThemeText> = {
  crisis: {
    reflect: ['I am really glad you told me, and I am taking what you said seriously. You deserve support right now from a person who can help: please call your local emergency number or a crisis line, or reach out to someone you trust and tell them how you feel.'],
    ask: ['Are you safe right now?', 'Is there someone near you who can be with you right now?'],
  },
  anxiety: {
    reflect: ['It sounds like anxiety has been weighing on you, and that can be really exhausting.', 'Feeling anxious like that is hard, and it makes sense that you want some relief.', 'Thank you for sharing this. Worry can take up so much space in the mind.'],
    ask: ['When do you notice the anxiety growing the most?', 'What usually helps you feel even a little calmer?', 'What goes through your mind when it starts?'],
  },
  sadness: {
    reflect: ['I hear that you are feeling sad, and I am glad you are putting it into words.', 'It sounds like things feel heavy right now. Your feelings matter.', 'That sounds painful. It is okay to feel this way, and you do not have to carry it alone.'],
    ask: ['How long have you been feeling like this?', 'Is there something in particular that has been on your mind lately?', 'What has been getting you through the hardest moments?'],
  },
  stress: {
    reflect: ['It sounds like you are under a lot of pressure right now.', 'That is a lot to hold at once. No wonder you feel stretched thin.', 'Stress like that can wear anyone down. It makes sense you feel this way.'],
    ask: ['What feels the most urgent among everything on your plate?', 'Is there a small thing you could set down, even for today?', 'How are you taking care of yourself in the middle of all this?'],
  },
  sleep: {
    reflect: ['Not resting well can affect everything else, so it is good that you are paying attention to it.', 'It sounds like your nights have been difficult lately.', 'Tiredness can make every feeling louder. That sounds tough.'],
    ask: ['What is usually on your mind when you try to fall asleep?', 'How have your evenings looked lately, before going to bed?', 'Have you noticed anything that makes your rest a little better?'],
  },
  loneliness: {
    reflect: ['Feeling alone can be one of the hardest things. I am glad you reached out here.', 'It sounds like you have been feeling quite isolated. That matters.', 'Thank you for telling me. Loneliness can hurt a lot, even when it is hard to explain.'],
    ask: ['Is there someone, even one person, you feel a little close to?', 'When do you feel the loneliness the most?', 'What kind of connection would you like to have more of?'],
  },
  work: {
    reflect: ['It sounds like work (or study) is taking a real toll on you.', 'That situation sounds demanding, and it is understandable that it affects you.', 'Work worries can follow us home. It makes sense that this is on your mind.'],
    ask: ['What part of it affects you the most?', 'How do you feel at the end of a typical day?', 'What would need to change for it to feel a bit more manageable?'],
  },
  relationships: {
    reflect: ['Relationships can bring up such strong feelings. Thank you for trusting me with this.', 'It sounds like this relationship is really important to you.', 'That sounds complicated and painful. Your feelings about it are valid.'],
    ask: ['How are you feeling about it right now?', 'What would you like the other person to understand?', 'What do you need most in this situation?'],
  },
  general: {
    reflect: ['Thank you for sharing that with me. I am here to listen.', 'I appreciate you opening up. Whatever you are going through, your feelings matter.', 'I am glad you wrote. Let us take this at your own pace.'],
    ask: ['How are you feeling right now?', 'Would you like to tell me a bit more about what is going on?', 'What has been on your mind the most lately?'],
  },
};

const ES: Record<Theme, ThemeText> = {
  crisis: {
    reflect: ['Me alegra mucho que me lo hayas contado, y me tomo muy en serio lo que dices. Mereces apoyo ahora mismo de una persona que pueda ayudarte: llama al número de emergencias de tu país o a una línea de crisis, o busca a alguien de confianza y cuéntale cómo te sientes.'],
    ask: ['¿Estás a salvo en este momento?', '¿Hay alguien cerca que pueda acompañarte ahora?'],
  },
  anxiety: {
    reflect: ['Parece que la ansiedad te está pesando mucho, y eso puede ser agotador.', 'Sentirse así de ansioso es difícil, y tiene sentido que busques alivio.', 'Gracias por contármelo. La preocupación puede ocupar muchísimo espacio en la mente.'],
    ask: ['¿En qué momentos notas que la ansiedad crece más?', '¿Qué suele ayudarte a sentirte aunque sea un poco más en calma?', '¿Qué pasa por tu mente cuando empieza?'],
  },
  sadness: {
    reflect: ['Te escucho: te sientes triste, y me alegra que lo pongas en palabras.', 'Parece que las cosas se sienten pesadas ahora mismo. Lo que sientes importa.', 'Eso suena doloroso. Está bien sentirse así, y no tienes que cargarlo a solas.'],
    ask: ['¿Desde cuándo te sientes así?', '¿Hay algo en particular que te ronde la cabeza últimamente?', '¿Qué te ha ayudado a sobrellevar los momentos más difíciles?'],
  },
  stress: {
    reflect: ['Parece que estás bajo mucha presión en este momento.', 'Es mucho para sostener a la vez. Normal que te sientas al límite.', 'Un estrés así desgasta a cualquiera. Tiene sentido que te sientas así.'],
    ask: ['De todo lo que tienes encima, ¿qué sientes más urgente?', '¿Hay algo pequeño que puedas soltar, aunque sea por hoy?', '¿Cómo te estás cuidando en medio de todo esto?'],
  },
  sleep: {
    reflect: ['Descansar mal afecta a todo lo demás, así que es bueno que le prestes atención.', 'Parece que tus noches han sido difíciles últimamente.', 'El cansancio hace que todo se sienta más intenso. Suena duro.'],
    ask: ['¿Qué suele ocupar tu mente cuando intentas dormir?', '¿Cómo han sido tus últimas noches antes de acostarte?', '¿Has notado algo que haga tu descanso un poco mejor?'],
  },
  loneliness: {
    reflect: ['Sentirse solo puede ser de lo más difícil. Me alegra que hayas escrito aquí.', 'Parece que te has sentido bastante aislado. Eso importa.', 'Gracias por contármelo. La soledad puede doler mucho, aunque cueste explicarla.'],
    ask: ['¿Hay alguien, aunque sea una persona, con quien te sientas un poco cerca?', '¿En qué momentos sientes más la soledad?', '¿Qué tipo de conexión te gustaría tener más?'],
  },
  work: {
    reflect: ['Parece que el trabajo (o los estudios) te está afectando de verdad.', 'Esa situación suena exigente, y es comprensible que te afecte.', 'Las preocupaciones del trabajo a veces nos siguen a casa. Tiene sentido que esto te ronde.'],
    ask: ['¿Qué parte es la que más te afecta?', '¿Cómo te sientes al final de un día normal?', '¿Qué tendría que cambiar para que se sintiera un poco más llevadero?'],
  },
  relationships: {
    reflect: ['Las relaciones despiertan emociones muy fuertes. Gracias por confiarme esto.', 'Parece que esta relación es muy importante para ti.', 'Suena complicado y doloroso. Lo que sientes al respecto es válido.'],
    ask: ['¿Cómo te sientes con ello ahora mismo?', '¿Qué te gustaría que la otra persona entendiera?', '¿Qué es lo que más necesitas en esta situación?'],
  },
  general: {
    reflect: ['Gracias por compartirlo conmigo. Estoy aquí para escucharte.', 'Valoro que te abras. Pases por lo que pases, lo que sientes importa.', 'Me alegra que hayas escrito. Vamos a tu ritmo.'],
    ask: ['¿Cómo te sientes ahora mismo?', '¿Quieres contarme un poco más sobre lo que está pasando?', '¿Qué es lo que más te ha ocupado la mente últimamente?'],
  },
};

const THINKING: Record<Language, string[]> = {
  en: ['Reading what they shared and the feeling behind it. ', 'Reflect it back gently and ask one open question.'],
  es: ['Leyendo lo que comparte y la emoción que hay detrás. ', 'Devolverlo con calma y hacer una pregunta abierta.'],
};

function themeOf(message: string): Theme {
  const text = message.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/** FNV-1a: stable across runs, so the same message always gets the same reply */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** `atRisk`: the message was screened as a risk, so the reply points to immediate human help whatever its wording. */
export function composeReply(message: string, language: Language, atRisk = false): string {
  const { reflect, ask } = (language === 'es' ? ES : EN)[atRisk ? 'crisis' : themeOf(message)];
  const hash = hashText(message);
  return `${reflect[hash % reflect.length]} ${ask[Math.floor(hash / 7) % ask.length]}`;
}

function thinkingLines(language: Language): string[] {
  return THINKING[language] ?? THINKING.en;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const onAbort = () => { clearTimeout(timer); resolve(); };
    const timer = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(); }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** groups of a few words, keeping the spaces so the chunks join back to the exact reply */
export function splitChunks(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

function lastUserMessage(request: BotRequest): string {
  return [...request.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
}

const wantsThinking = (request: BotRequest) =>
  request.botKey === 'psycarebot-r' || request.system.includes('psycarebot-r');

export function createLocalBotProvider(opts: { chunkDelayMs?: number } = {}): BotProvider {
  const delay = opts.chunkDelayMs ?? 30;
  return {
    name: 'local',
    async *stream(request: BotRequest): AsyncIterable<BotChunk> {
      const language = request.language === 'es' ? 'es' : 'en';
      const chunks: BotChunk[] = [
        ...(wantsThinking(request) ? thinkingLines(language).map((delta) => ({ type: 'thinking' as const, delta })) : []),
        ...splitChunks(composeReply(lastUserMessage(request), language, request.safety === true)).map((delta) => ({ type: 'text' as const, delta })),
      ];
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await sleep(delay, request.signal);
        if (request.signal.aborted) throw new BotError('interrupted', 'the reply was cancelled');
        yield chunk;
      }
    },
  };
}
