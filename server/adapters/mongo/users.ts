import { Schema, type Connection } from 'mongoose';
import { DuplicateUser, type UserRecord, type Users } from '../../application/ports.js';
import { duplicateKeyFields, isDuplicateKey } from './errors.js';

/** Lower-cased shadows of username and e-mail carry the unique indexes, so lookups ignore case. */
type UserDoc = UserRecord & { usernameLower: string; emailLower: string };

const userSchema = new Schema<UserDoc>(
  {
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true },
    passwordHash: { type: String, default: null },
    role: { type: String, required: true },
    subscription: { type: String, required: true },
    verified: { type: Boolean, required: true },
    googleSub: { type: String, default: null },
    language: { type: String, required: true },
    createdAt: { type: Number, required: true },
  },
  { collection: 'users', versionKey: false },
);
userSchema.index({ usernameLower: 1 }, { unique: true });
userSchema.index({ emailLower: 1 }, { unique: true });
userSchema.index({ googleSub: 1 }, { unique: true, partialFilterExpression: { googleSub: { $type: 'string' } } });

const toUser = (doc: UserDoc): UserRecord => ({
  username: doc.username,
  email: doc.email,
  passwordHash: doc.passwordHash ?? null,
  role: doc.role,
  subscription: doc.subscription,
  verified: doc.verified,
  googleSub: doc.googleSub ?? null,
  language: doc.language,
  createdAt: doc.createdAt,
});

function asDuplicateUser(error: unknown): unknown {
  if (!isDuplicateKey(error)) return error;
  const fields = duplicateKeyFields(error);
  if (fields.includes('emailLower')) return new DuplicateUser('email');
  if (fields.includes('googleSub')) return new DuplicateUser('googleSub');
  return new DuplicateUser('username');
}

export function mongoUsers(conn: Connection): Users {
  const User = conn.model('User', userSchema);
  const one = async (filter: Record<string, unknown>): Promise<UserRecord | null> => {
    const doc = await User.findOne(filter).lean<UserDoc>();
    return doc ? toUser(doc) : null;
  };
  return {
    async create(user) {
      // Checked in a fixed order so both engines report the same field when several collide.
      if (await User.exists({ usernameLower: user.username.toLowerCase() })) throw new DuplicateUser('username');
      if (await User.exists({ emailLower: user.email.toLowerCase() })) throw new DuplicateUser('email');
      if (user.googleSub !== null && (await User.exists({ googleSub: user.googleSub }))) throw new DuplicateUser('googleSub');
      try {
        await User.create({ ...user, usernameLower: user.username.toLowerCase(), emailLower: user.email.toLowerCase() });
      } catch (error) {
        throw asDuplicateUser(error);
      }
    },
    byUsername: (username) => one({ usernameLower: username.toLowerCase() }),
    byEmail: (email) => one({ emailLower: email.toLowerCase() }),
    byGoogleSub: (sub) => one({ googleSub: sub }),
    async update(username, patch) {
      const set: Record<string, unknown> = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (typeof set.email === 'string') set.emailLower = set.email.toLowerCase();
      if (Object.keys(set).length === 0) return;
      try {
        await User.updateOne({ usernameLower: username.toLowerCase() }, { $set: set });
      } catch (error) {
        throw asDuplicateUser(error);
      }
    },
    async delete(username) {
      await User.deleteOne({ usernameLower: username.toLowerCase() });
    },
    async count() {
      return User.countDocuments();
    },
  };
}
