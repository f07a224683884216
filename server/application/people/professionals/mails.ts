import type { Language } from '../../../../shared/validation.js';
import type { Mail } from '../../ports.js';

const SIGN = { es: '\n\nUn abrazo,\nPsycare', en: '\n\nTake care,\nPsycare' } as const;

export function approvedMail(to: string, language: Language, username: string): Mail {
  return language === 'es'
    ? { to, subject: 'Psycare: tu perfil profesional está verificado', text: `Hola, ${username}.\n\nHemos revisado tu documentación y tu perfil profesional ya está verificado. Tu perfil muestra la insignia de verificación y tienes acceso a la búsqueda avanzada, las valoraciones y los mensajes directos.${SIGN.es}` }
    : { to, subject: 'Psycare: your professional profile is verified', text: `Hi, ${username}.\n\nWe have reviewed your documents and your professional profile is now verified. Your profile shows the verified badge and you can use advanced search, ratings and direct messages.${SIGN.en}` };
}

export function rejectedMail(to: string, language: Language, username: string, reason: string): Mail {
  return language === 'es'
    ? { to, subject: 'Psycare: revisión de tu perfil profesional', text: `Hola, ${username}.\n\nHemos revisado tu solicitud y por ahora no podemos verificar tu perfil profesional.\n\nMotivo: ${reason}\n\nTu cuenta sigue activa como usuario. Si crees que es un error, responde usando el formulario de contacto.${SIGN.es}` }
    : { to, subject: 'Psycare: review of your professional profile', text: `Hi, ${username}.\n\nWe have reviewed your application and cannot verify your professional profile for now.\n\nReason: ${reason}\n\nYour account stays active as a user. If you think this is a mistake, write to us through the contact form.${SIGN.en}` };
}

/** Staff notices carry no personal data beyond the username; staff read the rest in the admin queue. */
export const applicationNotice = (to: string, username: string, documents: number): Mail => ({
  to, subject: `Psycare: new professional application (${username})`,
  text: `${username} applied as a professional with ${documents} document(s). Review it in the admin queue (GET /api/admin/professionals).`,
});
