import { Schema, type Connection } from 'mongoose';
import type { AuditEntry } from '../../../shared/moderation.js';
import type { AuditLog, Blocks, ModerationStore, Reports, StoredReport, Suspensions } from '../../application/moderation/ports.js';
import { isDuplicateKey, retryOnDuplicate } from './errors.js';
import type { FieldSealer } from './field-sealer.js';

/**
 * Issue 14's collections. Names are kept as given and matched through a lower-cased copy, as usernames are
 * unique without case; a report's note is sealed (field-sealer.ts): no query reads it.
 */
type ReportDoc = Omit<StoredReport, 'id'> & { _id: string; open: boolean; reporterLower: string; subjectLower: string; targetLower: string };
const reportSchema = new Schema<ReportDoc>({
  _id: String, reporter: String, reporterLower: String, targetType: String, targetId: String, targetLower: String,
  chatId: { type: String, default: null }, subject: String, subjectLower: String, reason: String,
  note: { type: String, default: null }, createdAt: Number, open: Boolean,
}, { collection: 'reports', versionKey: false });
// one open report per reporter and target: the partial unique index refuses a second
reportSchema.index({ reporterLower: 1, targetLower: 1 }, { unique: true, partialFilterExpression: { open: true } });
reportSchema.index({ targetLower: 1, open: 1 });
reportSchema.index({ open: 1, createdAt: 1 });
reportSchema.index({ subjectLower: 1 });

interface BlockDoc { blocker: string; blockerLower: string; blocked: string; blockedLower: string; createdAt: number }
const blockSchema = new Schema<BlockDoc>({
  blocker: String, blockerLower: String, blocked: String, blockedLower: String, createdAt: Number,
}, { collection: 'blocks', versionKey: false });
blockSchema.index({ blockerLower: 1, blockedLower: 1 }, { unique: true });
blockSchema.index({ blockedLower: 1 });

type AuditDoc = Omit<AuditEntry, 'id'> & { _id: number; subjectLower: string | null };
const auditSchema = new Schema<AuditDoc>({
  _id: Number, at: Number, actor: String, action: String, target_type: String, target_id: { type: String, default: null },
  subject: { type: String, default: null }, subjectLower: { type: String, default: null }, reason: String,
}, { collection: 'audit_log', versionKey: false });
auditSchema.index({ subjectLower: 1 });

/** The audit log's ids, increasing, for its pages (its own collection: Counters.forget may drop any counter key). */
interface SequenceDoc { _id: string; n: number }
const sequenceSchema = new Schema<SequenceDoc>({ _id: String, n: Number }, { collection: 'moderation_sequences', versionKey: false });

interface SuspensionDoc { _id: string; until: number | null }
const suspensionSchema = new Schema<SuspensionDoc>({ _id: String, until: { type: Number, default: null } }, { collection: 'suspensions', versionKey: false });

const lower = (name: string) => name.toLowerCase();

function reports(conn: Connection, sealer: FieldSealer): Reports {
  const Report = conn.model('Report', reportSchema);
  const place = (id: string) => `reports|${id}|note`;
  const toReport = (d: ReportDoc): StoredReport => ({
    id: d._id, reporter: d.reporter, targetType: d.targetType, targetId: d.targetId, chatId: d.chatId, subject: d.subject,
    reason: d.reason, note: sealer.open(place(d._id), d.note), createdAt: d.createdAt,
  });
  return {
    async add({ id, ...r }) {
      try {
        await Report.create({
          ...r, _id: id, note: sealer.seal(place(id), r.note), open: true,
          reporterLower: lower(r.reporter), subjectLower: lower(r.subject), targetLower: lower(r.targetId),
        });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async open(limit) {
      return (await Report.find({ open: true }).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<ReportDoc[]>()).map(toReport);
    },
    async openForTarget(targetId) {
      return (await Report.find({ targetLower: lower(targetId), open: true }).sort({ createdAt: 1, _id: 1 }).lean<ReportDoc[]>()).map(toReport);
    },
    async latestForTarget(targetId) {
      const doc = await Report.findOne({ targetLower: lower(targetId) }).sort({ createdAt: -1, _id: 1 }).lean<ReportDoc>();
      return doc ? toReport(doc) : null;
    },
    async close(targetId) {
      return (await Report.updateMany({ targetLower: lower(targetId), open: true }, { $set: { open: false } })).modifiedCount;
    },
    async deleteForUser(username) {
      const name = lower(username);
      await Report.deleteMany({ $or: [{ reporterLower: name }, { subjectLower: name }, { targetLower: name }] });
    },
  };
}

function blocks(conn: Connection): Blocks {
  const Block = conn.model('Block', blockSchema);
  return {
    async put(blocker, blocked, at) {
      await Block.updateOne(
        { blockerLower: lower(blocker), blockedLower: lower(blocked) },
        { $setOnInsert: { blocker, blocked, createdAt: at } },
        { upsert: true },
      ).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    },
    async delete(blocker, blocked) {
      await Block.deleteOne({ blockerLower: lower(blocker), blockedLower: lower(blocked) });
    },
    async list(blocker) {
      const docs = await Block.find({ blockerLower: lower(blocker) }).sort({ createdAt: 1, blockedLower: 1 }).lean<BlockDoc[]>();
      return docs.map((d) => ({ username: d.blocked, at: d.createdAt }));
    },
    async has(blocker, blocked) {
      return (await Block.exists({ blockerLower: lower(blocker), blockedLower: lower(blocked) })) !== null;
    },
    async deleteForUser(username) {
      await Block.deleteMany({ $or: [{ blockerLower: lower(username) }, { blockedLower: lower(username) }] });
    },
  };
}

function audit(conn: Connection): AuditLog {
  const Audit = conn.model('AuditEntry', auditSchema);
  const Sequence = conn.model('ModerationSequence', sequenceSchema);
  const nextId = async () => (await retryOnDuplicate(() =>
    Sequence.findOneAndUpdate({ _id: 'audit_log' }, { $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' }).lean<SequenceDoc>()))!.n;
  return {
    async add(entry) {
      const id = await nextId();
      await Audit.create({ ...entry, _id: id, subjectLower: entry.subject && lower(entry.subject) });
    },
    async page(before, limit) {
      const docs = await Audit.find(before === null ? {} : { _id: { $lt: before } }).sort({ _id: -1 }).limit(limit).lean<AuditDoc[]>();
      return docs.map(({ _id, subjectLower: _s, ...rest }) => ({ id: _id, ...rest }));
    },
    async forgetSubject(username) {
      const name = lower(username);
      await Audit.updateMany({ subjectLower: name, target_type: 'user' }, { $set: { target_id: null } });
      await Audit.updateMany({ subjectLower: name }, { $set: { subject: null, subjectLower: null } });
    },
  };
}

function suspensions(conn: Connection): Suspensions {
  const Suspension = conn.model('Suspension', suspensionSchema);
  return {
    async put(username, until) {
      await Suspension.updateOne({ _id: lower(username) }, { $set: { until } }, { upsert: true });
    },
    async get(username) {
      return (await Suspension.findById(lower(username)).lean<SuspensionDoc>())?.until;
    },
    async delete(username) {
      await Suspension.deleteOne({ _id: lower(username) });
    },
  };
}

export const mongoModeration = (conn: Connection, sealer: FieldSealer): ModerationStore => ({
  reports: reports(conn, sealer), blocks: blocks(conn), audit: audit(conn), suspensions: suspensions(conn),
});
