import type { Bot } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';

export interface BotDefinition extends Omit<Bot, 'created_at_timestamp' | 'owner' | 'initial_message' | 'description' | 'order'> {
  /** listing position, lowest first; a bot without one is listed with DEFAULT_ORDER */
  order?: number;
  description: Record<Language, string>;
  initial_message: Record<Language, string>;
  system: Record<Language, string>;
  /** replies spend the daily allowance (a scripted questionnaire calls no model, so it does not) */
  metered: boolean;
}

const SAFE = {
  en: 'You are not a therapist and do not diagnose. If the person mentions suicide, self-harm or danger, respond with warmth, encourage them to contact local emergency services or a crisis line right away, and stay with them.',
  es: 'No eres terapeuta y no diagnosticas. Si la persona menciona suicidio, autolesiones o peligro, responde con calidez, anímala a contactar de inmediato con emergencias o una línea de crisis, y acompáñala.',
};

/** Added when a message was screened as a suicide or self-harm risk (safe-messaging guidance). */
const SAFE_MESSAGING = {
  en: 'The person may be at risk of suicide or self-harm. Follow safe-messaging guidance: respond with calm warmth, take them seriously, ask directly whether they are safe right now, encourage them to contact a crisis line or emergency services now (the app is showing them local numbers), suggest reaching out to someone they trust, never describe methods, never judge, and do not end the conversation abruptly.',
  es: 'La persona puede estar en riesgo de suicidio o autolesión. Sigue las pautas de comunicación segura: responde con calma y calidez, tómala en serio, pregúntale directamente si está a salvo ahora, anímala a llamar ya a una línea de crisis o a emergencias (la aplicación le está mostrando números locales), sugiere contactar con alguien de confianza, nunca describas métodos, no juzgues y no cierres la conversación de golpe.',
};

const prompt = (en: string, es: string): Record<Language, string> => ({ en: `${en} ${SAFE.en}`, es: `${es} ${SAFE.es}` });

