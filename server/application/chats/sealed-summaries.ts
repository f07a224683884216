import type { ChatSearch, ChatSummaries, Sealer, StoredChat, Store } from '../ports.js';

/** The AAD label of a sealed summary: never a seq, so it cannot be swapped with an event's sealed text. */
const LABEL = 'summary';
/** How many of a person's own chats a search with words or topics opens and filters (the most recent first). */
export const PRIVATE_SEARCH_LIMIT = 1000;

interface Personal { title: string; description: string; tags: StoredChat['tags'] }

/** How many chats' last sealed personal fields are remembered, so a post does not seal an unchanged title again. */
const RESEAL_MEMORY = 1000;

type LastSealed = Map<string, { plain: string; sealed: StoredChat['sealed'] }>;

/**
 * A summary as the store keeps it: in clear while the chat is public (explore searches it there); otherwise
 * its title, description and tags are sealed under the chat's key and the clear columns stay empty. Every post
 * saves the summary (its count and time move) while the sealed fields rarely change: the same sealed value is
 * written again for the same text (no new ciphertext, so nothing more is said about it).
 */
async function seal(sealer: Sealer, chat: StoredChat, last: LastSealed): Promise<StoredChat> {
  if (chat.public) return { ...chat, sealed: null };
  const { title, description, tags } = chat;
  const plain = JSON.stringify({ title, description, tags } satisfies Personal);
  const known = last.get(chat.id);
  // a chat whose deletion was cut after its key was shredded has nothing left to seal: none of it is kept
  const sealed = known?.plain === plain ? known.sealed : await sealer.seal(chat.id, LABEL, plain).catch(() => null);
  last.delete(chat.id);
  if (sealed) last.set(chat.id, { plain, sealed });
  if (last.size > RESEAL_MEMORY) last.delete(last.keys().next().value as string);
  return { ...chat, title: '', description: '', tags: [], sealed };
}

/** A summary the key no longer opens (its chat is being deleted) keeps its empty clear columns. */
async function open(sealer: Sealer, stored: StoredChat): Promise<StoredChat> {
  const { sealed, ...chat } = stored;
  if (!sealed) return chat;
  const text = await sealer.open(chat.id, LABEL, sealed);
  return text ? { ...chat, ...(JSON.parse(text) as Personal) } : chat;
}

function matches(chat: StoredChat, query: ChatSearch): boolean {
  const text = query.text?.trim().toLowerCase();
  if (text && !chat.title.toLowerCase().includes(text) && !chat.description.toLowerCase().includes(text)) return false;
  return (query.tags ?? []).every((tag) => chat.tags.includes(tag));
}

/**
 * The chat summaries with their personal fields sealed before the store sees them and opened on the way
 * back. The store cannot match words or topics inside sealed rows, so a search of one's own (or shared)
 * chats by words or topics opens the most recent PRIVATE_SEARCH_LIMIT candidates (the other filters and the
 * sort still run in the store) and filters them here.
 */
export function sealedSummaries(chats: ChatSummaries, sealer: Sealer): ChatSummaries {
  const openAll = (items: StoredChat[]) => Promise.all(items.map((chat) => open(sealer, chat)));
  const last: LastSealed = new Map();

  async function searchSealed(scope: Parameters<ChatSummaries['search']>[0], query: ChatSearch) {
    const candidates = await chats.search(scope, { ...query, text: undefined, tags: undefined, offset: 0, limit: PRIVATE_SEARCH_LIMIT });
    const hits = (await openAll(candidates.items)).filter((chat) => matches(chat, query));
    return { items: hits.slice(query.offset, query.offset + Math.max(0, query.limit)), total: hits.length };
  }

  return {
    save: async (chat) => chats.save(await seal(sealer, chat, last)),
    async get(chatId) {
      const stored = await chats.get(chatId);
      return stored && open(sealer, stored);
    },
    listForOwner: async (owner) => openAll(await chats.listForOwner(owner)),
    listSharedWith: async (username) => openAll(await chats.listSharedWith(username)),
    async search(scope, query) {
      if (scope.kind !== 'public' && (query.text?.trim() || query.tags?.length)) return searchSealed(scope, query);
      const found = await chats.search(scope, query);
      return { items: await openAll(found.items), total: found.total };
    },
    delete(chatId) {
      last.delete(chatId);
      return chats.delete(chatId);
    },
    versions: () => chats.versions(),
  };
}

/** The store every use case gets: the same, with sealed chat summaries. */
export const withSealedSummaries = (store: Store, sealer: Sealer): Store => ({ ...store, chats: sealedSummaries(store.chats, sealer) });
