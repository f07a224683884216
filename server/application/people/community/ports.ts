import type { Throttle } from '../../auth/throttle.js';
import type { Clock, Mailer, Store } from '../../ports.js';

/** The contact form and the newsletter. */
export interface CommunityPorts {
  store: Pick<Store, 'contacts' | 'newsletter'>;
  mailer: Mailer;
  clock: Clock;
  log: (line: string) => void;
  publicUrl: string;
  staffEmail: string;
  /** keys the newsletter links' MACs (a key derived from it, never the secret itself) */
  linkSecret: Uint8Array;
  throttle: Throttle;
  /** per IP per 15-minute window */
  limits: { contactPerIp: number; newsletterPerIp: number };
}