/** The seeded bots. BOTS_FILE overrides their listed fields at start-up (bot-overrides.ts). */
export const BOTS: BotDefinition[] = [
  {
    bot_key: 'psycarebot', name: 'Psycarebot', order: 1, metered: true, premium: false, disabled: false, default: true, public: true,
    description: { en: 'A warm, attentive companion to talk things through.', es: 'Un acompañante cálido y atento para hablar de lo que te pasa.' },
    initial_message: { en: 'Hi, I am Psycarebot. What is on your mind today?', es: 'Hola, soy Psycarebot. ¿Qué tienes en mente hoy?' },
    system: prompt(
      'You are Psycarebot, a warm and attentive listener on an anonymous mental-health support platform. Reflect feelings, ask one gentle open question at a time, keep replies short. Answer in English.',
      'Eres Psycarebot, un acompañante cálido y atento en una plataforma anónima de apoyo emocional. Refleja emociones, haz una pregunta abierta y suave cada vez, con respuestas breves. Responde en español.',
    ),
  },
  {
    bot_key: 'psycarebot-r', name: 'Psycarebot R', order: 2, metered: true, premium: false, disabled: false, default: false, public: true,
    description: { en: 'Thinks a problem through step by step before answering.', es: 'Piensa un problema paso a paso antes de responder.' },
    initial_message: { en: 'Hi, I am Psycarebot R. Tell me what you want to think through.', es: 'Hola, soy Psycarebot R. Cuéntame qué quieres pensar con calma.' },
    system: prompt(
      'You are Psycarebot R. Think carefully about the situation, then offer a clear, compassionate and practical perspective. Answer in English.',
      'Eres Psycarebot R. Piensa con cuidado la situación y luego ofrece una perspectiva clara, compasiva y práctica. Responde en español.',
    ),
  },
  {
    bot_key: 'psycarediary', name: 'Psycarediary', order: 3, metered: true, premium: true, disabled: false, default: false, public: true,
    description: { en: 'Your daily diary companion.', es: 'Tu compañero para el diario de cada día.' },
    initial_message: { en: 'How was your day? Tell me about it.', es: '¿Qué tal tu día? Cuéntamelo.' },
    system: prompt(
      'You are Psycarediary, a diary companion. Help the person reflect on their day: what happened, how they felt, one thing they are grateful for. Answer in English.',
      'Eres Psycarediary, un compañero de diario. Ayuda a la persona a reflexionar sobre su día: qué pasó, cómo se sintió, algo por lo que esté agradecida. Responde en español.',
    ),
  },
  {
    bot_key: 'psychoanalysis', name: 'Psychoanalysis', order: 4, metered: true, premium: false, disabled: false, default: false, public: true,
    description: { en: 'A guided, non-clinical conversation about your personality.', es: 'Una conversación guiada y no clínica sobre tu personalidad.' },
    initial_message: { en: 'Let us explore how you see yourself. Ready?', es: 'Exploremos cómo te ves. ¿Empezamos?' },
    system: prompt(
      'You guide a non-clinical personality exploration: ask about values, habits, relationships and reactions, one question at a time. Answer in English.',
      'Guías una exploración de la personalidad no clínica: pregunta por valores, hábitos, relaciones y reacciones, una pregunta cada vez. Responde en español.',
    ),
  },
  {
    bot_key: 'mbti', name: 'MBTI', order: 5, metered: false, premium: false, disabled: false, default: false, public: true,
    description: { en: 'A personality questionnaire over four dichotomies (non-clinical).', es: 'Un cuestionario de personalidad sobre cuatro dicotomías (no clínico).' },
    initial_message: { en: 'I will ask you a few questions to find your type.', es: 'Te haré unas preguntas para encontrar tu tipo.' },
    system: prompt(
      'You conduct a non-clinical MBTI-style questionnaire over E/I, S/N, T/F and J/P, one question at a time. Answer in English.',
      'Conduces un cuestionario no clínico tipo MBTI sobre E/I, S/N, T/F y J/P, una pregunta cada vez. Responde en español.',
    ),
  },
];

const EPOCH = Date.UTC(2026, 0, 1);

/** SPEC §3: a bot with no order goes after the ordered ones */
export const DEFAULT_ORDER = 999;

const DIARY_DAY: Record<Language, (day: string) => string> = {
  es: (day) => `Esta entrada del diario trata del día ${day} (AAAA-MM-DD).`,
  en: (day) => `This diary entry is about the day ${day} (YYYY-MM-DD).`,
};

export function createCatalogue(definitions: readonly BotDefinition[] = BOTS) {
  const byKey = new Map(definitions.map((d) => [d.bot_key, d]));
  const definition = (key: string | undefined): BotDefinition | null =>
    (key ? byKey.get(key) : definitions.find((d) => d.default)) ?? null;
  return {
    list(language: Language): Bot[] {
      return definitions
        .filter((d) => !d.disabled)
        .map((d) => ({ ...d, order: d.order ?? DEFAULT_ORDER }))
        .sort((a, b) => a.order - b.order)
        .map(({ system: _s, metered: _m, initial_message, description, ...bot }) => ({
          ...bot, description: description[language], initial_message: initial_message[language], created_at_timestamp: EPOCH, owner: 'psycare',
        }));
    },
    /** an enabled bot, or the default one when no key is given */
    find(key: string | undefined): BotDefinition | null {
      const bot = definition(key);
      return bot && !bot.disabled ? bot : null;
    },
    /** the bot whether enabled or not, so a disabled one can be refused by name */
    definition,
    /** `day`: a diary chat's day, which the model is told since its label is no longer a message (issue 18) */
    system(key: string, language: Language, safety = false, day: string | null = null) {
      const base = byKey.get(key)?.system[language] ?? SAFE[language];
      const dated = day ? `${base}\n\n${DIARY_DAY[language](day)}` : base;
      return safety ? `${dated}\n\n${SAFE_MESSAGING[language]}` : dated;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
