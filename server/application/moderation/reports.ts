import { randomUUID } from 'node:crypto';
import { AUTO_HIDE_REPORTS, type ReportBody } from '../../../shared/moderation.js';
import type { z } from 'zod';
import type { Throttle } from '../auth/throttle.js';
import type { ChatCache } from '../chats/chat-cache.js';
import { AppError } from '../errors.js';
import type { Clock, Store } from '../ports.js';
import type { Hiding } from './hiding.js';
import type { ResolvedTarget, Targets } from './targets.js';

/** Reports one person may file per 15-minute window (docs/api.md). */
export const REPORTS_PER_WINDOW = 20;

export const SYSTEM_ACTOR = 'system';

/**
 * Filing a report (issue 14). The reported person is never told, and nothing they can read names the reporter.
 * Content that AUTO_HIDE_REPORTS distinct people reported in a public chat is hidden at once, pending review.
 */
export function createReporting(deps: { store: Store; clock: Clock; cache: ChatCache; throttle: Throttle; targets: Targets; hiding: Hiding }) {
  const { reports, audit } = deps.store.moderation;

  async function isPublic(target: ResolvedTarget): Promise<boolean> {
    if (!target.chatId) return false;
    const view = await deps.cache.read(target.chatId);
    return view.state.isPublic && !view.state.hidden;
  }

  async function autoHide(target: ResolvedTarget): Promise<void> {
    if (target.type === 'user') return;
    const reporters = new Set((await reports.openForTarget(target.id)).map((r) => r.reporter.toLowerCase()));
    if (reporters.size < AUTO_HIDE_REPORTS || !(await isPublic(target))) return;
    if (!(await deps.hiding.hide(target, SYSTEM_ACTOR, 'reports'))) return;
    await audit.add({
      at: deps.clock(), actor: SYSTEM_ACTOR, action: 'auto_hide', target_type: target.type, target_id: target.id, subject: target.subject,
      reason: `${reporters.size} reports`,
    });
  }

  return async function file(reporter: string, body: z.infer<typeof ReportBody>): Promise<{ id: string; status: 'open' }> {
    await deps.throttle.attempt([[`report:${reporter}`, REPORTS_PER_WINDOW]]);
    const target = await deps.targets.resolve(body.target, reporter);
    if (target.subject.toLowerCase() === reporter.toLowerCase()) throw new AppError('invalid', 'cannot_report_self');
    const id = randomUUID();
    const added = await reports.add({
      id, reporter, targetType: target.type, targetId: target.id, chatId: target.chatId, subject: target.subject,
      reason: body.reason, note: body.note || null, createdAt: deps.clock(),
    });
    if (!added) throw new AppError('conflict', 'report_exists');
    await autoHide(target);
    return { id, status: 'open' };
  };
}
