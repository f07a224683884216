import { Router } from 'express';
import {
  AVATAR_MAX_BYTES, DirectMessageBody, DOCUMENT_MAX_BYTES, DOCUMENTS_MAX, ProfessionalSearchBody, ProfileUpdateBody, RatingBody,
  RegisterProfessionalFields,
} from '../../../shared/people.js';
import { Username } from '../../../shared/validation.js';
import { AppError } from '../../application/errors.js';
import type { DirectMessage } from '../../application/people/direct-messages/direct.js';
import type { EraseAccount } from '../../application/people/erasure/erase.js';
import type { Professionals } from '../../application/people/professionals/professionals.js';
import type { Profiles } from '../../application/people/profiles/profiles.js';
import type { Recommend } from '../../application/people/recommendations/recommend.js';
import type { ProfessionalSearch } from '../../application/people/search/search.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';
import { text } from './messages.js';
import { receiveFiles } from './uploads.js';
import { clearSessionCookie } from './session-cookie.js';

/** A name that cannot be a username cannot be a user either: the same 404, never a validation hint. */
function username(value: unknown): string {
  if (!Username.safeParse(value).success) throw new AppError('not_found', 'user_not_found');
  return value as string;
}

const documents = receiveFiles({ field: 'documents', maxFiles: DOCUMENTS_MAX, maxBytes: DOCUMENT_MAX_BYTES, tooLarge: 'document_too_large', tooMany: 'too_many_documents' });
const avatar = receiveFiles({ field: 'avatar', maxFiles: 1, maxBytes: AVATAR_MAX_BYTES, tooLarge: 'avatar_too_large', tooMany: 'unexpected_file' });

/** Mounted at /api/auth beside the user sign-up. */
export function professionalSignUpRouter(people: { professionals: Professionals }): Router {
  const router = Router();
  router.post('/register/professional', async (req, res) => {
    const { language, ip } = context(res);
    await people.professionals.throttle(ip);
    const { fields, files } = await documents(req, res);
    const body = parse(RegisterProfessionalFields, fields);
    const { username: name } = await people.professionals.register(body, files, language, ip);
    res.status(201).json({ username: name, detail: text('professional_registered', language), application: { status: 'pending' } });
  });
  return router;
}

/** Mounted at /api/users before the API-key check: a chosen picture, usable in <img src>. */
export function avatarRouter(people: { profiles: Profiles }): Router {
  const router = Router();
  router.get('/avatar/:username', async (req, res) => {
    const image = await people.profiles.avatar(username(req.params.username));
    res.set({
      'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=300', 'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    }).send(image.data);
  });
  return router;
}

/** Mounted at /api/users. */
export function usersRouter(people: { profiles: Profiles; erase: EraseAccount; direct: DirectMessage }): Router {
  const router = Router();
  router.get('/me', async (_req, res) => {
    res.json(await people.profiles.own(requireUser(res)));
  });
  router.delete('/me', async (req, res) => {
    await people.erase(requireUser(res));
    clearSessionCookie(req, res);
    res.json({ detail: text('account_deleted', context(res).language) });
  });
  router.put('/me/profile', async (req, res) => {
    const me = requireUser(res);
    res.json(await people.profiles.update(me, parse(ProfileUpdateBody, req.body ?? {})));
  });
  router.put('/me/avatar', async (req, res) => {
    const me = requireUser(res);
    const { files } = await avatar(req, res);
    res.json(await people.profiles.setAvatar(me, files[0]));
  });
  router.delete('/me/avatar', async (_req, res) => {
    await people.profiles.deleteAvatar(requireUser(res));
    res.status(204).end();
  });
  router.get('/profile/:username', async (req, res) => {
    res.json(await people.profiles.publicProfile(username(req.params.username), context(res).username));
  });
  router.put('/profile/:username/rating', async (req, res) => {
    const me = requireUser(res);
    const { stars } = parse(RatingBody, req.body ?? {});
    res.json(await people.profiles.rate(me, username(req.params.username), stars));
  });
  router.delete('/profile/:username/rating', async (req, res) => {
    const me = requireUser(res);
    res.json(await people.profiles.unrate(me, username(req.params.username)));
  });
  router.post('/:username/direct', async (req, res) => {
    const me = requireUser(res);
    const { message } = parse(DirectMessageBody, req.body ?? {});
    const { chat, created } = await people.direct(me, username(req.params.username), message, context(res).language);
    res.status(created ? 201 : 200).json(chat);
  });
  return router;
}

/** Mounted at /api/professionals. */
export function professionalsRouter(people: { search: ProfessionalSearch }): Router {
  const router = Router();
  router.post('/search', async (req, res) => {
    const me = requireUser(res);
    res.json(await people.search(me, parse(ProfessionalSearchBody, req.body ?? {})));
  });
  return router;
}

/** Mounted at /api/recommendations. */
export function recommendationsRouter(people: { recommend: Recommend }): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await people.recommend(requireUser(res)));
  });
  return router;
}
