import type { AuthService } from '../../auth/auth-service.js';
import type { Throttle } from '../../auth/throttle.js';
import { AppError } from '../../errors.js';
import type { Clock, Mailer, Store } from '../../ports.js';

/** Seals uploads at rest (adapters/crypto/blob-sealer.ts). */
export interface BlobSealer {
  seal(id: string, plain: Buffer): { wrappedKey: Buffer; data: Buffer };
  /** null when the blob cannot be opened (wrong key, tampering) */
  open(id: string, wrappedKey: Buffer, data: Buffer): Buffer | null;
}

/** For compositions without a master key at hand (benchmarks): nothing can be sealed, so nothing is stored. */
export const noBlobSealer: BlobSealer = {
  seal() { throw new AppError('unavailable', 'uploads_unavailable'); },
  open: () => null,
};

/** A professional's sign-up with documents, and staff's review of it. */
export interface ProfessionalsPorts {
  store: Pick<Store, 'users' | 'profiles' | 'applications' | 'uploads' | 'tokens'>;
  mailer: Mailer;
  clock: Clock;
  log: (line: string) => void;
  staffEmail: string;
  blobs: BlobSealer;
  auth: Pick<AuthService, 'register'>;
  throttle: Throttle;
  /** sign-ups per IP per 15-minute window */
  signUpsPerIp: number;
}
