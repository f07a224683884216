import { Schema, type Connection } from 'mongoose';
import type { ReplyLease, ReplyLeases } from '../../application/ports.js';

type LeaseDoc = Omit<ReplyLease, 'messageId'> & { _id: string };

const leaseSchema = new Schema<LeaseDoc>(
  {
    _id: { type: String, required: true },
    chatId: { type: String, required: true },
    botKey: { type: String, required: true },
    node: { type: String, required: true },
    quotaKey: { type: String, default: null },
    expiresAt: { type: Number, required: true },
  },
  { collection: 'reply_leases', versionKey: false },
);
leaseSchema.index({ node: 1 });
leaseSchema.index({ expiresAt: 1 });

const toLease = ({ _id, ...rest }: LeaseDoc): ReplyLease => ({ messageId: _id, ...rest, quotaKey: rest.quotaKey ?? null });

export function mongoReplyLeases(conn: Connection): ReplyLeases {
  const Lease = conn.model('ReplyLease', leaseSchema);
  return {
    async take({ messageId, ...rest }) {
      await Lease.replaceOne({ _id: messageId }, rest, { upsert: true });
    },
    async renew(node, expiresAt) {
      await Lease.updateMany({ node }, { $set: { expiresAt } });
    },
    async release(messageId, expiredBefore) {
      const filter = expiredBefore === undefined ? { _id: messageId } : { _id: messageId, expiresAt: { $lt: expiredBefore } };
      return (await Lease.deleteOne(filter)).deletedCount === 1;
    },
    async expired(now, limit) {
      return (await Lease.find({ expiresAt: { $lt: now } }).sort({ expiresAt: 1 }).limit(limit).lean<LeaseDoc[]>()).map(toLease);
    },
    async has(messageId) {
      return (await Lease.exists({ _id: messageId })) !== null;
    },
  };
}
