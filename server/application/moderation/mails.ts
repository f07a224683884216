import type { StaffAction } from '../../../shared/moderation.js';
import type { Language } from '../../../shared/validation.js';
import type { Mail } from '../ports.js';

const SIGN = { es: '\n\nEl equipo de Psycare', en: '\n\nThe Psycare team' } as const;

const WHAT: Record<Language, Partial<Record<StaffAction, string>>> = {
  es: {
    hide: 'Hemos ocultado un contenido tuyo a los demás tras revisarlo.',
    restore: 'Hemos vuelto a mostrar un contenido tuyo que estaba oculto.',
    warn: 'Te enviamos un aviso sobre tu actividad en la comunidad.',
    suspend: 'Hemos suspendido tu cuenta.',
  },
  en: {
    hide: 'After review, we have hidden some of your content from others.',
    restore: 'We have shown again some of your content that was hidden.',
    warn: 'This is a warning about your activity in the community.',
    suspend: 'We have suspended your account.',
  },
};

const untilText = (language: Language, until: number | null) => {
  if (until === null) return language === 'es' ? 'hasta nuevo aviso' : 'until further notice';
  const day = new Date(until).toISOString().slice(0, 10);
  return language === 'es' ? `hasta el ${day}` : `until ${day}`;
};

/** The person acted on learns what staff did and why; never who reported them. */
export function staffActionMail(to: string, language: Language, username: string, action: StaffAction, reason: string, until: number | null): Mail {
  const what = WHAT[language][action] ?? '';
  const suspended = action === 'suspend' ? ` (${untilText(language, until)})` : '';
  return language === 'es'
    ? { to, subject: 'Psycare: aviso de moderación', text: `Hola, ${username}.\n\n${what}${suspended}\n\nMotivo: ${reason}${SIGN.es}` }
    : { to, subject: 'Psycare: moderation notice', text: `Hi, ${username}.\n\n${what}${suspended}\n\nReason: ${reason}${SIGN.en}` };
}
