import type { MessageItem } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { STATEMENTS, SCALE } from '../../domain/mbti/questions.js';
import { progress, scoreMbti } from '../../domain/mbti/scoring.js';
import { classifyTopics } from '../../domain/topics/topic-classifier.js';
import { viewTimeline, type TimelineState } from '../../domain/timeline.js';

export interface Assessment { kind: 'mbti' | 'psychoanalysis'; text: string }
export interface ScriptedReply { text: string; assessment: Assessment | null }

const userTexts = (timeline: TimelineState): string[] =>
  viewTimeline(timeline, null)
    .filter((i): i is MessageItem => i.kind === 'message' && i.sender === 'user' && !!i.message && i.deleted_at_timestamp === null)
    .map((i) => i.message as string);

const COPY = {
  en: {
    intro: 'Let us find your type. I will show you 16 statements; tell me how much each one fits you. This is a non-clinical questionnaire.',
    explain: 'I could not read that as an answer. Tap one of the answers below, or write a number from 1 to 5, or words such as "agree" or "not at all".',
    unclear: 'I did not catch that one.',
    result: (type: string) => `Thank you. Your type is ${type}. Your result card is below: it describes preferences, not a diagnosis.`,
    done: 'You have already completed the questionnaire in this chat. Start a new MBTI chat to take it again.',
  },
  es: {
    intro: 'Vamos a descubrir tu tipo. Te mostraré 16 afirmaciones; dime cuánto encaja cada una contigo. Es un cuestionario no clínico.',
    explain: 'No he podido leer eso como una respuesta. Toca una de las respuestas de abajo, o escribe un número del 1 al 5, o palabras como "de acuerdo" o "para nada".',
    unclear: 'No he entendido esa.',
    result: (type: string) => `Gracias. Tu tipo es ${type}. Debajo tienes tu tarjeta de resultado: describe preferencias, no es un diagnóstico.`,
    done: 'Ya completaste el cuestionario en este chat. Abre un nuevo chat MBTI para repetirlo.',
  },
};

/** What a scripted bot says to a message screened as a risk, instead of carrying on with its script (safe messaging). */
export const SAFETY_REPLY: Record<Language, string> = {
  en: 'I am really glad you told me, and I am taking it seriously. You do not have to go through this alone: please reach out now to a crisis line or your local emergency number (the numbers are just above), or to someone you trust. Are you safe right now? The questionnaire can wait for as long as you need.',
  es: 'Me alegra mucho que me lo hayas contado, y me lo tomo en serio. No tienes que pasar por esto a solas: contacta ahora con una línea de crisis o con emergencias (tienes los números justo arriba), o con alguien de confianza. ¿Estás a salvo en este momento? El cuestionario puede esperar todo lo que necesites.',
};

/**
 * The MBTI bot is code, not a model: it asks the statements in order and scores the answers deterministically,
 * so the type never depends on a model's guess.
 */
export function mbtiReply(timeline: TimelineState, language: Language, assessed: boolean): ScriptedReply {
  const copy = COPY[language];
  if (assessed) return { text: copy.done, assessment: null };
  const texts = userTexts(timeline);
  const state = progress(texts);
  if (state.next === null) {
    const result = scoreMbti(state.answers);
    return { text: copy.result(result.type), assessment: { kind: 'mbti', text: JSON.stringify(result) } };
  }
  const statement = `${state.next + 1}/${STATEMENTS.length}. «${STATEMENTS[state.next].text[language]}»\n${SCALE[language]}`;
  const lead = state.next === 0 && texts.length <= 1 ? `${copy.intro}\n\n` : state.lastUnclear ? `${state.unclear === 1 ? copy.explain : copy.unclear}\n` : '';
  return { text: lead + statement, assessment: null };
}

/** How many of the person's messages the guided analysis takes before it writes its summary. */
export const ANALYSIS_TURNS = 6;

const THEMES = {
  en: { anxiety: 'worry and anxiety', depression: 'low mood', stress: 'pressure and stress', bullying: 'being treated unfairly', harassment: 'feeling harassed', gender_violence: 'violence in a relationship', suicide: 'very painful thoughts', normal: 'everyday life' },
  es: { anxiety: 'la preocupación y la ansiedad', depression: 'el ánimo bajo', stress: 'la presión y el estrés', bullying: 'el trato injusto', harassment: 'el acoso', gender_violence: 'la violencia en la pareja', suicide: 'pensamientos muy dolorosos', normal: 'la vida cotidiana' },
};

/** The offline summary: the themes the person returned to, framed as reflection, never as a diagnosis. */
export function localAnalysisSummary(timeline: TimelineState, language: Language): string {
  const tags = [...new Set(userTexts(timeline).flatMap((t) => classifyTopics(t)))];
  const themes = (tags.length ? tags : ['normal' as const]).map((t) => THEMES[language][t]).join(', ');
  return language === 'es'
    ? `Resumen (no clínico): en esta conversación volviste sobre ${themes}. Hablas de ti con sinceridad y buscas entender lo que sientes, lo cual es una fortaleza. Esto no es un diagnóstico; si algo te pesa, hablarlo con un profesional puede ayudarte.`
    : `Summary (non-clinical): in this conversation you kept returning to ${themes}. You speak about yourself honestly and want to understand what you feel, which is a strength. This is not a diagnosis; if something weighs on you, talking it through with a professional can help.`;
}

export const ANALYSIS_PROMPT = {
  en: 'Write a short, warm, non-clinical personality summary (at most 120 words) of the person in this conversation: their recurring themes, strengths and what they seem to value. Say clearly that it is not a diagnosis. Answer in English.',
  es: 'Escribe un resumen breve, cálido y no clínico (máximo 120 palabras) de la personalidad de la persona en esta conversación: sus temas recurrentes, fortalezas y lo que parece valorar. Di claramente que no es un diagnóstico. Responde en español.',
};

export const analysisDue = (timeline: TimelineState, assessed: boolean) => !assessed && userTexts(timeline).length >= ANALYSIS_TURNS;
