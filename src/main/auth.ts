import type { Config } from '../config/config.js';
import { createAuth, type AuthResolvers } from '../http/auth/authenticate.js';
import { checkCsrf } from '../http/auth/web.js';
import type { Principal } from '../http/types.js';
import type { Services } from '../services/index.js';

/** Header naming the organisation (slug) a bearer token acts in when its user belongs to several. */
export const ORG_HEADER = 'x-organisation';

/** Wires the authentication schemes to the services; resolved credentials are reused for AUTH_CACHE_SECONDS. */
export function createAuthFor(config: Config, services: Services) {
  const cache = services.authCache;
  const resolvers: AuthResolvers = {
    apiKey: (token) =>
      cache.get<Principal>(['key', token], async () => {
        const key = await services.apiKeys.verify(token);
        return key ? { principal: { orgId: key.org_id, userId: null, role: null, scheme: 'extractApiKey', scopes: [] } } : null;
      }),
    jwt: async (token, req) => {
      const oidc = services.oidc;
      if (!oidc) return null;
      const header = req.headers[ORG_HEADER];
      const org = typeof header === 'string' && header !== '' ? header : null;
      return cache.get<Principal>(['jwt', token, org ?? ''], async () => {
        const claims = await oidc.verify(token);
        if (!claims) return null;
        const userId = await services.identity.userForToken(claims);
        if (userId === null) return null;
        const m = await services.identity.membershipFor(userId, org);
        if (!m) return null;
        return { principal: { orgId: m.orgId, userId, role: m.role, scheme: 'bearerAuth', scopes: claims.scopes }, expiresAt: claims.expiresAt };
      });
    },
    session: (sid) =>
      cache.get<Principal>(['session', sid], async () => {
        const s = await services.sessions.resolve(sid);
        return s
          ? { principal: { orgId: s.org_id, userId: s.user_id, role: s.role, scheme: 'cookieAuth', scopes: [], sessionId: s.id_hash }, expiresAt: s.expires_at.getTime() }
          : null;
      }),
    csrf: (req) => checkCsrf(req, config),
  };
  return createAuth(resolvers);
}
