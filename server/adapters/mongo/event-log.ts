import { Schema, Types, type ClientSession, type Connection } from 'mongoose';
import { StoreUnavailable, VersionConflict, type EventLog, type NewStoredEvent, type StoredEvent } from '../../application/ports.js';
import { isDuplicateKey, isTransientTransaction, isUnavailable, mayHaveCommitted, retryOnDuplicate } from './errors.js';
import { inTransaction } from './transactions.js';

type EventDoc = StoredEvent & { _id: Types.ObjectId };

const eventSchema = new Schema<EventDoc>(
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
// Sharded by chatId (docs/scaling.md): a unique index must begin with the shard key. {chatId, seq} guards the
// append; position cannot be unique on its own, and need not be: the sequence document hands each out once.
eventSchema.index({ chatId: 1, seq: 1 }, { unique: true });
eventSchema.index({ position: 1 });

const sequenceSchema = new Schema<{ _id: string; value: number }>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { collection: 'sequences', versionKey: false },
);

const PROJECTION = { _id: 0, chatId: 1, seq: 1, type: 1, data: 1, at: 1, actor: 1, position: 1 } as const;
const POSITIONS = 'events';

export function mongoEventLog(conn: Connection): EventLog & { prepare(): Promise<void> } {
  const Event = conn.model('Event', eventSchema);
  const Sequence = conn.model('Sequence', sequenceSchema);

  const head = async (chatId: string, session?: ClientSession): Promise<number> => {
    const last = await Event.findOne({ chatId }, { seq: 1 }, { session }).sort({ seq: -1 }).lean();
    return last?.seq ?? 0;
  };

  /*
   * Positions are taken inside the append's transaction, from one document every append writes. Two appends
   * that overlap conflict on it and the later one starts again (withTransaction) on a snapshot that holds the
   * earlier commit, so position order is commit order: a reader paging readAll never sees position n+1
   * before n has committed, and cannot skip a late commit. The price is that appends of all chats take turns
   * on that document (docs/scaling.md).
   */
  const takePositions = async (count: number, session: ClientSession): Promise<number> => {
    const doc = await Sequence.findOneAndUpdate({ _id: POSITIONS }, { $inc: { value: count } }, { session, returnDocument: 'after' }).lean();
    if (!doc) throw new Error('the events sequence document is missing (created when the store opens)');
    return doc.value - count + 1;
  };

  /** The last attempt's events, once the transaction has committed; `batch` is the first one's _id. */
  const appendOnce = (chatId: string, expected: number, events: NewStoredEvent[], batch: Types.ObjectId) =>
    inTransaction(conn, async (session) => {
      if ((await head(chatId, session)) !== expected) throw new VersionConflict(chatId, expected);
      const first = await takePositions(events.length, session);
      const docs: StoredEvent[] = events.map((event, index) => ({
        chatId, seq: expected + 1 + index, type: event.type, data: event.data ?? null, at: event.at, actor: event.actor, position: first + index,
      }));
      const rows = docs.map((doc, index) => ({ ...doc, _id: index === 0 ? batch : new Types.ObjectId() }));
      await Event.insertMany(rows, { session, ordered: true, lean: true });
      return docs;
    });

  /** After the commit's answer was lost: the batch is there (read from a majority) or its fate is still unknown. */
  const landed = async (chatId: string, batch: Types.ObjectId): Promise<StoredEvent[] | null> => {
    const first = await Event.findOne({ _id: batch }, { seq: 1 }).read('primary').readConcern('majority').lean();
    if (!first) return null;
    return Event.find({ chatId, seq: { $gte: first.seq } }, PROJECTION).sort({ seq: 1 }).read('primary').readConcern('majority').lean<StoredEvent[]>();
  };

  async function settle(error: unknown, chatId: string, expected: number, count: number, batch: Types.ObjectId): Promise<StoredEvent[]> {
    if (error instanceof VersionConflict) throw error;
    if (isDuplicateKey(error)) throw new VersionConflict(chatId, expected);
    if (mayHaveCommitted(error)) {
      const found = await landed(chatId, batch).catch(() => null);
      if (found) return found.slice(0, count);
      throw new StoreUnavailable(true, { cause: error });
    }
    if (isUnavailable(error)) throw new StoreUnavailable(false, { cause: error });
    // write conflicts past withTransaction's two minutes: the stream is contended, as on a version conflict
    if (isTransientTransaction(error)) throw new VersionConflict(chatId, expected);
    throw error;
  }

  return {
    /** The position counter, started past any position already stored. */
    async prepare() {
      const last = await Event.findOne({}, { position: 1 }).sort({ position: -1 }).lean();
      await retryOnDuplicate(() => Sequence.updateOne({ _id: POSITIONS }, { $setOnInsert: { value: last?.position ?? 0 } }, { upsert: true }));
    },
    async read(chatId, afterSeq = 0) {
      return Event.find({ chatId, seq: { $gt: afterSeq } }, PROJECTION).sort({ seq: 1 }).lean<StoredEvent[]>();
    },
    lastSeq: (chatId) => head(chatId),
    async append(chatId, expectedVersion, events) {
      if (events.length === 0) {
        if ((await head(chatId)) !== expectedVersion) throw new VersionConflict(chatId, expectedVersion);
        return [];
      }
      const batch = new Types.ObjectId();
      try {
        return await appendOnce(chatId, expectedVersion, events, batch);
      } catch (error) {
        return settle(error, chatId, expectedVersion, events.length, batch);
      }
    },
    async readAll(afterPosition, limit) {
      if (limit <= 0) return [];
      return Event.find({ position: { $gt: afterPosition } }, PROJECTION).sort({ position: 1 }).limit(limit).lean<StoredEvent[]>();
    },
    async deleteStream(chatId) {
      // one transaction, so no reader meets half a stream
      await inTransaction(conn, (session) => Event.deleteMany({ chatId }, { session }));
    },
    async streamsMentioning(username) {
      const filter = { $or: [{ actor: username }, { 'data.author': username }, { 'data.user': username }, { type: { $in: ['shared_private', 'member_invited'] }, 'data.users': username }] };
      return ((await Event.distinct('chatId', filter)) as string[]).sort();
    },
    async rewrite(chatId, events) {
      if (events.length === 0) return;
      const writes = events.map((e) => ({
        updateOne: { filter: { chatId, seq: e.seq }, update: { $set: { actor: e.actor, data: e.data ?? null } } },
      }));
      // all of a chat's rewrites commit together: a crash leaves it wholly as it was or wholly rewritten
      await inTransaction(conn, (session) => Event.bulkWrite(writes, { ordered: true, session }));
    },
  };
}
