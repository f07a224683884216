import { z } from 'zod';
import { Id, Username } from './validation.js';

/** Reports, blocks and the staff desk (issue 14). */
export const REPORT_REASONS = ['harassment', 'hate', 'self_harm_encouragement', 'spam', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Distinct people whose open reports hide a message or chat from the public at once, pending review. */
export const AUTO_HIDE_REPORTS = 3;
/** A reported message of a chat that is not public is shown to staff with this many messages before it, nothing more. */
export const REPORT_CONTEXT_MESSAGES = 3;
export const REPORT_NOTE_MAX = 1000;
export const STAFF_REASON_MAX = 1000;
export const AUDIT_PAGE_MAX = 100;

export const ReportTarget = z.discriminatedUnion('type', [
  // message ids are unique within their chat's stream only: a message is named with its chat
  z.object({ type: z.literal('message'), id: Id, chat_id: Id }),
  z.object({ type: z.literal('chat'), id: Id }),
  z.object({ type: z.literal('user'), id: Username }),
]);
export type ReportTarget = z.infer<typeof ReportTarget>;

export const ReportBody = z.object({
  target: ReportTarget,
  reason: z.enum(REPORT_REASONS, 'report_reason_invalid'),
  note: z.string().trim().max(REPORT_NOTE_MAX, 'report_note_too_long').optional(),
}).strict();

export const STAFF_ACTIONS = ['hide', 'restore', 'dismiss', 'warn', 'suspend'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const StaffActionBody = z.object({
  action: z.enum(STAFF_ACTIONS, 'staff_action_invalid'),
  reason: z.string().trim().min(1, 'staff_reason_required').max(STAFF_REASON_MAX, 'staff_reason_too_long'),
  /** suspend only: the end of the suspension (ms since epoch); absent: until lifted */
  until: z.number().int().positive().optional(),
}).strict();
export type StaffActionBody = z.infer<typeof StaffActionBody>;

export const ReportsQuery = z.object({ status: z.enum(['open'], 'report_status_invalid').default('open') });
export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  before: z.coerce.number().int().positive().optional(),
});

/** One message as staff see it in the queue: the reported one and, in a chat that is not public, the few before it. */
export interface ReportedMessage { id: string; author: string; text: string | null; created_at_timestamp: number; reported: boolean }

/** The open reports about one target: never who reported, only how many distinct people did. */
export interface ReportGroup {
  target: { type: ReportTarget['type']; id: string; chat_id: string | null };
  /** whom the target is about (author, owner or the person); null once they erased their account */
  subject: string | null;
  reporters: number;
  reasons: ReportReason[];
  notes: string[];
  hidden: boolean;
  first_reported_at: number;
  content: { title: string | null; messages: ReportedMessage[] };
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  action: StaffAction | 'auto_hide';
  target_type: ReportTarget['type'];
  /** null once the person acted on erased their account */
  target_id: string | null;
  subject: string | null;
  reason: string;
}
export interface AuditPage { items: AuditEntry[]; next: number | null }

export interface BlockEntry { username: string; created_at_timestamp: number }
