import type { Language } from '../../../shared/validation.js';
import type { Mail } from '../ports.js';

type Texts = Record<Language, { subject: string; text: (link: string) => string }>;

const VERIFY: Texts = {
  es: {
    subject: 'Psycare: confirma tu correo',
    text: (link) =>
      `¡Hola! Nos alegra que estés aquí.\n\nPara activar tu cuenta, abre este enlace (vale 48 horas):\n${link}\n\n` +
      'Si no te registraste en Psycare, ignora este mensaje.\n\nUn abrazo,\nPsycare',
  },
  en: {
    subject: 'Psycare: confirm your e-mail',
    text: (link) =>
      `Hi! We are glad you are here.\n\nTo activate your account, open this link (valid for 48 hours):\n${link}\n\n` +
      'If you did not sign up for Psycare, just ignore this message.\n\nTake care,\nPsycare',
  },
};

const RESET: Texts = {
  es: {
    subject: 'Psycare: cambia tu contraseña',
    text: (link) =>
      `Hola. Alguien (esperamos que tú) pidió cambiar la contraseña de tu cuenta.\n\nAbre este enlace para elegir una nueva (vale 30 minutos):\n${link}\n\n` +
      'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.\n\nUn abrazo,\nPsycare',
  },
  en: {
    subject: 'Psycare: change your password',
    text: (link) =>
      `Hi. Someone (we hope it was you) asked to change your account's password.\n\nOpen this link to choose a new one (valid for 30 minutes):\n${link}\n\n` +
      'If you did not ask for it, ignore this message: your password stays the same.\n\nTake care,\nPsycare',
  },
};

export const verifyMail = (to: string, language: Language, link: string): Mail => ({
  to, subject: VERIFY[language].subject, text: VERIFY[language].text(link),
});

export const resetMail = (to: string, language: Language, link: string): Mail => ({
  to, subject: RESET[language].subject, text: RESET[language].text(link),
});
