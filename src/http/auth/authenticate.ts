import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors/catalogue.js';
import type { Principal } from '../types.js';

/** Resolves one kind of credential to a principal; null means "not valid" (answered 401). */
export type CredentialResolver = (credential: string, req: FastifyRequest) => Promise<Principal | null>;

export interface AuthResolvers {
  apiKey: CredentialResolver;
  jwt?: CredentialResolver;
  session?: CredentialResolver;
  /** called for cookie-carrying unsafe requests; throws a 403 AppError when CSRF checks fail */
  csrf?: (req: FastifyRequest) => void;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() !== name) continue;
    const raw = part.slice(i + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a malformed escape is simply an unknown session
    }
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
      if (!SAFE.has(req.method)) resolvers.csrf?.(req);
      return p;
    }
    throw errors.unauthenticated();
  }

  // the rate limiter resolves the caller before the route's preHandler does: one lookup per request
  const resolved = new WeakMap<FastifyRequest, Promise<Principal>>();
  function resolveOnce(req: FastifyRequest): Promise<Principal> {
    let p = resolved.get(req);
    if (!p) {
      p = resolve(req);
      resolved.set(req, p);
    }
    return p;
  }

  return {
    resolve: resolveOnce,
    readCookie,
    /**
     * onRequest hook: an unsafe request that carries the session cookie and no Authorization
     * header must pass the CSRF check before its body is read (login does its own check).
     */
    async guardCrossSite(req: FastifyRequest, _reply: FastifyReply) {
      if (SAFE.has(req.method) || req.headers.authorization !== undefined || !resolvers.csrf) return;
      if (readCookie(req, 'sessionid') === null || req.url.split('?')[0] === '/api/v2/auth/login') return;
      resolvers.csrf(req);
    },
    /** preHandler: any valid credential. */
    async required(req: FastifyRequest, _reply: FastifyReply) {
      req.principal = await resolveOnce(req);
    },
    /** preHandler: a signed-in person; an organisation API key gets 403. */
    async personal(req: FastifyRequest, _reply: FastifyReply) {
      const p = await resolveOnce(req);
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
