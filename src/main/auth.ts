import type { Config } from '../config/config.js';
import { createAuth, type AuthResolvers } from '../http/auth/authenticate.js';
import { checkCsrf } from '../http/auth/web.js';
import type { Services } from '../services/index.js';

/** Header naming the organisation (slug) a bearer token acts in when its user belongs to several. */
export const ORG_HEADER = 'x-organisation';

/** Wires the authentication schemes to the services. */
export function createAuthFor(config: Config, services: Services) {
  const resolvers: AuthResolvers = {
    apiKey: async (token) => {
      const key = await services.apiKeys.verify(token);
      return key ? { orgId: key.org_id, userId: null, role: null, scheme: 'extractApiKey', scopes: [] } : null;
    },
    jwt: async (token, req) => {
      if (!services.oidc) return null;
      const claims = await services.oidc.verify(token);
      if (!claims) return null;
      const userId = await services.identity.userForToken(claims);
      if (userId === null) return null;
      const header = req.headers[ORG_HEADER];
      const m = await services.identity.membershipFor(userId, typeof header === 'string' && header !== '' ? header : null);
      if (!m) return null;
      return { orgId: m.orgId, userId, role: m.role, scheme: 'bearerAuth', scopes: claims.scopes };
    },
    session: async (sid) => {
      const s = await services.sessions.resolve(sid);
      return s ? { orgId: s.org_id, userId: s.user_id, role: s.role, scheme: 'cookieAuth', scopes: [], sessionId: s.id_hash } : null;
    },
    csrf: (req) => checkCsrf(req, config),
  };
  return createAuth(resolvers);
}

