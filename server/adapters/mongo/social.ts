import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Follows } from '../../application/ports.js';
import { retryOnDuplicate } from './errors.js';

interface FollowDoc { _id: string; username: string; chatId: string; createdAt: number }

const followSchema = new Schema<FollowDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    chatId: { type: String, required: true },
    createdAt: { type: Number, required: true },
  },
  { collection: 'follows', versionKey: false },
);
followSchema.index({ username: 1, chatId: 1 }, { unique: true });
followSchema.index({ chatId: 1 });

export function mongoFollows(conn: Connection): Follows {
  const Follow = conn.model('Follow', followSchema);
  const find = (username: string, chatId: string) => Follow.findOne({ username, chatId }).lean<FollowDoc>();
  const record = (doc: FollowDoc) => ({ id: doc._id, created_at_timestamp: doc.createdAt });
  return {
    async follow(username, chatId, at) {
      const existing = await find(username, chatId);
      if (existing) return record(existing);
      // one atomic upsert: the first follow's record, or ours; never a read that finds it unfollowed meanwhile
      const ours: FollowDoc = { _id: randomUUID(), username, chatId, createdAt: at };
      const doc = await retryOnDuplicate(() => Follow.findOneAndUpdate(
        { username, chatId }, { $setOnInsert: { _id: ours._id, createdAt: at } }, { upsert: true, returnDocument: 'after' },
      ).lean<FollowDoc>());
      return record(doc ?? ours);
    },
    async unfollow(username, chatId) {
      await Follow.deleteOne({ username, chatId });
    },
    async listForUser(username) {
      const docs = await Follow.find({ username }).sort({ createdAt: -1, _id: 1 }).lean<FollowDoc[]>();
      return docs.map((doc) => ({ id: doc._id, created_at_timestamp: doc.createdAt, user: doc.username, chat_id: doc.chatId }));
    },
    async followers(chatId) {
      const docs = await Follow.find({ chatId }, { username: 1 }).sort({ createdAt: 1, _id: 1 }).lean<FollowDoc[]>();
      return docs.map((doc) => doc.username);
    },
    async deleteForChat(chatId) {
      await Follow.deleteMany({ chatId });
    },
    async deleteForUser(username) {
      await Follow.deleteMany({ username });
    },
  };
}
