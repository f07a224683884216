import { Schema, type Connection } from 'mongoose';
import type { InvitationRecord, Invitations } from '../../application/invitations/ports.js';

/** Names are kept as given and matched through lower-cased copies, as SQLite's NOCASE columns match them. */
interface InvitationDoc { chatId: string; username: string; usernameLower: string; owner: string; ownerLower: string; isCase: boolean; at: number }

const invitationSchema = new Schema<InvitationDoc>(
  {
    chatId: { type: String, required: true },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    owner: { type: String, required: true },
    ownerLower: { type: String, required: true },
    isCase: { type: Boolean, required: true },
    at: { type: Number, required: true },
  },
  { collection: 'invitations', versionKey: false },
);
invitationSchema.index({ chatId: 1, usernameLower: 1 }, { unique: true });
invitationSchema.index({ usernameLower: 1, at: -1, chatId: -1 });
invitationSchema.index({ ownerLower: 1 });

const lower = (name: string) => name.toLowerCase();

const toRecord = (doc: InvitationDoc): InvitationRecord => ({ chatId: doc.chatId, username: doc.username, owner: doc.owner, case: doc.isCase, at: doc.at });

/** Pending invitations to chats (issue 14), one document per (chat, person). */
export function mongoInvitations(conn: Connection): Invitations {
  const Invitation = conn.model('Invitation', invitationSchema);
  return {
    async add(records) {
      if (records.length === 0) return;
      await Invitation.bulkWrite(records.map((r) => ({
        updateOne: {
          filter: { chatId: r.chatId, usernameLower: lower(r.username) },
          update: { $setOnInsert: { username: r.username, owner: r.owner, ownerLower: lower(r.owner), isCase: r.case, at: r.at } },
          upsert: true,
        },
      })));
    },
    async remove(chatId, username) {
      await Invitation.deleteOne({ chatId, usernameLower: lower(username) });
    },
    async listForUser(username, before, limit) {
      const older = before ? { $or: [{ at: { $lt: before.at } }, { at: before.at, chatId: { $lt: before.chatId } }] } : {};
      const docs = await Invitation.find({ usernameLower: lower(username), ...older }).sort({ at: -1, chatId: -1 }).limit(limit).lean<InvitationDoc[]>();
      return docs.map(toRecord);
    },
    async deleteForChat(chatId) {
      await Invitation.deleteMany({ chatId });
    },
    async deleteForUser(username) {
      await Invitation.deleteMany({ $or: [{ usernameLower: lower(username) }, { ownerLower: lower(username) }] });
    },
  };
}
