import type { AuditEntry, ReportReason, ReportTarget } from '../../../shared/moderation.js';

/** One person's report of one target. `subject`: whom it is about (the author, the owner, the person). */
export interface StoredReport {
  id: string;
  reporter: string;
  targetType: ReportTarget['type'];
  targetId: string;
  /** the chat of a reported message or chat; null for a person */
  chatId: string | null;
  subject: string;
  reason: ReportReason;
  note: string | null;
  createdAt: number;
}

export interface Reports {
  /** records an open report, unless the reporter already has one open on the target: then false */
  add(report: StoredReport): Promise<boolean>;
  /** the open reports, oldest first, at most `limit` */
  open(limit: number): Promise<StoredReport[]>;
  openForTarget(targetId: string): Promise<StoredReport[]>;
  /** the target's latest report, open or closed: what a later action (a restore) acts on */
  latestForTarget(targetId: string): Promise<StoredReport | null>;
  /** closes the target's open reports (staff acted on them); returns how many */
  close(targetId: string): Promise<number>;
  /** account erasure: the person's own reports, and the reports about them (their content is gone with them) */
  deleteForUser(username: string): Promise<void>;
}

export interface Blocks {
  put(blocker: string, blocked: string, at: number): Promise<void>;
  delete(blocker: string, blocked: string): Promise<void>;
  list(blocker: string): Promise<{ username: string; at: number }[]>;
  has(blocker: string, blocked: string): Promise<boolean>;
  /** account erasure: the blocks the person made and those made against them */
  deleteForUser(username: string): Promise<void>;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

export interface AuditLog {
  add(entry: NewAuditEntry): Promise<void>;
  /** newest first, ids below `before` when given */
  page(before: number | null, limit: number): Promise<AuditEntry[]>;
  /** the person acted on erased their account: the entries stay, without naming them */
  forgetSubject(username: string): Promise<void>;
}

export interface Suspensions {
  /** `until` null: until lifted */
  put(username: string, until: number | null): Promise<void>;
  /** the end of the person's suspension (null: indefinite), or undefined when not suspended */
  get(username: string): Promise<number | null | undefined>;
  delete(username: string): Promise<void>;
}

export interface ModerationStore { reports: Reports; blocks: Blocks; audit: AuditLog; suspensions: Suspensions }
