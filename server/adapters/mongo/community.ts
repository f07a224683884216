import { Schema, type Connection } from 'mongoose';
import type {
  ContactMessages, ContactRecord, Newsletter, SubscriberRecord, UploadMeta, UploadRecord, Uploads,
} from '../../application/people/store-ports.js';
import { retryOnDuplicate } from './errors.js';
import type { FieldSealer } from './field-sealer.js';

/** Lean reads hand back BSON Binary rather than Buffer. */
function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  return Buffer.from((value as { value(): Uint8Array }).value());
}

type UploadDoc = Omit<UploadRecord, 'id'> & { _id: string; ownerLower: string };
const uploadSchema = new Schema<UploadDoc>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    ownerLower: { type: String, required: true },
    kind: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    createdAt: { type: Number, required: true },
    wrappedKey: { type: Buffer, default: null },
    data: { type: Buffer, required: true },
  },
  { collection: 'uploads', versionKey: false },
);
uploadSchema.index({ ownerLower: 1, kind: 1, createdAt: 1 });

const toMeta = (doc: Omit<UploadDoc, 'data' | 'wrappedKey'>): UploadMeta => ({
  id: doc._id, owner: doc.owner, kind: doc.kind, contentType: doc.contentType, size: doc.size, createdAt: doc.createdAt,
});

export function mongoUploads(conn: Connection): Uploads {
  const Upload = conn.model('Upload', uploadSchema);
  return {
    async put(u) {
      const { id, ...rest } = u;
      await Upload.replaceOne({ _id: id }, { ...rest, ownerLower: u.owner.toLowerCase() }, { upsert: true });
    },
    async get(id) {
      const doc = await Upload.findById(id).lean<UploadDoc>();
      if (!doc) return null;
      return { ...toMeta(doc), wrappedKey: doc.wrappedKey ? toBuffer(doc.wrappedKey) : null, data: toBuffer(doc.data) };
    },
    async listForOwner(owner, kind) {
      const docs = await Upload.find({ ownerLower: owner.toLowerCase(), kind }, { data: 0, wrappedKey: 0 })
        .sort({ createdAt: 1, _id: 1 }).lean<UploadDoc[]>();
      return docs.map(toMeta);
    },
    async delete(id) {
      await Upload.deleteOne({ _id: id });
    },
    async deleteForOwner(owner) {
      await Upload.deleteMany({ ownerLower: owner.toLowerCase() });
    },
  };
}

type SubscriberDoc = Omit<SubscriberRecord, 'id'> & { _id: string; emailLower: string };
const subscriberSchema = new Schema<SubscriberDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true },
    status: { type: String, required: true },
    createdAt: { type: Number, required: true },
    confirmedAt: { type: Number, default: null },
  },
  { collection: 'newsletter', versionKey: false },
);
subscriberSchema.index({ emailLower: 1 }, { unique: true });

const toSubscriber = (doc: SubscriberDoc): SubscriberRecord => ({
  id: doc._id, email: doc.email, status: doc.status, createdAt: doc.createdAt, confirmedAt: doc.confirmedAt ?? null,
});

export function mongoNewsletter(conn: Connection): Newsletter {
  const Subscriber = conn.model('Subscriber', subscriberSchema);
  const byEmail = async (email: string) => Subscriber.findOne({ emailLower: email.toLowerCase() }).lean<SubscriberDoc>();
  return {
    async subscribe(s) {
      const existing = await byEmail(s.email);
      if (existing) return toSubscriber(existing);
      // one atomic upsert: the subscriber already there, or this one; never a read that finds it removed meanwhile
      const { id, ...rest } = s;
      const doc = await retryOnDuplicate(() => Subscriber.findOneAndUpdate(
        { emailLower: s.email.toLowerCase() }, { $setOnInsert: { _id: id, ...rest } }, { upsert: true, returnDocument: 'after' },
      ).lean<SubscriberDoc>());
      return doc ? toSubscriber(doc) : s;
    },
    async get(id) {
      const doc = await Subscriber.findById(id).lean<SubscriberDoc>();
      return doc ? toSubscriber(doc) : null;
    },
    async confirm(id, at) {
      const result = await Subscriber.updateOne({ _id: id, status: 'pending' }, { $set: { status: 'confirmed', confirmedAt: at } });
      return result.modifiedCount === 1;
    },
    async remove(id) {
      await Subscriber.deleteOne({ _id: id });
    },
    async deleteEmail(email) {
      await Subscriber.deleteMany({ emailLower: email.toLowerCase() });
    },
  };
}

type ContactDoc = Omit<ContactRecord, 'id'> & { _id: string; emailLower: string };
const contactSchema = new Schema<ContactDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true },
    body: { type: String, required: true },
    createdAt: { type: Number, required: true },
  },
  { collection: 'contact_messages', versionKey: false },
);
contactSchema.index({ emailLower: 1, createdAt: -1 });

/** The body is sealed (field-sealer.ts): no query reads it, so the oplog holds ciphertext. */
export function mongoContactMessages(conn: Connection, sealer: FieldSealer): ContactMessages {
  const Contact = conn.model('ContactMessage', contactSchema);
  const place = (id: string) => `contact_messages|${id}|body`;
  return {
    async add(m) {
      const { id, ...rest } = m;
      await Contact.create({ _id: id, ...rest, body: sealer.seal(place(id), m.body), emailLower: m.email.toLowerCase() });
    },
    async listForEmail(email) {
      const docs = await Contact.find({ emailLower: email.toLowerCase() }).sort({ createdAt: -1, _id: -1 }).lean<ContactDoc[]>();
      return docs.map((d) => ({ id: d._id, email: d.email, body: sealer.open(place(d._id), d.body) ?? '', createdAt: d.createdAt }));
    },
    async deleteForEmail(email) {
      await Contact.deleteMany({ emailLower: email.toLowerCase() });
    },
  };
}
