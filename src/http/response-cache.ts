import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Principal } from './types.js';

/** Whether data may have changed since a moment: a generation that moves on every change. */
export interface Freshness {
  generation(): number;
  /** false while changes could go unheard (nothing is then served from or stored in the cache) */
  trusted(): boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route may be served again to the same principal until data changes */
    responseCache?: boolean;
  }
}

interface Entry {
  body: string;
  contentType: string;
  until: number;
}

// what a request in flight read the cache at: the generation its handler started from
const started = new WeakMap<FastifyRequest, { key: string; generation: number }>();

/** Everything of a principal that can change what a route answers. */
function principalKey(p: Principal): string {
  return `${p.orgId}\u0000${p.userId ?? ''}\u0000${p.role ?? ''}\u0000${p.scheme}\u0000${p.scopes.join(',')}\u0000${p.sessionId ?? ''}`;
}

/**
 * Successful GET answers of routes marked `config: { responseCache: true }`, kept by principal
 * and URL for at most `seconds` and only while the data generation they were read at is current.
 * The lookup runs after the route's own preHandlers (authentication), so a credential is checked
 * on every request; an answer read while anything was written is never kept.
 */
export function responseCache(opts: { seconds: number; freshness: Freshness; maxEntries?: number; maxBodyBytes?: number; now?: () => number }) {
  const { seconds, freshness } = opts;
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBodyBytes = opts.maxBodyBytes ?? 256 * 1024;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let at = freshness.generation();

  /** The entries, emptied when the generation moved since they were stored. */
  function current(): Map<string, Entry> {
    const g = freshness.generation();
    if (g !== at) {
      entries.clear();
      at = g;
    }
    return entries;
  }

  const lookup: preHandlerHookHandler = function (req: FastifyRequest, reply: FastifyReply, done) {
    if (req.method !== 'GET' || !req.principal || !freshness.trusted()) return done();
    const key = `${principalKey(req.principal)}\u0000${req.url}`;
    const hit = current().get(key);
    if (hit && hit.until > now()) {
      void reply.header('content-type', hit.contentType).send(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    started.set(req, { key, generation: freshness.generation() });
    done();
  };

  const store: onSendHookHandler = function (req, reply, payload, done) {
    const s = started.get(req);
    if (s && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= maxBodyBytes && freshness.trusted()) {
      const contentType = reply.getHeader('content-type');
      // kept only if nothing changed while the handler read
      if (typeof contentType === 'string' && freshness.generation() === s.generation) {
        const map = current();
        if (map.size >= maxEntries) map.delete(map.keys().next().value!);
        map.set(s.key, { body: payload, contentType, until: now() + seconds * 1000 });
      }
    }
    done(null, payload);
  };

  return {
    /** onRoute hook: adds the lookup (after the route's preHandlers) and the store to marked routes. */
    onRoute(route: RouteOptions) {
      if (seconds <= 0 || route.config?.responseCache !== true) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET')) return;
      route.preHandler = [...toArray(route.preHandler), lookup];
      route.onSend = [...toArray(route.onSend), store];
    },
    size: () => current().size,
  };
}

function toArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export type ResponseCache = ReturnType<typeof responseCache>;
