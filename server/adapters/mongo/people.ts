import { Schema, type Connection } from 'mongoose';
import type {
  ApplicationRecord, Applications, DirectLinks, ProfileRecord, Profiles, Ratings,
} from '../../application/people/store-ports.js';
import { isDuplicateKey, retryOnDuplicate } from './errors.js';
import type { FieldSealer } from './field-sealer.js';

/** Keys are lower-cased usernames, so lookups ignore case as the users collection does. */
const lower = (username: string) => username.toLowerCase();

type ProfileDoc = ProfileRecord & { _id: string };
const profileSchema = new Schema<ProfileDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    name: { type: String, default: null },
    surname: { type: String, default: null },
    phone: { type: String, default: null },
    license: { type: String, default: null },
    countryIso: { type: String, default: null },
    description: { type: String, default: '' },
    experienceYears: { type: Number, default: null },
    specialization: { type: String, default: null },
    birthDate: { type: String, default: null },
    nif: { type: String, default: null },
    showContact: { type: Boolean, required: true },
    verified: { type: Boolean, required: true },
    avatarId: { type: String, default: null },
    updatedAt: { type: Number, required: true },
  },
  { collection: 'profiles', versionKey: false, minimize: false },
);
profileSchema.index({ verified: 1, specialization: 1 });

/** Personal fields no query reads: stored sealed (field-sealer.ts), so the oplog holds ciphertext. */
const SEALED_PROFILE_FIELDS = ['name', 'surname', 'phone', 'license', 'countryIso', 'description', 'birthDate', 'nif'] as const;

const toProfile = ({ _id: _ignored, ...doc }: ProfileDoc): ProfileRecord => ({
  ...doc, name: doc.name ?? null, surname: doc.surname ?? null, phone: doc.phone ?? null, license: doc.license ?? null,
  countryIso: doc.countryIso ?? null, description: doc.description ?? '', experienceYears: doc.experienceYears ?? null,
  specialization: doc.specialization ?? null, birthDate: doc.birthDate ?? null, nif: doc.nif ?? null, avatarId: doc.avatarId ?? null,
});

export function mongoProfiles(conn: Connection, sealer: FieldSealer): Profiles {
  const Profile = conn.model('Profile', profileSchema);
  const place = (id: string, field: string) => `profiles|${id}|${field}`;
  const open = (doc: ProfileDoc): ProfileRecord => toProfile({
    ...doc, ...Object.fromEntries(SEALED_PROFILE_FIELDS.map((field) => [field, sealer.open(place(doc._id, field), doc[field])])),
  });
  return {
    async get(username) {
      const doc = await Profile.findById(lower(username)).lean<ProfileDoc>();
      return doc ? open(doc) : null;
    },
    async put(profile) {
      const id = lower(profile.username);
      const sealed = Object.fromEntries(SEALED_PROFILE_FIELDS.map((field) => [field, sealer.seal(place(id, field), profile[field])]));
      await Profile.replaceOne({ _id: id }, { ...profile, ...sealed }, { upsert: true });
    },
    async delete(username) {
      await Profile.deleteOne({ _id: lower(username) });
    },
    async verifiedIn(areas) {
      const docs = await Profile.find({ verified: true, specialization: { $in: [...areas] as ProfileRecord['specialization'][] } }).sort({ _id: 1 }).lean<ProfileDoc[]>();
      return docs.map(open);
    },
    async verified(limit) {
      const docs = await Profile.find({ verified: true }).sort({ _id: 1 }).limit(limit).lean<ProfileDoc[]>();
      return docs.map(open);
    },
  };
}

type ApplicationDoc = ApplicationRecord & { _id: string };
const applicationSchema = new Schema<ApplicationDoc>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    status: { type: String, required: true },
    submittedAt: { type: Number, required: true },
    decidedAt: { type: Number, default: null },
    reason: { type: String, default: null },
  },
  { collection: 'applications', versionKey: false },
);
applicationSchema.index({ status: 1, submittedAt: 1 });

const toApplication = (doc: ApplicationDoc): ApplicationRecord => ({
  username: doc.username, status: doc.status, submittedAt: doc.submittedAt, decidedAt: doc.decidedAt ?? null, reason: doc.reason ?? null,
});

