import { Router } from 'express';
import { ContactBody, NewsletterBody, NewsletterTokenQuery } from '../../../shared/people.js';
import type { Community } from '../../application/people/community/community.js';
import { context } from './context.js';
import { parse } from './errors.js';
import { text } from './messages.js';

/** Mounted at /api/contact. Anonymous allowed. */
export function contactRouter(community: Community): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const { email, body } = parse(ContactBody, req.body ?? {});
    const { ip, language } = context(res);
    await community.contact(email, body, ip);
    res.status(201).json({ detail: text('contact_sent', language) });
  });
  return router;
}

/** Mounted at /api/newsletter. Anonymous allowed; the links in mail carry the tokens. */
export function newsletterRouter(community: Community): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const { email } = parse(NewsletterBody, req.body ?? {});
    const { ip, language } = context(res);
    await community.subscribe(email, language, ip);
    res.status(202).json({ detail: text('newsletter_requested', language) });
  });
  router.get('/confirm', async (req, res) => {
    const { token } = parse(NewsletterTokenQuery, req.query ?? {});
    await community.confirm(token);
    res.json({ detail: text('newsletter_confirmed', context(res).language) });
  });
  router.get('/unsubscribe', async (req, res) => {
    const { token } = parse(NewsletterTokenQuery, req.query ?? {});
    await community.unsubscribe(token);
    res.json({ detail: text('newsletter_unsubscribed', context(res).language) });
  });
  return router;
}
