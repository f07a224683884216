import type { Language } from '../../../../shared/validation.js';
import type { Mail } from '../../ports.js';

const SIGN = { es: '\n\nUn abrazo,\nPsycare', en: '\n\nTake care,\nPsycare' } as const;

export const contactNotice = (to: string, from: string, body: string): Mail => ({
  to, subject: 'Psycare: contact form', text: `From: ${from}\n\n${body}`,
});

export const subscriberNotice = (to: string, email: string): Mail => ({
  to, subject: 'Psycare: new newsletter subscriber', text: `${email} confirmed their newsletter subscription.`,
});

export function confirmSubscriptionMail(to: string, language: Language, confirm: string, unsubscribe: string): Mail {
  return language === 'es'
    ? { to, subject: 'Psycare: confirma tu suscripción', text: `Hola. Para recibir el boletín de Psycare, confirma tu suscripción con este enlace (vale 7 días):\n${confirm}\n\nSi no lo pediste, ignora este mensaje y no recibirás nada.\n\nDarte de baja en cualquier momento:\n${unsubscribe}${SIGN.es}` }
    : { to, subject: 'Psycare: confirm your subscription', text: `Hi. To receive the Psycare newsletter, confirm your subscription with this link (valid for 7 days):\n${confirm}\n\nIf you did not ask for it, ignore this message and you will get nothing.\n\nUnsubscribe at any time:\n${unsubscribe}${SIGN.en}` };
}
