import { Schema, type Connection } from 'mongoose';
import type { Mutes, Notifications } from '../../application/ports.js';
import type { Notification } from '../../../shared/socket.js';
import { retryOnDuplicate } from './errors.js';

/**
 * One document per (owner, chat), updated in place (`chat_id` '' for a notification about no chat). A new
 * collection: the first schema's `notifications` held one document per notification and cannot take the
 * unique index.
 */
const entrySchema = new Schema<Notification>(
  {
    type: { type: String, required: true },
    key: { type: String, default: '' },
    title: { type: String, default: '' },
    message: { type: String, default: '' },
    owner: { type: String, required: true },
    created_at_timestamp: { type: Number, required: true },
    chat_id: { type: String, default: '' },
    message_id: { type: String, default: null },
    count: { type: Number, required: true },
  },
  { collection: 'notification_entries', versionKey: false },
);
entrySchema.index({ owner: 1, chat_id: 1 }, { unique: true });
entrySchema.index({ owner: 1, created_at_timestamp: -1, chat_id: -1 });
entrySchema.index({ chat_id: 1 });

const FIELDS = { _id: 0, type: 1, key: 1, title: 1, message: 1, owner: 1, created_at_timestamp: 1, chat_id: 1, message_id: 1, count: 1 } as const;
const fromDoc = (doc: Notification): Notification => ({ ...doc, chat_id: doc.chat_id || null });

export function mongoNotifications(conn: Connection): Notifications {
  const Entry = conn.model('NotificationEntry', entrySchema);
  return {
    async add(notification) {
      const chatId = notification.chat_id ?? '';
      const doc = await retryOnDuplicate(() => Entry.findOneAndUpdate(
        { owner: notification.owner, chat_id: chatId },
        { $set: { ...notification, chat_id: chatId }, $inc: { count: 1 } },
        { upsert: true, returnDocument: 'after', projection: FIELDS },
      ).lean<Notification>());
      return fromDoc(doc!);
    },
    async page(username, { limit, before }) {
      const filter = before
        ? { owner: username, $or: [{ created_at_timestamp: { $lt: before.at } }, { created_at_timestamp: before.at, chat_id: { $lt: before.chatId } }] }
        : { owner: username };
      const docs = await Entry.find(filter, FIELDS).sort({ created_at_timestamp: -1, chat_id: -1 }).limit(limit).lean<Notification[]>();
      return docs.map(fromDoc);
    },
    async clearChat(username, chatId) {
      const doc = await Entry.findOneAndDelete({ owner: username, chat_id: chatId }, { projection: { count: 1 } }).lean<{ count: number }>();
      return doc?.count ?? 0;
    },
    async deleteForChat(chatId) {
      await Entry.deleteMany({ chat_id: chatId });
    },
    async deleteForUser(username) {
      await Entry.deleteMany({ $or: [{ owner: username }, { message: username }] });
    },
  };
}

interface MuteDoc { username: string; chatId: string; createdAt: number }

const muteSchema = new Schema<MuteDoc>(
  {
    username: { type: String, required: true },
    chatId: { type: String, required: true },
    createdAt: { type: Number, required: true },
  },
  { collection: 'chat_mutes', versionKey: false },
);
muteSchema.index({ username: 1, chatId: 1 }, { unique: true });
muteSchema.index({ chatId: 1 });

export function mongoMutes(conn: Connection): Mutes {
  const Mute = conn.model('ChatMute', muteSchema);
  return {
    async mute(username, chatId, at, max) {
      if (await Mute.exists({ username, chatId })) return true;
      // two mutes racing past the count may end one over `max`: the bound is on a list read whole, not a quota
      if (await Mute.countDocuments({ username }) >= max) return false;
      await Mute.updateOne({ username, chatId }, { $setOnInsert: { createdAt: at } }, { upsert: true }).catch((error: { code?: number }) => {
        if (error?.code !== 11000) throw error;
      });
      return true;
    },
    async unmute(username, chatId) {
      await Mute.deleteOne({ username, chatId });
    },
    async isMuted(username, chatId) {
      return !!(await Mute.exists({ username, chatId }));
    },
    async listForUser(username) {
      const docs = await Mute.find({ username }, { chatId: 1 }).sort({ createdAt: -1, chatId: 1 }).lean<MuteDoc[]>();
      return docs.map((doc) => doc.chatId);
    },
    async deleteForChat(chatId) {
      await Mute.deleteMany({ chatId });
    },
    async deleteForUser(username) {
      await Mute.deleteMany({ username });
    },
  };
}
