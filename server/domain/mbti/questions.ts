import type { Language } from '../../../shared/validation.js';

export type Pole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';
export type Dichotomy = 'EI' | 'SN' | 'TF' | 'JP';
export const DICHOTOMIES: Dichotomy[] = ['EI', 'SN', 'TF', 'JP'];

export interface Statement { dichotomy: Dichotomy; pole: Pole; text: Record<Language, string> }

const q = (dichotomy: Dichotomy, pole: Pole, en: string, es: string): Statement => ({ dichotomy, pole, text: { en, es } });

/** Sixteen statements, four per dichotomy, two keyed to each pole so agreeing with everything scores 50%. */
export const STATEMENTS: Statement[] = [
  q('EI', 'E', 'After a busy day, spending time with friends recharges me.', 'Después de un día intenso, estar con amistades me recarga.'),
  q('SN', 'S', 'I trust facts and experience more than hunches.', 'Confío más en los hechos y la experiencia que en las corazonadas.'),
  q('TF', 'T', 'When deciding, logic matters more to me than how people will feel.', 'Al decidir, me importa más la lógica que cómo se sentirá la gente.'),
  q('JP', 'J', 'I like to have plans settled well in advance.', 'Me gusta tener los planes cerrados con antelación.'),
  q('EI', 'I', 'I prefer a deep talk with one person to a big gathering.', 'Prefiero una conversación profunda con una persona a una gran reunión.'),
  q('SN', 'N', 'I often think about possibilities and what could be.', 'A menudo pienso en posibilidades y en lo que podría ser.'),
  q('TF', 'F', 'I find it hard to make a decision that would hurt someone.', 'Me cuesta tomar una decisión que pueda herir a alguien.'),
  q('JP', 'P', 'I work best when I can improvise.', 'Trabajo mejor cuando puedo improvisar.'),
  q('EI', 'E', 'I think out loud and like talking ideas through with others.', 'Pienso en voz alta y me gusta comentar las ideas con otras personas.'),
  q('SN', 'S', 'I notice practical details that others miss.', 'Me fijo en detalles prácticos que a otras personas se les escapan.'),
  q('TF', 'T', 'I prefer honest criticism to gentle encouragement.', 'Prefiero una crítica sincera a un ánimo amable.'),
  q('JP', 'J', 'Unfinished tasks make me uneasy.', 'Las tareas sin terminar me inquietan.'),
  q('EI', 'I', 'I need quiet time alone to feel like myself.', 'Necesito tiempo a solas y en calma para sentirme yo.'),
  q('SN', 'N', 'I enjoy abstract ideas and theories.', 'Disfruto con las ideas abstractas y las teorías.'),
  q('TF', 'F', 'Harmony in a group matters more to me than being right.', 'La armonía del grupo me importa más que tener razón.'),
  q('JP', 'P', 'I like to keep my options open rather than decide early.', 'Prefiero dejar las opciones abiertas a decidir pronto.'),
];

export const SCALE: Record<Language, string> = {
  en: 'Answer from 1 to 5: 1 strongly disagree · 2 disagree · 3 neutral · 4 agree · 5 strongly agree.',
  es: 'Responde del 1 al 5: 1 muy en desacuerdo · 2 en desacuerdo · 3 neutral · 4 de acuerdo · 5 muy de acuerdo.',
};
