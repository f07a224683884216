import { Schema, type Connection } from 'mongoose';
import type { SealedText } from '../../application/ports.js';
import type { ChatSnapshots, StoredEntry, TimelineReadModel } from '../../application/projection-ports.js';
import { isDuplicateKey } from './errors.js';

interface ItemDoc { chatId: string; id: string; createdAt: number; seq: number; body: SealedText }
interface HeadDoc { _id: string; version: number }
interface SnapshotDoc { chatId: string; part: string; version: number; body: SealedText }

const sealed = { iv: String, ct: String, tag: String };

const itemSchema = new Schema<ItemDoc>(
  { chatId: { type: String, required: true }, id: { type: String, required: true }, createdAt: Number, seq: Number, body: sealed },
  { collection: 'timeline_items', versionKey: false },
);
itemSchema.index({ chatId: 1, id: 1 }, { unique: true });
itemSchema.index({ chatId: 1, createdAt: -1, seq: -1 });

const headSchema = new Schema<HeadDoc>({ _id: String, version: Number }, { collection: 'timeline_heads', versionKey: false });

const snapshotSchema = new Schema<SnapshotDoc>(
  { chatId: { type: String, required: true }, part: { type: String, required: true }, version: Number, body: sealed },
  { collection: 'chat_snapshots', versionKey: false },
);
snapshotSchema.index({ chatId: 1, part: 1 }, { unique: true });

const toEntry = (d: ItemDoc): StoredEntry => ({ id: d.id, createdAt: d.createdAt, seq: d.seq, body: { iv: d.body.iv, ct: d.body.ct, tag: d.body.tag } });

/** The timeline read model: items upserted by (chatId, id), then the head moved forward with `$max`. */
export function mongoTimelines(conn: Connection): TimelineReadModel {
  const Item = conn.model('TimelineItem', itemSchema);
  const Head = conn.model('TimelineHead', headSchema);
  return {
    async save(chatId, version, entries) {
      if (entries.length) {
        await Item.bulkWrite(entries.map((e) => ({
          updateOne: { filter: { chatId, id: e.id }, update: { $set: { createdAt: e.createdAt, seq: e.seq, body: e.body } }, upsert: true },
        })), { ordered: false });
      }
      await Head.updateOne({ _id: chatId }, { $max: { version } }, { upsert: true });
    },
    async head(chatId) {
      return (await Head.findById(chatId).lean())?.version ?? 0;
    },
    async heads() {
      return new Map((await Head.find().lean()).map((h) => [h._id, h.version]));
    },
    async page(chatId, before, limit) {
      const older = before
        ? { $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, seq: { $lt: before.seq } }] }
        : {};
      const docs = await Item.find({ chatId, ...older }).sort({ createdAt: -1, seq: -1 }).limit(limit).lean();
      return docs.reverse().map(toEntry);
    },
    async get(chatId, ids) {
      const docs = await Item.find({ chatId, id: { $in: ids } }).lean();
      return docs.map(toEntry);
    },
    async delete(chatId) {
      await Item.deleteMany({ chatId });
      await Head.deleteOne({ _id: chatId });
    },
  };
}

export function mongoSnapshots(conn: Connection): ChatSnapshots {
  const Snapshot = conn.model('ChatSnapshot', snapshotSchema);
  return {
    async get(chatId, part) {
      const doc = await Snapshot.findOne({ chatId, part }).lean();
      return doc ? { version: doc.version, body: { iv: doc.body.iv, ct: doc.body.ct, tag: doc.body.tag } } : null;
    },
    async save(chatId, part, version, body) {
      try {
        await Snapshot.updateOne({ chatId, part, version: { $lt: version } }, { $set: { version, body } }, { upsert: true });
      } catch (error) {
        // a newer snapshot is already there: the filter missed it and the upsert hit the unique index
        if (!isDuplicateKey(error)) throw error;
      }
    },
    async delete(chatId) {
      await Snapshot.deleteMany({ chatId });
    },
  };
}
