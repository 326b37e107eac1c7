import type { FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config/config.js';
import { errors } from '../errors/catalogue.js';
import type { Auth } from './auth/authenticate.js';
import type { App } from './types.js';

/** The client address a limit counts against; IPv6 clients count per /64, as one host usually holds a whole /64. */
export function clientAddress(req: FastifyRequest): string {
  return normalizeIP(req.ip);
}

/** The bucket a request counts against: its credential when valid, else its client address. */
export async function rateLimitKey(req: FastifyRequest, auth: Pick<Auth, 'resolve'>): Promise<string> {
  if (req.headers.authorization !== undefined || req.headers.cookie !== undefined) {
    try {
      const p = await auth.resolve(req);
      if (p.scheme === 'extractApiKey') return `apikey:${p.orgId}`;
      if (p.scheme === 'cookieAuth' && p.sessionId) return `session:${p.sessionId}`;
      return `user:${p.userId}`;
    } catch {
      // an invalid credential counts against its address, so guessing keys is throttled too
    }
  }
  return `addr:${clientAddress(req)}`;
}

/**
 * Registers request throttling on every route registered after it (routes opt out with
 * `config: { rateLimit: false }`): a fixed window per credential or per address, kept in this
 * process's memory, answered with 429 `rate_limited` and Retry-After.
 */
export async function registerRateLimit(app: App, config: Config, auth: Pick<Auth, 'resolve'>): Promise<void> {
  const { max, anonymousMax, windowSeconds } = config.rateLimit;
  if (max === 0 && anonymousMax === 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest', // before the body is read, so a throttled upload costs nothing
    timeWindow: windowSeconds * 1000,
    keyGenerator: (req) => rateLimitKey(req, auth),
    max: (_req, key) => (key.startsWith('addr:') ? anonymousMax : max) || Number.MAX_SAFE_INTEGER,
    cache: 100_000,
    errorResponseBuilder: (_req, ctx) => errors.tooManyRequests(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}
