import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENTS_MAX, RegisterProfessionalFields, type ApplicationStatus, type ProfessionalApplication,
} from '../../../../shared/people.js';
import type { Language } from '../../../../shared/validation.js';
import { sniffType } from '../../../domain/file-types.js';
import { checked } from '../../auth/validate.js';
import { AppError } from '../../errors.js';
import type { Mail } from '../../ports.js';
import type { UploadedFile } from '../uploaded-file.js';
import type { ProfessionalsPorts } from './ports.js';
import { applicationNotice, approvedMail, rejectedMail } from './mails.js';
import { requireAdmin, targetUser } from '../accounts.js';
import type { ApplicationRecord } from '../store-ports.js';
import { applicationView, documentUrl, emptyProfile, profileView } from '../views.js';

/** Refuses by content: the first bytes must say PDF, PNG or JPEG, whatever the name or declared type. */
function checkDocuments(files: UploadedFile[]) {
  if (files.length === 0) throw new AppError('invalid', 'documents_required', { field: 'documents' });
  if (files.length > DOCUMENTS_MAX) throw new AppError('invalid', 'too_many_documents', { field: 'documents' });
  return files.map((file) => {
    if (file.size > DOCUMENT_MAX_BYTES) throw new AppError('too_large', 'document_too_large', { field: 'documents' });
    const type = sniffType(file.buffer);
    if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type)) throw new AppError('invalid', 'document_type', { field: 'documents' });
    return { ...file, type };
  });
}

export function createProfessionals(deps: ProfessionalsPorts) {
  const { store } = deps;

  const mailQuietly = (mail: Mail, what: string) =>
    deps.mailer.send(mail).catch(() => deps.log(`people: ${what} mail could not be sent`));

  /** Everything stored for an applicant, taken back when the sign-up cannot finish. */
  async function undo(username: string) {
    await store.uploads.deleteForOwner(username);
    await store.applications.delete(username);
    await store.profiles.delete(username);
    await store.tokens.deleteForUser(username, 'verify');
    await store.users.delete(username);
  }

  async function view(app: ApplicationRecord): Promise<ProfessionalApplication> {
    const user = await targetUser(store, app.username);
    const profile = await store.profiles.get(app.username);
    const docs = await store.uploads.listForOwner(app.username, 'document');
    return {
      ...applicationView(app), username: user.username, email: user.email, language: user.language,
      profile: profileView(profile ?? emptyProfile(user.username, deps.clock())),
      documents: docs.map((d) => ({ id: d.id, content_type: d.contentType, size: d.size, created_at_timestamp: d.createdAt, url: documentUrl(user.username, d.id) })),
    };
  }

  async function decide(actor: string, username: string, status: 'approved' | 'rejected', reason: string | null) {
    await requireAdmin(store, actor);
    const user = await targetUser(store, username);
    if (!(await store.applications.get(user.username))) throw new AppError('not_found', 'application_not_found');
    if (!(await store.applications.decide(user.username, status, reason, deps.clock()))) throw new AppError('conflict', 'application_not_pending');
    return user;
  }

  return {
    /** Counted before the files are read, so a flood of uploads is turned away cheaply. */
    throttle: (ip: string) => deps.throttle.attempt([[`pro-signup:ip:${ip}`, deps.signUpsPerIp]]),

    async register(fields: unknown, files: UploadedFile[], language: Language, ip: string) {
      const body = checked(RegisterProfessionalFields, fields);
      // sealed before the account exists: a sealing failure leaves nothing behind, not even a verification mail
      const documents = checkDocuments(files).map((doc) => {
        const id = randomUUID();
        return { id, type: doc.type, size: doc.size, ...deps.blobs.seal(id, doc.buffer) };
      });
      const { username, created } = await deps.auth.register(
        { email: body.email, username: body.username, password: body.password, password2: body.password2, privacyPolicy: true }, language, ip,
      );
      // a known e-mail: answered as a new one (auth/register.ts), with nothing stored for staff to review
      if (!created) return { username };
      const now = deps.clock();
      try {
        await store.profiles.put({
          username, name: body.name, surname: body.surname, phone: body.phone, license: body.license, countryIso: body.country_iso,
          description: body.description, experienceYears: body.experience_years, specialization: body.specialization_area,
          birthDate: body.birth_date, nif: body.nif, showContact: false, verified: false, avatarId: null, updatedAt: now,
        });
        // one millisecond apart, so listings (oldest first) keep the order they were sent in
        for (const [i, doc] of documents.entries()) {
          await store.uploads.put({
            id: doc.id, owner: username, kind: 'document', contentType: doc.type, size: doc.size, createdAt: now + i, wrappedKey: doc.wrappedKey, data: doc.data,
          });
        }
        await store.applications.create({ username, status: 'pending', submittedAt: now, decidedAt: null, reason: null });
      } catch (error) {
        await undo(username);
        throw error;
      }
      void mailQuietly(applicationNotice(deps.staffEmail, username, documents.length), 'application notice');
      return { username };
    },

    async list(actor: string, status: ApplicationStatus) {
      await requireAdmin(store, actor);
      const apps = await store.applications.listByStatus(status);
      const items = await Promise.all(apps.map((a) => view(a).catch(() => null)));
      return { items: items.filter((i): i is ProfessionalApplication => i !== null) };
    },

    /** The decrypted document, for staff only; any other id or owner is the same 404. */
    async document(actor: string, username: string, docId: string) {
      await requireAdmin(store, actor);
      const upload = await store.uploads.get(docId);
      const owned = upload && upload.kind === 'document' && upload.owner.toLowerCase() === username.toLowerCase();
      const data = owned && upload.wrappedKey ? deps.blobs.open(upload.id, upload.wrappedKey, upload.data) : null;
      if (!upload || !data) {
        if (owned) deps.log(`people: document ${docId} could not be decrypted`);
        throw new AppError('not_found', 'document_not_found');
      }
      return { contentType: upload.contentType, data, owner: upload.owner };
    },

    async approve(actor: string, username: string) {
      const user = await decide(actor, username, 'approved', null);
      if (user.role !== 'admin' && user.role !== 'superadmin') await store.users.update(user.username, { role: 'professional' });
      const profile = await store.profiles.get(user.username);
      if (profile) await store.profiles.put({ ...profile, verified: true, updatedAt: deps.clock() });
      void mailQuietly(approvedMail(user.email, user.language, user.username), 'approval');
      return view((await store.applications.get(user.username))!);
    },

    async reject(actor: string, username: string, reason: string) {
      const user = await decide(actor, username, 'rejected', reason);
      void mailQuietly(rejectedMail(user.email, user.language, user.username, reason), 'rejection');
      return view((await store.applications.get(user.username))!);
    },
  };
}

export type Professionals = ReturnType<typeof createProfessionals>;
