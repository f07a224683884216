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

const SIGN_UP_ATTEMPT: Texts = {
  es: {
    subject: 'Psycare: alguien intentó registrarse con tu correo',
    text: (link) =>
      'Hola. Alguien intentó crear una cuenta nueva en Psycare con este correo, que ya tiene una cuenta.\n\n' +
      'No hemos creado otra. Si fuiste tú y no recuerdas tu contraseña, puedes elegir una nueva aquí:\n' +
      `${link}\n\nSi no fuiste tú, ignora este mensaje: tu cuenta sigue igual.\n\nUn abrazo,\nPsycare`,
  },
  en: {
    subject: 'Psycare: someone tried to sign up with your address',
    text: (link) =>
      'Hi. Someone tried to create a new Psycare account with this e-mail, which already has one.\n\n' +
      'We did not create another. If it was you and you do not remember your password, you can choose a new one here:\n' +
      `${link}\n\nIf it was not you, ignore this message: your account stays as it is.\n\nTake care,\nPsycare`,
  },
};

export const verifyMail = (to: string, language: Language, link: string): Mail => ({
  to, subject: VERIFY[language].subject, text: VERIFY[language].text(link),
});

export const resetMail = (to: string, language: Language, link: string): Mail => ({
  to, subject: RESET[language].subject, text: RESET[language].text(link),
});

/** To the owner of an e-mail that someone used to sign up again; the link is the page that starts a reset. */
export const signUpAttemptMail = (to: string, language: Language, publicUrl: string): Mail => ({
  to, subject: SIGN_UP_ATTEMPT[language].subject, text: SIGN_UP_ATTEMPT[language].text(`${publicUrl.replace(/\/+$/, '')}/remember/password`),
});
