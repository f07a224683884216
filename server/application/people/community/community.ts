import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../../shared/validation.js';
import { link } from '../../auth/one-time.js';
import { AppError } from '../../errors.js';
import type { Mail } from '../../ports.js';
import type { CommunityPorts } from './ports.js';
import { confirmSubscriptionMail, contactNotice, subscriberNotice } from './mails.js';

export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

type Purpose = 'confirm' | 'unsubscribe';

/**
 * Contact form and a double opt-in newsletter. Newsletter links are `<subscriber id>.<HMAC>`: nothing secret is
 * stored, the unsubscribe link stays valid for every future mail, and a forged or edited link fails the MAC.
 */
export function createCommunity(deps: CommunityPorts) {
  const { store } = deps;
  const macKey = createHmac('sha256', deps.linkSecret).update('psycare newsletter links v1').digest();
  const mac = (purpose: Purpose, id: string) => createHmac('sha256', macKey).update(`${purpose}|${id}`).digest();
  const token = (purpose: Purpose, id: string) => `${id}.${mac(purpose, id).toString('base64url')}`;

  function idFrom(purpose: Purpose, value: string): string {
    const [id, signature, extra] = value.split('.');
    const given = Buffer.from(signature ?? '', 'base64url');
    const expected = mac(purpose, id ?? '');
    if (!id || extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('invalid', 'token_invalid');
    }
    return id;
  }

  const mailQuietly = (mail: Mail, what: string) =>
    deps.mailer.send(mail).catch(() => deps.log(`people: ${what} mail could not be sent`));

  return {
    /** Stored first, so a mail failure loses nothing; staff get it by mail. */
    async contact(email: string, body: string, ip: string) {
      await deps.throttle.attempt([[`contact:ip:${ip}`, deps.limits.contactPerIp]]);
      await store.contacts.add({ id: randomUUID(), email, body, createdAt: deps.clock() });
      await mailQuietly(contactNotice(deps.staffEmail, email, body), 'contact');
    },

    /** Answers the same whether or not the address is known; only a pending subscriber gets a (new) confirmation. */
    async subscribe(email: string, language: Language, ip: string) {
      await deps.throttle.attempt([[`newsletter:ip:${ip}`, deps.limits.newsletterPerIp]]);
      const now = deps.clock();
      let subscriber = await store.newsletter.subscribe({ id: randomUUID(), email, status: 'pending', createdAt: now, confirmedAt: null });
      if (subscriber.status === 'confirmed') return;
      if (now - subscriber.createdAt > CONFIRM_TTL_MS) {
        await store.newsletter.remove(subscriber.id);
        subscriber = await store.newsletter.subscribe({ id: randomUUID(), email, status: 'pending', createdAt: now, confirmedAt: null });
      }
      const confirm = link(deps.publicUrl, '/newsletter/confirm', token('confirm', subscriber.id));
      const unsubscribe = link(deps.publicUrl, '/newsletter/unsubscribe', token('unsubscribe', subscriber.id));
      await mailQuietly(confirmSubscriptionMail(subscriber.email, language, confirm, unsubscribe), 'newsletter confirmation');
    },

    async confirm(value: string) {
      const subscriber = await store.newsletter.get(idFrom('confirm', value));
      if (!subscriber) throw new AppError('invalid', 'token_invalid');
      if (subscriber.status === 'confirmed') return;
      if (deps.clock() - subscriber.createdAt > CONFIRM_TTL_MS) throw new AppError('invalid', 'token_invalid');
      if (await store.newsletter.confirm(subscriber.id, deps.clock())) await mailQuietly(subscriberNotice(deps.staffEmail, subscriber.email), 'subscriber notice');
    },

    /** Idempotent: a valid link always answers that the address is unsubscribed. */
    async unsubscribe(value: string) {
      await store.newsletter.remove(idFrom('unsubscribe', value));
    },

    /** The unsubscribe link for a subscriber, for every newsletter mail. */
    unsubscribeLink: (subscriberId: string) => link(deps.publicUrl, '/newsletter/unsubscribe', token('unsubscribe', subscriberId)),
  };
}

export type Community = ReturnType<typeof createCommunity>;
