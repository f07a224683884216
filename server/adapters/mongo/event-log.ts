import { Schema, type ClientSession, type Connection } from 'mongoose';
import { VersionConflict, type EventLog, type NewStoredEvent, type StoredEvent } from '../../application/ports.js';
import { isDuplicateKey, isTransactionConflict, retryOnDuplicate } from './errors.js';

const eventSchema = new Schema<StoredEvent>(
  {
    chatId: { type: String, required: true },
    seq: { type: Number, required: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed },
    at: { type: Number, required: true },
    actor: { type: String, required: true },
    position: { type: Number, required: true },
  },
  { collection: 'events', versionKey: false, minimize: false },
);
eventSchema.index({ chatId: 1, seq: 1 }, { unique: true });
eventSchema.index({ position: 1 }, { unique: true });

const sequenceSchema = new Schema<{ _id: string; value: number }>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { collection: 'sequences', versionKey: false },
);

// The driver writes an _id into the documents it inserts; the caller gets the untouched originals.
const copies = (docs: StoredEvent[]): StoredEvent[] => docs.map((doc) => ({ ...doc }));

const PROJECTION = { _id: 0, chatId: 1, seq: 1, type: 1, data: 1, at: 1, actor: 1, position: 1 } as const;

export function mongoEventLog(conn: Connection, transactions: boolean): EventLog {
  const Event = conn.model('Event', eventSchema);
  const Sequence = conn.model('Sequence', sequenceSchema);

  /** Reserves `count` global positions at once; gaps (from failed appends) are fine, order is what matters. */
  const reserve = async (count: number): Promise<number> => {
    const doc = await retryOnDuplicate(() =>
      Sequence.findOneAndUpdate({ _id: 'events' }, { $inc: { value: count } }, { upsert: true, returnDocument: 'after' }).lean(),
    );
    return doc!.value - count + 1;
  };

  const head = async (chatId: string, session?: ClientSession): Promise<number> => {
    const last = await Event.findOne({ chatId }, { seq: 1 }, { session }).sort({ seq: -1 }).lean();
    return last?.seq ?? 0;
  };

  const build = async (chatId: string, expected: number, events: NewStoredEvent[]): Promise<StoredEvent[]> => {
    const first = await reserve(events.length);
    return events.map((event, index) => ({
      chatId, seq: expected + 1 + index, type: event.type, data: event.data ?? null, at: event.at, actor: event.actor, position: first + index,
    }));
  };

  // On a replica set the check and the batch commit together, so no reader ever sees half a batch.
  const appendInTransaction = async (chatId: string, expected: number, docs: StoredEvent[]): Promise<void> => {
    const session = await conn.startSession();
    try {
      session.startTransaction({ readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } });
      if ((await head(chatId, session)) !== expected) throw new VersionConflict(chatId, expected);
      await Event.insertMany(copies(docs), { ordered: true, session, lean: true });
      await session.commitTransaction();
    } catch (error) {
      if (session.inTransaction()) await session.abortTransaction();
      throw error;
    } finally {
      await session.endSession();
    }
  };

  // A standalone server has no transactions: the unique (chatId, seq) index decides, and a partly
  // inserted batch is taken back (its positions were reserved by this call, so they identify it).
  const appendStandalone = async (chatId: string, expected: number, docs: StoredEvent[]): Promise<void> => {
    if ((await head(chatId)) !== expected) throw new VersionConflict(chatId, expected);
    try {
      await Event.insertMany(copies(docs), { ordered: true, lean: true });
    } catch (error) {
      if (isDuplicateKey(error)) await Event.deleteMany({ position: { $in: docs.map((doc) => doc.position) } });
      throw error;
    }
  };

  return {
    async read(chatId, afterSeq = 0) {
      return Event.find({ chatId, seq: { $gt: afterSeq } }, PROJECTION).sort({ seq: 1 }).lean<StoredEvent[]>();
    },
    async append(chatId, expectedVersion, events) {
      if (events.length === 0) {
        if ((await head(chatId)) !== expectedVersion) throw new VersionConflict(chatId, expectedVersion);
        return [];
      }
      const docs = await build(chatId, expectedVersion, events);
      try {
        await (transactions ? appendInTransaction : appendStandalone)(chatId, expectedVersion, docs);
      } catch (error) {
        if (isDuplicateKey(error) || isTransactionConflict(error)) throw new VersionConflict(chatId, expectedVersion);
        throw error;
      }
      return docs;
    },
    async readAll(afterPosition, limit) {
      if (limit <= 0) return [];
      return Event.find({ position: { $gt: afterPosition } }, PROJECTION).sort({ position: 1 }).limit(limit).lean<StoredEvent[]>();
    },
    async deleteStream(chatId) {
      await Event.deleteMany({ chatId });
    },
    async streamsMentioning(username) {
      const filter = { $or: [{ actor: username }, { 'data.author': username }, { 'data.user': username }, { type: 'shared_private', 'data.users': username }] };
      return ((await Event.distinct('chatId', filter)) as string[]).sort();
    },
    async rewrite(chatId, events) {
      if (events.length === 0) return;
      await Event.bulkWrite(events.map((e) => ({
        updateOne: { filter: { chatId, seq: e.seq }, update: { $set: { actor: e.actor, data: e.data ?? null } } },
      })), { ordered: true });
    },
  };
}
