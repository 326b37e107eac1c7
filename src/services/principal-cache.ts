import crypto from 'node:crypto';

/**
 * Principals resolved from credentials (API key, session cookie, bearer token), reused for a few
 * seconds so a burst of requests costs one lookup. Only valid credentials are kept; an entry never
 * outlives its credential's own expiry. `clear()` is called by this process after anything that can
 * revoke or narrow a credential (key replaced or revoked, logout, membership change), so revocation
 * is immediate here; another process sees it within `ttlSeconds`.
 */
export function principalCache(ttlSeconds: number, now: () => number = Date.now, maxEntries = 10_000) {
  const entries = new Map<string, { principal: unknown; until: number }>();
  // lookups in flight: a burst of requests with one credential that is not cached waits for one lookup
  const inflight = new Map<string, Promise<{ principal: unknown; expiresAt?: number } | null>>();
  // a lookup started before a clear() must not store what it read
  let generation = 0;
  const keyOf = (parts: string[]) => crypto.createHash('sha256').update(parts.join('\u0000')).digest('base64url');

  return {
    /** The principal for these credential parts, from the cache or from resolve (null results are never kept). */
    async get<P>(parts: string[], resolve: () => Promise<{ principal: P; expiresAt?: number } | null>): Promise<P | null> {
      if (ttlSeconds <= 0) return (await resolve())?.principal ?? null;
      const key = keyOf(parts);
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.until > t) return hit.principal as P;
      if (hit) entries.delete(key);
      const gen = generation;
      let pending = inflight.get(key);
      if (!pending) {
        pending = resolve();
        inflight.set(key, pending);
        const forget = () => inflight.get(key) === pending && inflight.delete(key);
        pending.then(forget, forget);
      }
      const r = (await pending) as { principal: P; expiresAt?: number } | null;
      if (!r) return null;
      if (gen === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { principal: r.principal, until: Math.min(t + ttlSeconds * 1000, r.expiresAt ?? Infinity) });
      }
      return r.principal;
    },
    /** Forgets every cached principal (after a revocation in this process). */
    clear(): void {
      generation++;
      entries.clear();
      inflight.clear();
    },
    size: () => entries.size,
  };
}

export type PrincipalCache = ReturnType<typeof principalCache>;