export function mongoApplications(conn: Connection): Applications {
  const Application = conn.model('Application', applicationSchema);
  return {
    async create(a) {
      await Application.replaceOne({ _id: lower(a.username) }, { ...a }, { upsert: true });
    },
    async get(username) {
      const doc = await Application.findById(lower(username)).lean<ApplicationDoc>();
      return doc ? toApplication(doc) : null;
    },
    async listByStatus(status) {
      return (await Application.find({ status }).sort({ submittedAt: 1, _id: 1 }).lean<ApplicationDoc[]>()).map(toApplication);
    },
    async decide(username, status, reason, at) {
      // one conditional update: two staff deciding at once cannot both win
      const result = await Application.updateOne({ _id: lower(username), status: 'pending' }, { $set: { status, reason, decidedAt: at } });
      return result.modifiedCount === 1;
    },
    async delete(username) {
      await Application.deleteOne({ _id: lower(username) });
    },
  };
}

interface RatingDoc { rater: string; target: string; stars: number; at: number }
const ratingSchema = new Schema<RatingDoc>(
  { rater: { type: String, required: true }, target: { type: String, required: true }, stars: { type: Number, required: true }, at: { type: Number, required: true } },
  { collection: 'ratings', versionKey: false },
);
ratingSchema.index({ rater: 1, target: 1 }, { unique: true });
ratingSchema.index({ target: 1 });

export function mongoRatings(conn: Connection): Ratings {
  const Rating = conn.model('Rating', ratingSchema);
  return {
    async put(rater, target, stars, at) {
      const filter = { rater: lower(rater), target: lower(target) };
      try {
        await Rating.updateOne(filter, { $set: { stars, at } }, { upsert: true });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        await Rating.updateOne(filter, { $set: { stars, at } });
      }
    },
    async remove(rater, target) {
      await Rating.deleteOne({ rater: lower(rater), target: lower(target) });
    },
    async get(rater, target) {
      return (await Rating.findOne({ rater: lower(rater), target: lower(target) }).lean<RatingDoc>())?.stars ?? null;
    },
    async summary(target) {
      const [row] = await Rating.aggregate<{ average: number; count: number }>([
        { $match: { target: lower(target) } },
        { $group: { _id: null, average: { $avg: '$stars' }, count: { $sum: 1 } } },
      ]);
      return row ? { average: row.average, count: row.count } : { average: null, count: 0 };
    },
    async deleteForUser(username) {
      await Rating.deleteMany({ $or: [{ rater: lower(username) }, { target: lower(username) }] });
    },
  };
}

interface DirectDoc { _id: string; users: string[]; chatId: string }
const directSchema = new Schema<DirectDoc>(
  { _id: { type: String, required: true }, users: { type: [String], required: true }, chatId: { type: String, required: true } },
  { collection: 'direct_links', versionKey: false },
);
directSchema.index({ users: 1 });

/** One document per unordered pair: its id joins the two lower-cased names in order. */
const pairId = (a: string, b: string) => [lower(a), lower(b)].sort().join('|');

export function mongoDirectLinks(conn: Connection): DirectLinks {
  const Direct = conn.model('DirectLink', directSchema);
  const users = (a: string, b: string) => [lower(a), lower(b)].sort();
  return {
    async get(a, b) {
      return (await Direct.findById(pairId(a, b)).lean<DirectDoc>())?.chatId ?? null;
    },
    async claim(a, b, chatId) {
      // One atomic upsert answers with the winner's link or inserts ours: there is no moment between a failed
      // insert and a read in which the winner's link can be deleted (its owner erased) and leave nothing to read.
      const doc = await retryOnDuplicate(() => Direct.findOneAndUpdate(
        { _id: pairId(a, b) }, { $setOnInsert: { users: users(a, b), chatId } }, { upsert: true, returnDocument: 'after' },
      ).lean<DirectDoc>());
      return doc?.chatId ?? chatId;
    },
    async replace(a, b, chatId) {
      await Direct.replaceOne({ _id: pairId(a, b) }, { users: users(a, b), chatId }, { upsert: true });
    },
    async deleteForUser(username) {
      await Direct.deleteMany({ users: lower(username) });
    },
  };
}
