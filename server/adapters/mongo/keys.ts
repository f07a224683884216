import { Schema, type Connection } from 'mongoose';
import type { ChatKeys } from '../../application/ports.js';

interface KeyDoc { _id: string; wrapped: Buffer }

const keySchema = new Schema<KeyDoc>(
  { _id: { type: String, required: true }, wrapped: { type: Buffer, required: true } },
  { collection: 'chat_keys', versionKey: false },
);

/** Lean reads hand back BSON Binary rather than Buffer. */
function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  const binary = value as { value(): Uint8Array };
  return Buffer.from(binary.value());
}

export function mongoChatKeys(conn: Connection): ChatKeys {
  const Key = conn.model('ChatKey', keySchema);
  return {
    async put(chatId, wrappedKey) {
      await Key.updateOne({ _id: chatId }, { $set: { wrapped: wrappedKey } }, { upsert: true });
    },
    async get(chatId) {
      const doc = await Key.findById(chatId).lean();
      return doc ? toBuffer(doc.wrapped) : null;
    },
    async delete(chatId) {
      await Key.deleteOne({ _id: chatId });
    },
  };
}
