import { Schema, type Connection } from 'mongoose';
import type { Counters } from '../../application/ports.js';
import { isDuplicateKey, retryOnDuplicate } from './errors.js';

interface CounterDoc { _id: string; count: number }
interface HitDoc { key: string; windowStart: number; count: number }

const counterSchema = new Schema<CounterDoc>(
  { _id: { type: String, required: true }, count: { type: Number, required: true } },
  { collection: 'counters', versionKey: false },
);
const hitSchema = new Schema<HitDoc>(
  { key: { type: String, required: true }, windowStart: { type: Number, required: true }, count: { type: Number, required: true } },
  { collection: 'hits', versionKey: false },
);
hitSchema.index({ key: 1, windowStart: 1 }, { unique: true });

export function mongoCounters(conn: Connection): Counters {
  const Counter = conn.model('Counter', counterSchema);
  const Hit = conn.model('Hit', hitSchema);
  const count = async (key: string): Promise<number> => (await Counter.findById(key).lean<CounterDoc>())?.count ?? 0;
  const incrementIfBelow = (key: string, limit: number, upsert: boolean) =>
    Counter.findOneAndUpdate({ _id: key, count: { $lt: limit } }, { $inc: { count: 1 } }, { upsert, returnDocument: 'after' }).lean<CounterDoc>();

  return {
    async hit(key, windowStart) {
      const doc = await retryOnDuplicate(() =>
        Hit.findOneAndUpdate({ key, windowStart }, { $inc: { count: 1 } }, { upsert: true, returnDocument: 'after' }).lean<HitDoc>(),
      );
      const hits = doc?.count ?? 1;
      // A new window has begun: older windows of this key can never be asked for again.
      if (hits === 1) await Hit.deleteMany({ key, windowStart: { $lt: windowStart } });
      return hits;
    },
    async hitBelow(key, windowStart, limit) {
      if (limit <= 0) return { ok: false };
      try {
        return { ok: (await Hit.findOneAndUpdate({ key, windowStart, count: { $lt: limit } }, { $inc: { count: 1 } }, { upsert: true, returnDocument: 'after' }).lean()) !== null };
      } catch (error) {
        // the upsert met the (key, window) row at its limit, or one created an instant ago: a plain update tells which
        if (!isDuplicateKey(error)) throw error;
        return { ok: (await Hit.updateOne({ key, windowStart, count: { $lt: limit } }, { $inc: { count: 1 } })).modifiedCount === 1 };
      }
    },
    async pruneHits(windowStart) {
      await Hit.deleteMany({ windowStart: { $lt: windowStart } });
    },
    async incrementBelow(key, limit) {
      if (limit <= 0) return { ok: false, count: await count(key) };
      try {
        const doc = await incrementIfBelow(key, limit, true);
        return { ok: true, count: doc!.count };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // The upsert collided with an existing counter: it is at the limit, or another caller created it
      // an instant ago. The plain conditional update tells the two apart.
      const doc = await incrementIfBelow(key, limit, false);
      return doc ? { ok: true, count: doc.count } : { ok: false, count: await count(key) };
    },
    get: count,
    async decrement(key) {
      await Counter.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async forget(subject) {
      const part = new RegExp(`(^|:)${subject.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:|$)`, 'i');
      await Counter.deleteMany({ _id: part });
      await Hit.deleteMany({ key: part });
    },
  };
}
