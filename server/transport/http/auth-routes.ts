import express, { type Router } from 'express';
import {
  GoogleLoginBody, LoginBody, RegisterUserBody, RememberPasswordBody, ResetPasswordBody, VerifyQuery,
} from '../../../shared/api.js';
import type { AuthService } from '../../application/auth/auth-service.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';
import { text } from './messages.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Mounted at /api/auth after the JSON parser and requestContext. Express 5 passes thrown errors on. */
export function authRouter(auth: AuthService): Router {
  const router = express.Router();

  router.post('/register/user', async (req, res) => {
    const body = parse(RegisterUserBody, req.body ?? {});
    const { language, ip } = context(res);
    const { username } = await auth.register(body, language, ip);
    res.status(201).json({ username, detail: text('registered', language) });
  });

  router.get('/signup/verify', async (req, res) => {
    const { token } = parse(VerifyQuery, req.query ?? {});
    const { username } = await auth.verify(token);
    res.json({ username, detail: text('verified', context(res).language) });
  });

  // The token goes in the body too, for API clients; the browser keeps only the HttpOnly cookie.
  router.post('/login', async (req, res) => {
    const body = parse(LoginBody, req.body ?? {});
    const session = await auth.login(body.username_email, body.password, context(res).ip);
    setSessionCookie(req, res, session.token);
    res.json(session);
  });

  router.post('/oauth/google/login', async (req, res) => {
    const body = parse(GoogleLoginBody, req.body ?? {});
    const session = await auth.googleLogin(body.access_token, context(res).language);
    setSessionCookie(req, res, session.token);
    res.json(session);
  });

  router.get('/logout', async (req, res) => {
    requireUser(res);
    const { sessionId, language } = context(res);
    if (sessionId) await auth.logout(sessionId);
    clearSessionCookie(req, res);
    res.json({ detail: text('logged_out', language) });
  });

  router.post('/remember/password', async (req, res) => {
    const body = parse(RememberPasswordBody, req.body ?? {});
    const { ip, language } = context(res);
    await auth.rememberPassword(body.username_email, ip, language);
    res.json({ detail: text('reset_sent', language) });
  });

  router.post('/remember/password/verify', async (req, res) => {
    const body = parse(ResetPasswordBody, req.body ?? {});
    await auth.resetPassword(body.token, body.password);
    res.json({ detail: text('password_changed', context(res).language) });
  });

  return router;
}
