import type { AuditPage, ReportGroup, StaffActionBody } from '../../../shared/moderation.js';
import type { Role } from '../../../shared/validation.js';
import type { Broadcaster } from '../broadcaster.js';
import { AppError } from '../errors.js';
import type { Clock, Mailer, Store } from '../ports.js';
import type { Hiding } from './hiding.js';
import { staffActionMail } from './mails.js';
import type { StoredReport } from './ports.js';
import { suspend } from './suspension.js';
import type { ResolvedTarget, Targets } from './targets.js';

/** The most open reports one queue answer reads (oldest first): a bound on the answer's size. */
export const QUEUE_REPORTS_MAX = 500;

const STAFF: readonly Role[] = ['admin', 'superadmin'];

interface DeskDeps {
  store: Store; clock: Clock; mailer: Mailer; broadcaster: Broadcaster; targets: Targets; hiding: Hiding;
  disconnectUser: (username: string) => void; log: (line: string) => void;
}

/** The staff moderation desk (issue 14): the queue of open reports, actions on them, and the audit log. */
export function createDesk(deps: DeskDeps) {
  const { reports, audit } = deps.store.moderation;

  /** Staff only; professionals have no power over others' content. The role is read on every request. */
  async function requireStaff(username: string, roles: readonly Role[] = STAFF) {
    const user = await deps.store.users.byUsername(username);
    if (!user || !roles.includes(user.role)) throw new AppError('forbidden', 'staff_only');
  }

  async function group(items: StoredReport[]): Promise<ReportGroup> {
    const first = items[0];
    const { hidden, ...content } = await deps.targets.content(first.targetType, first.targetId, first.chatId);
    return {
      target: { type: first.targetType, id: first.targetId, chat_id: first.chatId },
      subject: first.subject,
      reporters: new Set(items.map((r) => r.reporter.toLowerCase())).size,
      reasons: [...new Set(items.map((r) => r.reason))],
      notes: items.flatMap((r) => (r.note ? [r.note] : [])),
      hidden,
      first_reported_at: first.createdAt,
      content,
    };
  }

  async function targetOf(targetId: string): Promise<ResolvedTarget> {
    const report = await reports.latestForTarget(targetId);
    if (!report) throw new AppError('not_found', 'report_not_found');
    return { type: report.targetType, id: report.targetId, chatId: report.chatId, subject: report.subject };
  }

  /** The person acted on hears of it in the app and by mail, with the reason; never who reported them. */
  async function tell(target: ResolvedTarget, body: StaffActionBody) {
    const user = await deps.store.users.byUsername(target.subject);
    if (!user) return;
    if (body.action === 'warn') {
      const notification = {
        type: 'warning' as const, key: `warning:${deps.clock()}`, title: 'moderation_warning', message: body.reason, owner: user.username,
        created_at_timestamp: deps.clock(), chat_id: null, message_id: null,
      };
      deps.broadcaster.notification(user.username, await deps.store.notifications.add(notification));
    }
    await deps.mailer.send(staffActionMail(user.email, user.language, user.username, body.action, body.reason, body.until ?? null))
      .catch((error: Error) => deps.log(`moderation mail failed: ${error.message}`));
  }

  /** Suspension also hides the person's public chats, as any hide: reversible one by one. */
  async function suspendPerson(target: ResolvedTarget, staff: string, until: number | null) {
    await suspend(deps, target.subject, until);
    for (const chat of await deps.store.chats.listForOwner(target.subject)) {
      if (chat.public) await deps.hiding.hideChat(chat.id, staff);
    }
  }

  /** Lifting a suspension shows the person's chats again (those hidden with it, and any other hidden one of theirs). */
  async function liftSuspension(target: ResolvedTarget, staff: string) {
    await deps.store.moderation.suspensions.delete(target.subject);
    for (const chat of await deps.store.chats.listForOwner(target.subject)) await deps.hiding.restoreChat(chat.id, staff);
  }

  async function apply(target: ResolvedTarget, staff: string, body: StaffActionBody) {
    switch (body.action) {
      case 'hide':
        if (target.type === 'user') throw new AppError('invalid', 'action_not_applicable', { field: 'action' });
        return void (await deps.hiding.hide(target, staff, 'staff'));
      case 'restore':
        if (target.type === 'user') return liftSuspension(target, staff);
        return void (await deps.hiding.restore(target, staff));
      case 'suspend':
        return suspendPerson(target, staff, body.until ?? null);
      case 'dismiss':
      case 'warn':
        return;
    }
  }

  return {
    requireStaff,

    async queue(staff: string): Promise<ReportGroup[]> {
      await requireStaff(staff);
      const byTarget = new Map<string, StoredReport[]>();
      for (const report of await reports.open(QUEUE_REPORTS_MAX)) {
        const key = report.targetId.toLowerCase();
        byTarget.set(key, [...(byTarget.get(key) ?? []), report]);
      }
      return Promise.all([...byTarget.values()].map(group));
    },

    async act(staff: string, targetId: string, body: StaffActionBody) {
      await requireStaff(staff);
      const target = await targetOf(targetId);
      await apply(target, staff, body);
      const closed = await reports.close(target.id);
      await audit.add({
        at: deps.clock(), actor: staff, action: body.action, target_type: target.type, target_id: target.id, subject: target.subject,
        reason: body.reason,
      });
      if (body.action !== 'dismiss') await tell(target, body);
      return { target: { type: target.type, id: target.id, chat_id: target.chatId }, action: body.action, closed };
    },

    async audit(staff: string, before: number | null, limit: number): Promise<AuditPage> {
      await requireStaff(staff, ['superadmin']);
      const items = await audit.page(before, limit + 1);
      const page = items.slice(0, limit);
      return { items: page, next: items.length > limit ? page[page.length - 1].id : null };
    },
  };
}

export type Desk = ReturnType<typeof createDesk>;
