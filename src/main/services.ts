import type PgBoss from 'pg-boss';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { BlobStore } from '../storage/blob-store.js';
import { apiKeyService } from '../domain/auth/api-keys.js';
import { structService } from '../domain/structs/service.js';
import { creditsService } from '../domain/credits/service.js';
import { createProcessor, type JobLog } from '../domain/processing/processor.js';
import { createTranslator } from '../pipeline/translate.js';
import { processingService } from '../domain/processing/service.js';
import { identityService } from '../domain/auth/identity.js';
import { createOidcVerifier, type OidcVerifier } from '../domain/auth/oidc.js';
import { sessionService } from '../domain/auth/sessions.js';
import { ingestService } from '../domain/ingest/service.js';
import { personalService } from '../domain/personal/service.js';
import { tenancyService } from '../domain/tenancy/service.js';
import { createExtractionServices, type OnReviewed } from '../domain/extraction/index.js';
import { learningService } from '../domain/learning/index.js';
import { storedDocumentSource } from '../domain/extraction/document-source.js';
import { attachmentService } from '../domain/attachments/service.js';
import { progressService } from '../domain/attachments/progress.js';
import { chatService } from '../domain/chats/service.js';
import { kbService } from '../domain/kb/service.js';
import { createAuth, type AuthResolvers } from '../http/auth/authenticate.js';
import { checkCsrf } from '../http/auth/web.js';
import { principalCache, type PrincipalCache } from '../http/auth/principal-cache.js';

/** Returns the service with the named methods calling `after` once they resolve (e.g. to drop cached credentials). */
function callingAfter<T extends object>(service: T, methods: (keyof T)[], after: () => void): T {
  const out = { ...service };
  for (const m of methods) {
    const f = service[m] as unknown as (...a: unknown[]) => Promise<unknown>;
    (out as Record<keyof T, unknown>)[m] = async (...a: unknown[]) => {
      try {
        return await f.apply(service, a);
      } finally {
        after();
      }
    };
  }
  return out;
}

/** The ports every service may be given: configuration, database, job queue. */
export interface Ports {
  config: Config;
  db: Database;
  boss: PgBoss;
  blobs: BlobStore;
  /** where background jobs write their start and end lines; silent when absent */
  log?: JobLog;
}

/** The OIDC verifier for the configured provider, or null when no provider is configured. */
function oidcFor(config: Config): OidcVerifier | null {
  const { oidcIssuer, oidcAudience } = config.auth;
  if (!oidcIssuer || !oidcAudience) return null;
  return createOidcVerifier({
    issuer: oidcIssuer,
    audience: oidcAudience,
    algorithms: config.auth.oidcAlgorithms,
    cacheSeconds: config.auth.jwksCacheSeconds,
    refetchCooldownSeconds: config.auth.jwksRefetchSeconds,
  });
}

/** Optional hooks between areas, absent unless wired. */
export interface ServiceHooks {
  /** called after an extraction review was committed (e.g. learning from corrections) */
  onReviewed?: OnReviewed;
}

/** Constructs every domain service from the ports. */
export function createServices({ db, config, boss, blobs, log }: Ports, hooks: ServiceHooks = {}) {
  const credits = creditsService(db, { perPage: config.credits.perPage });
  // learning is built first: the review service (in the extraction area) calls its onReviewed hook
  const learning = learningService({ db, documents: storedDocumentSource(db) });
  const extraction = createExtractionServices({ config, db, blobs }, { onReviewed: hooks.onReviewed ?? learning.onReviewed });
  const p = config.pipeline;
  // resolved credentials, dropped on anything here that revokes or narrows one
  const authCache: PrincipalCache = principalCache(config.auth.cacheSeconds);
  const forget = () => authCache.clear();
  return {
    tenancy: callingAfter(tenancyService(db, { initialCredits: config.credits.initialGrant }), ['createUser'], forget),
    apiKeys: callingAfter(apiKeyService(db), ['create', 'revoke'], forget),
    extraction,
    learning,
    /** The hook the review service calls after each review commit: learns from the reviewed attachment. */
    onReviewed: learning.onReviewed,
    structs: structService(db),
    chats: chatService(db, blobs),
    attachments: attachmentService({ db, boss, blobs, maxUploadBytes: config.uploads.maxUploadBytes }),
    kb: kbService(db, blobs),
    progress: progressService(db),
    credits,
    processing: processingService(db, boss),
    processor: createProcessor({
      db,
      blobs,
      credits,
      recognition: { languages: [...p.ocrLanguages], engine: p.ocrEngine, maxPages: p.maxPages, maxPixels: p.maxPixels, timeoutMs: p.parseTimeoutMs, memoryMb: p.parseMemoryMb },
      testPause: p.testPause,
      log,
      extraction: extraction.stage,
      translator: config.translator.url
        ? createTranslator({ url: config.translator.url, apiKey: config.translator.apiKey, timeoutMs: config.translator.timeoutMs, batchChars: config.translator.batchChars })
        : null,
    }),
    identity: callingAfter(identityService(db, config.auth.oidcIssuer), ['link'], forget),
    sessions: callingAfter(sessionService(db, config.auth.sessionTtlMinutes), ['login', 'logout'], forget),
    oidc: oidcFor(config),
    personal: personalService(db),
    ingest: ingestService(db, config.auth.ingestMinAgentVersion),
    /** credentials resolved in the last AUTH_CACHE_SECONDS */
    authCache,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Header naming the organisation (slug) a bearer token acts in when its user belongs to several. */
export const ORG_HEADER = 'x-organisation';

/** Wires the authentication schemes to the services. */
export function createAuthFor(config: Config, services: Services) {
  const cache = services.authCache;
  const resolvers: AuthResolvers = {
    apiKey: (token) =>
      cache.get(['key', token], async () => {
        const key = await services.apiKeys.verify(token);
        return key ? { principal: { orgId: key.org_id, userId: null, role: null, scheme: 'extractApiKey', scopes: [] } } : null;
      }),
    jwt: async (token, req) => {
      const oidc = services.oidc;
      if (!oidc) return null;
      const header = req.headers[ORG_HEADER];
      const org = typeof header === 'string' && header !== '' ? header : null;
      return cache.get(['jwt', token, org ?? ''], async () => {
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
      cache.get(['session', sid], async () => {
        const s = await services.sessions.resolve(sid);
        return s
          ? { principal: { orgId: s.org_id, userId: s.user_id, role: s.role, scheme: 'cookieAuth', scopes: [], sessionId: s.id_hash }, expiresAt: s.expires_at.getTime() }
          : null;
      }),
    csrf: (req) => checkCsrf(req, config),
  };
  return createAuth(resolvers);
}

