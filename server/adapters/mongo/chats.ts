import { Schema, type Connection } from 'mongoose';
import type { ChatSearch, ChatSummaries, StoredChat } from '../../application/ports.js';
import { isDuplicateKey } from './errors.js';

type ChatDoc = Omit<StoredChat, 'id'> & { _id: string };
type Scope = Parameters<ChatSummaries['search']>[0];

const chatSchema = new Schema<ChatDoc>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    public: { type: Boolean, required: true },
    encrypted: { type: Boolean, required: true },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    tags: { type: [String], default: [] },
    shared_with: { type: [String], default: [] },
    bot: { type: String, default: null },
    language: { type: String, required: true },
    date: { type: String, default: null },
    closed: { type: Boolean, required: true },
    closed_at_timestamp: { type: Number, default: null },
    created_at_timestamp: { type: Number, required: true },
    updated_at_timestamp: { type: Number, required: true },
    messages_count: { type: Number, required: true },
    version: { type: Number, required: true },
    sealed: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'chats', versionKey: false, minimize: false },
);
chatSchema.index({ owner: 1, created_at_timestamp: -1 });
chatSchema.index({ shared_with: 1 });
chatSchema.index({ public: 1, created_at_timestamp: -1 });

const toChat = (doc: ChatDoc): StoredChat => ({
  id: doc._id,
  created_at_timestamp: doc.created_at_timestamp,
  updated_at_timestamp: doc.updated_at_timestamp,
  closed: doc.closed,
  closed_at_timestamp: doc.closed_at_timestamp ?? null,
  owner: doc.owner,
  public: doc.public,
  shared_with: doc.shared_with ?? [],
  encrypted: doc.encrypted,
  title: doc.title,
  description: doc.description,
  tags: doc.tags ?? [],
  bot: doc.bot ?? null,
  language: doc.language,
  date: doc.date ?? null,
  messages_count: doc.messages_count,
  version: doc.version,
  ...(doc.sealed ? { sealed: doc.sealed } : {}),
});

const SORT: Record<ChatSearch['sort'], Record<string, 1 | -1>> = {
  newest: { created_at_timestamp: -1, _id: -1 },
  oldest: { created_at_timestamp: 1, _id: 1 },
  updated: { updated_at_timestamp: -1, _id: -1 },
};
const NEWEST_FIRST = SORT.newest;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scopeFilter(scope: Scope): Record<string, unknown> {
  if (scope.kind === 'public') return { public: true };
  if (scope.kind === 'sharedWith') return { shared_with: scope.username, owner: { $ne: scope.username } };
  return { $or: [{ owner: scope.username }, { shared_with: scope.username }] };
}

function searchFilter(scope: Scope, query: ChatSearch): Record<string, unknown> {
  const and: Record<string, unknown>[] = [scopeFilter(scope)];
  const text = query.text?.trim();
  if (text) {
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    and.push({ $or: [{ title: pattern }, { description: pattern }] });
  }
  if (query.tags?.length) and.push({ tags: { $all: [...new Set(query.tags)] } });
  if (query.bot !== undefined) and.push({ bot: query.bot });
  if (query.language !== undefined) and.push({ language: query.language });
  if (query.from !== undefined) and.push({ created_at_timestamp: { $gte: query.from } });
  if (query.to !== undefined) and.push({ created_at_timestamp: { $lte: query.to } });
  return { $and: and };
}

export function mongoChatSummaries(conn: Connection): ChatSummaries {
  const Chat = conn.model('Chat', chatSchema);
  return {
    async save(chat) {
      const { id, ...fields } = chat;
      try {
        // Matches only an older version; when a newer one is stored the upsert collides on _id and is dropped.
        await Chat.updateOne({ _id: id, version: { $lt: chat.version } }, { $set: fields }, { upsert: true });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    },
    async get(chatId) {
      const doc = await Chat.findById(chatId).lean<ChatDoc>();
      return doc ? toChat(doc) : null;
    },
    async listForOwner(owner) {
      return (await Chat.find({ owner }).sort(NEWEST_FIRST).lean<ChatDoc[]>()).map(toChat);
    },
    async listSharedWith(username) {
      return (await Chat.find({ shared_with: username }).sort(NEWEST_FIRST).lean<ChatDoc[]>()).map(toChat);
    },
    async search(scope, query) {
      const filter = searchFilter(scope, query);
      const total = await Chat.countDocuments(filter);
      // limit(0) would mean "no limit" to MongoDB.
      if (query.limit <= 0 || total <= query.offset) return { items: [], total };
      const docs = await Chat.find(filter).sort(SORT[query.sort]).skip(Math.max(0, query.offset)).limit(query.limit).lean<ChatDoc[]>();
      return { items: docs.map(toChat), total };
    },
    async delete(chatId) {
      await Chat.deleteOne({ _id: chatId });
    },
    async versions() {
      const docs = await Chat.find({}, { _id: 1, version: 1 }).lean<Pick<ChatDoc, '_id' | 'version'>[]>();
      return new Map(docs.map((doc) => [doc._id, doc.version]));
    },
  };
}
