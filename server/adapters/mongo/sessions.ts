import { Schema, type Connection } from 'mongoose';
import type { OneTimeKind, OneTimeTokens, Sessions } from '../../application/ports.js';

interface SessionDoc { _id: string; username: string; expiresAt: number }
interface TokenDoc { _id: string; kind: OneTimeKind; username: string; expiresAt: number; used: boolean }

const sessionSchema = new Schema<SessionDoc>(
  { _id: { type: String, required: true }, username: { type: String, required: true }, expiresAt: { type: Number, required: true } },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ username: 1 });

const tokenSchema = new Schema<TokenDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    username: { type: String, required: true },
    expiresAt: { type: Number, required: true },
    used: { type: Boolean, default: false },
  },
  { collection: 'one_time_tokens', versionKey: false },
);
tokenSchema.index({ username: 1, kind: 1 });

export function mongoSessions(conn: Connection): Sessions {
  const Session = conn.model('Session', sessionSchema);
  return {
    async create(sid, username, expiresAt) {
      await Session.replaceOne({ _id: sid }, { username, expiresAt }, { upsert: true });
    },
    async find(sid, now) {
      const doc = await Session.findById(sid).lean<SessionDoc>();
      if (!doc) return null;
      if (doc.expiresAt > now) return doc.username;
      await Session.deleteOne({ _id: sid, expiresAt: { $lte: now } });
      return null;
    },
    async delete(sid) {
      await Session.deleteOne({ _id: sid });
    },
    async deleteForUser(username) {
      await Session.deleteMany({ username });
    },
  };
}

export function mongoOneTimeTokens(conn: Connection): OneTimeTokens {
  const Token = conn.model('OneTimeToken', tokenSchema);
  return {
    async create(hash, kind, username, expiresAt) {
      await Token.create({ _id: hash, kind, username, expiresAt, used: false });
    },
    async consume(hash, kind, now) {
      // A single-document findOneAndUpdate is atomic: only one consumer can flip `used`.
      const doc = await Token.findOneAndUpdate(
        { _id: hash, kind, used: false, expiresAt: { $gt: now } },
        { $set: { used: true } },
        { returnDocument: 'after' },
      ).lean<TokenDoc>();
      return doc?.username ?? null;
    },
    async deleteForUser(username, kind) {
      await Token.deleteMany({ username, kind });
    },
  };
}
