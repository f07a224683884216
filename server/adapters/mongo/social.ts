import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Follows, Notifications } from '../../application/ports.js';
import type { Notification } from '../../../shared/socket.js';
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

const notificationSchema = new Schema<Notification>(
  {
    type: { type: String, required: true },
    key: { type: String, default: '' },
    title: { type: String, default: '' },
    message: { type: String, default: '' },
    owner: { type: String, required: true },
    created_at_timestamp: { type: Number, required: true },
    chat_id: { type: String, default: null },
    message_id: { type: String, default: null },
  },
  { collection: 'notifications', versionKey: false },
);
notificationSchema.index({ owner: 1, created_at_timestamp: -1 });
notificationSchema.index({ chat_id: 1 });

const NOTIFICATION_FIELDS = { _id: 0, type: 1, key: 1, title: 1, message: 1, owner: 1, created_at_timestamp: 1, chat_id: 1, message_id: 1 } as const;

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

export function mongoNotifications(conn: Connection): Notifications {
  const Note = conn.model('Notification', notificationSchema);
  return {
    async add(notification) {
      await Note.create({ ...notification });
    },
    async listForUser(username) {
      return Note.find({ owner: username }, NOTIFICATION_FIELDS).sort({ created_at_timestamp: -1, _id: -1 }).lean<Notification[]>();
    },
    async clearChat(username, chatId) {
      return (await Note.deleteMany({ owner: username, chat_id: chatId })).deletedCount;
    },
    async deleteForChat(chatId) {
      await Note.deleteMany({ chat_id: chatId });
    },
    async deleteForUser(username) {
      await Note.deleteMany({ $or: [{ owner: username }, { message: username }] });
    },
  };
}
