import { Schema, type Connection, type PipelineStage } from 'mongoose';
import type { ChatSearch, ChatSummaries, StoredChat } from '../../application/ports.js';
import { foldForSearch } from '../search-text.js';
import { isDuplicateKey } from './errors.js';

/** `titleFolded` and `descriptionFolded`: the text search matches these (search-text.ts), never the raw fields. */
type ChatDoc = Omit<StoredChat, 'id'> & { _id: string; titleFolded: string; descriptionFolded: string };
type Scope = Parameters<ChatSummaries['search']>[0];

const chatSchema = new Schema<ChatDoc>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    public: { type: Boolean, required: true },
    encrypted: { type: Boolean, required: true },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    titleFolded: { type: String, default: '' },
    descriptionFolded: { type: String, default: '' },
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
    hidden: { type: Boolean, default: false },
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
  ...(doc.hidden === true ? { hidden: true } : {}),
});

const SORT: Record<ChatSearch['sort'], Record<string, 1 | -1>> = {
  newest: { created_at_timestamp: -1, _id: -1 },
  oldest: { created_at_timestamp: 1, _id: 1 },
  updated: { updated_at_timestamp: -1, _id: -1 },
};
const NEWEST_FIRST = SORT.newest;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// `$ne: true` also matches summaries saved before the hidden mark existed
const SHOWN = { hidden: { $ne: true } };

/** A hidden chat stays in its owner's results only. */
function scopeFilter(scope: Scope): Record<string, unknown> {
  if (scope.kind === 'public') return { public: true, ...SHOWN };
  if (scope.kind === 'sharedWith') return { shared_with: scope.username, owner: { $ne: scope.username }, ...SHOWN };
  return { $or: [{ owner: scope.username }, { shared_with: scope.username, ...SHOWN }] };
}

function searchFilter(scope: Scope, query: ChatSearch): Record<string, unknown> {
  const and: Record<string, unknown>[] = [scopeFilter(scope)];
  const text = query.text?.trim();
  if (text) {
    const pattern = { $regex: escapeRegex(foldForSearch(text)) };
    and.push({ $or: [{ titleFolded: pattern }, { descriptionFolded: pattern }] });
  }
  if (query.tags?.length) and.push({ tags: { $all: [...new Set(query.tags)] } });
  if (query.bot !== undefined) and.push({ bot: query.bot });
  if (query.language !== undefined) and.push({ language: query.language });
  if (query.from !== undefined) and.push({ created_at_timestamp: { $gte: query.from } });
  if (query.to !== undefined) and.push({ created_at_timestamp: { $lte: query.to } });
  return { $and: and };
}

export function mongoChatSummaries(conn: Connection): ChatSummaries & { prepare(): Promise<void> } {
  const Chat = conn.model('Chat', chatSchema);
  return {
    /** Folds the text of summaries saved before the folded fields existed, so that search finds them too. */
    async prepare() {
      const unfolded = Chat.find({ titleFolded: { $exists: false } }, { title: 1, description: 1 }).lean<ChatDoc>().cursor();
      for await (const doc of unfolded) {
        const folded = { titleFolded: foldForSearch(doc.title ?? ''), descriptionFolded: foldForSearch(doc.description ?? '') };
        await Chat.updateOne({ _id: doc._id }, { $set: folded });
      }
    },
    async save(chat) {
      const { id, ...fields } = chat;
      try {
        // Matches only an older version; when a newer one is stored the upsert collides on _id and is dropped.
        // The owner (the shard key, docs/scaling.md) is in the filter, as an upsert on a sharded collection needs.
        const folded = { titleFolded: foldForSearch(chat.title), descriptionFolded: foldForSearch(chat.description) };
        // `hidden` is set either way: a restored chat's summary has no `hidden` field to overwrite the stored one
        const set = { ...fields, ...folded, hidden: chat.hidden === true };
        await Chat.updateOne({ _id: id, owner: chat.owner, version: { $lt: chat.version } }, { $set: set }, { upsert: true });
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
      return (await Chat.find({ shared_with: username, ...SHOWN }).sort(NEWEST_FIRST).lean<ChatDoc[]>()).map(toChat);
    },
    async search(scope, query) {
      const filter = searchFilter(scope, query);
      // $limit 0 is refused by MongoDB; a count alone is one read, consistent with itself
      if (query.limit <= 0) return { items: [], total: await Chat.countDocuments(filter) };
      const page: PipelineStage.FacetPipelineStage[] = [{ $sort: SORT[query.sort] }];
      if (query.offset > 0) page.push({ $skip: query.offset });
      page.push({ $limit: query.limit });
      // one command: the count and the page are taken from the same matched documents
      const [result] = await Chat.aggregate<{ items: ChatDoc[]; total: { n: number }[] }>([
        { $match: filter },
        { $facet: { items: page, total: [{ $count: 'n' }] } },
      ]);
      return { items: (result?.items ?? []).map(toChat), total: result?.total[0]?.n ?? 0 };
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
