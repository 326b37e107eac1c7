import type { FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// @ts-expect-error the library's in-memory store has no type declarations of its own
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
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

type Counted = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Counted, timeWindow: number, max: number): void;
  read(key: string, cb: Counted, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}

/**
 * The library's in-memory store, answering each count with a copy: its own answer is the live
 * counter, so requests that resume together (a burst waiting for one credential lookup) would all
 * read the count of the last of them and all be refused.
 */
class SnapshotStore implements Store {
  constructor(private readonly inner: Store) {}
  private static copy(cb: Counted): Counted {
    return (err, res) => cb(err, res && { current: res.current, ttl: res.ttl });
  }
  incr(key: string, cb: Counted, timeWindow: number, max: number) {
    this.inner.incr(key, SnapshotStore.copy(cb), timeWindow, max);
  }
  read(key: string, cb: Counted, timeWindow: number, max: number) {
    this.inner.read(key, SnapshotStore.copy(cb), timeWindow, max);
  }
  child(routeOptions: object): Store {
    return new SnapshotStore(this.inner.child(routeOptions));
  }
}

function snapshotStore(cache: number): FastifyRateLimitStoreCtor {
  return class extends SnapshotStore {
    constructor() {
      super(new LocalStore(false, false, cache) as Store);
    }
  } as unknown as FastifyRateLimitStoreCtor;
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
    store: snapshotStore(100_000),
    errorResponseBuilder: (_req, ctx) => errors.tooManyRequests(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}
