import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors/catalogue.js';
import type { Principal } from '../types.js';

/** Resolves one kind of credential to a principal; null means "not valid" (answered 401). */
export type CredentialResolver = (credential: string, req: FastifyRequest) => Promise<Principal | null>;

export interface AuthResolvers {
  apiKey: CredentialResolver;
  jwt?: CredentialResolver;
  session?: CredentialResolver;
  /** called for cookie-authenticated unsafe requests; throws a 403 AppError when CSRF checks fail */
  csrf?: (req: FastifyRequest, principal: Principal) => void;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** Builds the preHandlers: `required` (any scheme), `personal` (a signed-in user, API key refused). */
export function createAuth(resolvers: AuthResolvers) {
  async function resolve(req: FastifyRequest): Promise<Principal> {
    const authz = req.headers.authorization;
    if (authz !== undefined) {
      const m = /^Bearer ([\x21-\x7e]{1,8192})$/.exec(authz);
      if (!m) throw errors.unauthenticated();
      const token = m[1];
      const resolver = token.startsWith('sk-service-') ? resolvers.apiKey : resolvers.jwt;
      const p = resolver ? await resolver(token, req) : null;
      if (!p) throw errors.unauthenticated();
      return p;
    }
    const sid = readCookie(req, 'sessionid');
    if (sid !== null && resolvers.session) {
      const p = await resolvers.session(sid, req);
      if (!p) throw errors.unauthenticated();
      if (!SAFE.has(req.method)) resolvers.csrf?.(req, p);
      return p;
    }
    throw errors.unauthenticated();
  }

  return {
    resolve,
    readCookie,
    /** preHandler: any valid credential. */
    async required(req: FastifyRequest, _reply: FastifyReply) {
      req.principal = await resolve(req);
    },
    /** preHandler: a signed-in person; an organisation API key gets 403. */
    async personal(req: FastifyRequest, _reply: FastifyReply) {
      const p = await resolve(req);
      if (p.scheme === 'extractApiKey' || p.userId === null) {
        throw errors.forbidden('personal_route', 'this route answers about a person and does not accept an organisation API key');
      }
      req.principal = p;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** The principal of an authenticated request (set by the auth preHandler). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw errors.unauthenticated();
  return req.principal;
}
