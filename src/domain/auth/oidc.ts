import { importJWK, jwtVerify, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';

export interface OidcOptions {
  issuer: string;
  audience: string;
  algorithms: readonly string[];
  /** how long a fetched JWKS is trusted before it is fetched again */
  cacheSeconds: number;
  /** at most one refetch for an unknown kid (or after a failed fetch) per this many seconds */
  refetchCooldownSeconds: number;
  /** the clock, in milliseconds (tests move it) */
  now?: () => number;
  fetchTimeoutMs?: number;
}

/** What a verified access token says about its bearer. */
export interface VerifiedToken {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  scopes: string[];
  /** when the token expires (ms since the epoch; `exp` is required) */
  expiresAt: number;
}

// kids are looked up in a map only; anything that looks like a path, URL or SQL is refused outright
const KID = /^[A-Za-z0-9._~+=:-]{1,128}$/;
// header parameters that would point the verifier at keys the identity provider did not publish
const FOREIGN_KEY_PARAMS = ['jwk', 'jku', 'x5u', 'x5c'] as const;
const MAX_DOC_BYTES = 512 * 1024;
const KTY: Record<string, string> = { RS: 'RSA', PS: 'RSA', ES: 'EC', Ed: 'OKP' };

function ktyFor(alg: string): string | undefined {
  return KTY[alg.slice(0, 2)];
}

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`identity provider answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_DOC_BYTES) throw new Error('identity provider document too large');
  return JSON.parse(text);
}

/** Reads the scopes of an access token from `scope` (space-separated) or `scp` (array or string). */
export function scopesOf(payload: JWTPayload): string[] {
  const raw = payload.scope ?? payload.scp;
  if (typeof raw === 'string') return raw.split(' ').filter(Boolean);
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  return [];
}

/**
 * Verifies access tokens from one OIDC identity provider: discovery, JWKS cache with rotation
 * (an unknown kid causes at most one refetch per cooldown), pinned algorithms, required
 * exp/iss/aud. Any failure, including an unreachable provider, yields null (fail closed).
 */
export function createOidcVerifier(opts: OidcOptions) {
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.fetchTimeoutMs ?? 5000;
  const cooldownMs = opts.refetchCooldownSeconds * 1000;
  const algorithms = [...opts.algorithms].filter((a) => ktyFor(a) !== undefined);
  let jwksUri: string | null = null;
  let keys: JWK[] | null = null;
  let fetchedAt = 0;
  let lastForcedFetch = -Infinity;
  let lastFailedAt = -Infinity;
  let inflight: Promise<boolean> | null = null;
  const imported = new Map<string, unknown>();
  let fetchCount = 0;

  async function discover(): Promise<string> {
    if (jwksUri) return jwksUri;
    const doc = (await fetchJson(new URL('.well-known/openid-configuration', opts.issuer.replace(/\/?$/, '/')).toString(), timeoutMs)) as Record<string, unknown>;
    if (doc.issuer !== opts.issuer) throw new Error('discovery issuer does not match OIDC_ISSUER');
    const uri = doc.jwks_uri;
    if (typeof uri !== 'string' || !/^https?:\/\//.test(uri)) throw new Error('discovery has no usable jwks_uri');
    jwksUri = uri;
    return uri;
  }

  /** Fetches discovery (once) and the JWKS; concurrent callers share one fetch. On failure the cache is dropped. */
  function refresh(): Promise<boolean> {
    inflight ??= (async () => {
      fetchCount++;
      try {
        const body = (await fetchJson(await discover(), timeoutMs)) as { keys?: unknown };
        if (!Array.isArray(body.keys)) throw new Error('JWKS has no keys');
        keys = body.keys.filter((k): k is JWK => typeof k === 'object' && k !== null && typeof (k as JWK).kty === 'string');
        fetchedAt = now();
        imported.clear();
        return true;
      } catch {
        keys = null;
        return false;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  }

  function candidates(alg: string, kid: string | undefined): JWK[] {
    const kty = ktyFor(alg);
    return (keys ?? []).filter(
      (k) => k.kty === kty && (k.use === undefined || k.use === 'sig') && (k.alg === undefined || k.alg === alg) && (kid === undefined || k.kid === kid),
    );
  }

  async function keyFor(header: JWTHeaderParameters) {
    const alg = header.alg;
    if (!alg || !algorithms.includes(alg)) throw new Error('algorithm not accepted');
    for (const p of FOREIGN_KEY_PARAMS) if (p in header) throw new Error(`header parameter ${p} is not accepted`);
    const kid = header.kid;
    if (kid !== undefined && (typeof kid !== 'string' || !KID.test(kid))) throw new Error('kid not accepted');

    const expired = keys === null || now() - fetchedAt >= opts.cacheSeconds * 1000;
    if (expired) {
      // after a failed fetch, retry at most once per cooldown so an outage does not hammer the provider
      if (now() - lastFailedAt < cooldownMs) throw new Error('identity provider unavailable');
      if (!(await refresh())) {
        lastFailedAt = now();
        throw new Error('identity provider unavailable');
      }
    }
    let found = candidates(alg, kid);
    // an unknown kid right after a scheduled fetch is simply unknown; otherwise refetch once per cooldown
    if (found.length === 0 && kid !== undefined && !expired && now() - lastForcedFetch >= cooldownMs) {
      lastForcedFetch = now();
      if (!(await refresh())) {
        lastFailedAt = now();
        throw new Error('identity provider unavailable');
      }
      found = candidates(alg, kid);
    }
    if (found.length !== 1) throw new Error('no single matching key');
    const cacheKey = `${found[0].kid ?? ''}|${alg}`;
    if (!imported.has(cacheKey)) imported.set(cacheKey, await importJWK(found[0], alg));
    return imported.get(cacheKey) as Awaited<ReturnType<typeof importJWK>>;
  }

  return {
    /** Verifies a compact JWT; null when it is not a valid access token for this service. */
    async verify(token: string): Promise<VerifiedToken | null> {
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms,
          requiredClaims: ['exp', 'iss', 'aud', 'sub'],
          currentDate: new Date(now()),
          clockTolerance: 5,
        });
        if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) return null;
        return {
          issuer: opts.issuer,
          subject: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          emailVerified: payload.email_verified === true,
          scopes: scopesOf(payload),
          expiresAt: (payload.exp as number) * 1000,
        };
      } catch {
        return null;
      }
    },
    /** How many discovery/JWKS fetch rounds were made (for metrics and tests). */
    get fetches() {
      return fetchCount;
    },
  };
}

export type OidcVerifier = ReturnType<typeof createOidcVerifier>;
