import type { FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
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

/** One handler run for a key that requests arriving meanwhile (same generation) wait for. */
interface Flight {
  key: string;
  generation: number;
  done: Promise<Entry | null>;
  settle(e: Entry | null): void;
}

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
  // the handler run a request leads: what it read the cache at, and who waits for it
  const led = new WeakMap<FastifyRequest, Flight>();
  const flights = new Map<string, Flight>();

  function lead(req: FastifyRequest, key: string): void {
    let settle!: (e: Entry | null) => void;
    const done = new Promise<Entry | null>((r) => (settle = r));
    const f: Flight = {
      key,
      generation: freshness.generation(),
      done,
      settle(e) {
        if (flights.get(key) === f) flights.delete(key);
        settle(e);
      },
    };
    flights.set(key, f);
    led.set(req, f);
  }

  function serve(reply: FastifyReply, e: Entry): void {
    void reply.header('content-type', e.contentType).send(e.body);
  }

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
    if (hit && hit.until > now()) return serve(reply, hit);
    if (hit) entries.delete(key);
    const flight = flights.get(key);
    if (flight && flight.generation === freshness.generation()) {
      // the same answer is being read: wait for it rather than read it again
      void flight.done.then((e) => {
        if (e && flight.generation === freshness.generation() && freshness.trusted()) return serve(reply, e);
        lead(req, key);
        done();
      });
      return;
    }
    lead(req, key);
    done();
  };

  const store: onSendHookHandler = function (req, reply, payload, done) {
    const f = led.get(req);
    if (!f) return done(null, payload);
    let entry: Entry | null = null;
    if (reply.statusCode === 200 && typeof payload === 'string' && payload.length <= maxBodyBytes && freshness.trusted()) {
      const contentType = reply.getHeader('content-type');
      // kept only if nothing changed while the handler read
      if (typeof contentType === 'string' && freshness.generation() === f.generation) {
        entry = { body: payload, contentType, until: now() + seconds * 1000 };
        const map = current();
        if (map.size >= maxEntries) map.delete(map.keys().next().value!);
        map.set(f.key, entry);
      }
    }
    f.settle(entry);
    done(null, payload);
  };

  // a request that ended without sending (aborted) releases those waiting for it
  const release: onResponseHookHandler = function (req, _reply, done) {
    led.get(req)?.settle(null);
    done();
  };

  return {
    /** onRoute hook: adds the lookup (after the route's preHandlers) and the store to marked routes. */
    onRoute(route: RouteOptions) {
      if (seconds <= 0 || route.config?.responseCache !== true) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET')) return;
      route.preHandler = [...toArray(route.preHandler), lookup];
      route.onSend = [...toArray(route.onSend), store];
      route.onResponse = [...toArray(route.onResponse), release];
      route.onRequestAbort = [...toArray(route.onRequestAbort), async (req: FastifyRequest) => led.get(req)?.settle(null)];
    },
    size: () => current().size,
  };
}

function toArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export type ResponseCache = ReturnType<typeof responseCache>;
