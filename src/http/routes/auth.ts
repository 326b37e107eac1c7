import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { checkLoginOrigin, cookieSecure, SESSION_COOKIE, sessionCookie } from '../auth/web.js';
import { clientAddress } from '../rate-limit.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { loginLimiter } from '../../domain/auth/login-limits.js';
import { Profile, presentProfile } from './me.js';

const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    organisation: Type.Optional(Type.String({ minLength: 1, maxLength: 63, description: 'slug of the organisation to act in when the user belongs to several' })),
  },
  { additionalProperties: false },
);

/** POST /api/v2/auth/login and /logout: web sessions carried by the `sessionid` cookie. */
export function authRoutes(app: App, deps: RouteDeps<Services>) {
  const { sessions } = deps.services;
  const limits = loginLimiter(deps.config.auth.login);

  app.post(
    '/api/v2/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the sessionid cookie',
        security: [],
        body: LoginBody,
        response: { 200: Profile, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      checkLoginOrigin(req, deps.config);
      limits.begin(req.body.email, clientAddress(req));
      const r = await sessions.login({
        email: req.body.email,
        password: req.body.password,
        orgSlug: req.body.organisation,
        previousSessionId: deps.auth.readCookie(req, SESSION_COOKIE),
      });
      limits.succeeded(req.body.email, clientAddress(req));
      reply.header('set-cookie', sessionCookie(r.sessionId, sessions.ttlMinutes * 60, cookieSecure(req, deps.config)));
      return presentProfile(r);
    },
  );

  app.post(
    '/api/v2/auth/logout',
    {
      preHandler: deps.auth.required,
      schema: { tags: ['auth'], summary: 'End the web session and clear the cookie', response: { 204: Type.Null(), ...errorResponses(401, 403) } },
    },
    async (req, reply) => {
      const p = principalOf(req);
      if (p.sessionId) await sessions.logout(p.sessionId);
      reply.header('set-cookie', sessionCookie(null, 0, cookieSecure(req, deps.config)));
      return reply.status(204).send(null);
    },
  );
}
