import type { Language } from './validation.js';
import type { Specialization } from './people.js';

/**
 * The display name of each specialisation in both languages: the one table the server searches by and the
 * client shows (its `specializations.*` locale keys are checked against it in tests/unit/directory.test.ts).
 */
export const SPECIALIZATION_NAMES: Record<Specialization, Record<Language, string>> = {
  clinical: { es: 'Psicología clínica', en: 'Clinical psychology' },
  health: { es: 'Psicología de la salud', en: 'Health psychology' },
  educational: { es: 'Psicología educativa', en: 'Educational psychology' },
  industrial_organizational: { es: 'Psicología del trabajo y de las organizaciones', en: 'Industrial and organisational psychology' },
  forensic: { es: 'Psicología forense', en: 'Forensic psychology' },
  social: { es: 'Psicología social', en: 'Social psychology' },
  cognitive: { es: 'Psicología cognitiva', en: 'Cognitive psychology' },
  child_adolescent: { es: 'Psicología infantil y juvenil', en: 'Child and adolescent psychology' },
  counseling: { es: 'Psicología del asesoramiento (counseling)', en: 'Counselling psychology' },
  neuropsychology: { es: 'Neuropsicología', en: 'Neuropsychology' },
  community: { es: 'Psicología comunitaria', en: 'Community psychology' },
  experimental: { es: 'Psicología experimental', en: 'Experimental psychology' },
  environmental: { es: 'Psicología ambiental', en: 'Environmental psychology' },
  sports: { es: 'Psicología del deporte', en: 'Sports psychology' },
  personality: { es: 'Psicología de la personalidad', en: 'Personality psychology' },
  geropsychology: { es: 'Psicogerontología', en: 'Geropsychology' },
  cultural: { es: 'Psicología cultural', en: 'Cultural psychology' },
  military: { es: 'Psicología militar', en: 'Military psychology' },
  positive: { es: 'Psicología positiva', en: 'Positive psychology' },
  rehabilitation: { es: 'Psicología de la rehabilitación', en: 'Rehabilitation psychology' },
};
