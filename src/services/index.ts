// The service set and the ports it is built from: what http/ and jobs/ receive; main/ constructs it.
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
import { pageImageService } from '../domain/processing/page-images.js';
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
import { eventService } from '../domain/events/service.js';
import { webhookService } from '../domain/webhooks/service.js';
import { ingestDocumentService } from '../domain/ingest/documents.js';
import { turnService } from '../domain/turns/service.js';
import { builderService } from '../domain/builder/service.js';
import { fullTestService } from '../domain/builder/full-test.js';
import { batchService } from '../domain/batches/service.js';
import type { BatchHooks } from '../domain/batches/hooks.js';
import { createClassificationStage } from '../domain/classification/stage.js';
import { principalCache, type PrincipalCache } from './principal-cache.js';

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
  /** called when a batch document completed or failed (webhooks, notifications); no-op when absent */
  onBatchDocumentFinished?: BatchHooks['onBatchDocumentFinished'];
  /** called once when every document of a batch finished; no-op when absent */
  onBatchCompleted?: BatchHooks['onBatchCompleted'];
}

/** Constructs every domain service from the ports. */
export function createServices({ db, config, boss, blobs, log }: Ports, hooks: ServiceHooks = {}) {
  const credits = creditsService(db, { perPage: config.credits.perPage });
  const events = eventService({ boss });
  // learning is built first: the review service (in the extraction area) calls its onReviewed hook
  const learning = learningService({ db, documents: storedDocumentSource(db) });
  const learnThenPublish: OnReviewed = async (orgId, attachmentId, by) => {
    // the event is published whatever learning did: a learning failure must not lose it
    let failure: unknown = null;
    await (hooks.onReviewed ?? learning.onReviewed)(orgId, attachmentId, by).catch((e) => (failure = e));
    await db.transaction((tx) => events.extractionReviewed(tx, orgId, attachmentId, { reviewedBy: by?.userId ?? null }));
    if (failure) throw failure;
  };
  const extraction = createExtractionServices({ config, db, blobs }, { onReviewed: learnThenPublish });
  const attachments = attachmentService({ db, boss, blobs, maxUploadBytes: config.uploads.maxUploadBytes });
  const p = config.pipeline;
  const structs = structService(db);
  const batches = batchService({
    db,
    blobs,
    attachments,
    hooks: {
      onBatchDocumentFinished: hooks.onBatchDocumentFinished,
      onBatchCompleted: async (e) => {
        await db.transaction((tx) => events.batchCompleted(tx, e.orgId, e.batchId));
        await hooks.onBatchCompleted?.(e);
      },
    },
  });
  const llm = config.llm;
  const classifier = createClassificationStage(db, {
    minScore: config.classification.minScore,
    model:
      config.classification.engine === 'model' && llm.baseUrl && llm.model
        ? { baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey, timeoutMs: llm.timeoutMs }
        : null,
  });
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
    structs,
    chats: chatService(db, blobs),
    attachments,
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
      onFinished: events.attachmentFinished,
      translator: config.translator.url
        ? createTranslator({ url: config.translator.url, apiKey: config.translator.apiKey, timeoutMs: config.translator.timeoutMs, batchChars: config.translator.batchChars })
        : null,
      classifier,
      afterFinished: (attachmentId, outcome, row) => batches.documentFinished(attachmentId, outcome, row),
    }),
    identity: callingAfter(identityService(db, config.auth.oidcIssuer), ['link'], forget),
    sessions: callingAfter(sessionService(db, config.auth.sessionTtlMinutes), ['login', 'logout'], forget),
    oidc: oidcFor(config),
    personal: personalService(db),
    ingest: ingestService(db, config.auth.ingestMinAgentVersion),
    /** events.publish(tx, orgId, type, data, notify?): notifications and webhook deliveries of one event */
    events,
    webhooks: webhookService({ db, events, config: config.webhooks }),
    ingestDocuments: ingestDocumentService({ db, attachments }),
    pageImages: pageImageService({ db, blobs, maxPixels: config.pipeline.maxPixels, render: { timeoutMs: Math.min(p.parseTimeoutMs, 30_000), memoryMb: p.parseMemoryMb } }),
    turns: turnService({ db, documents: extraction.documents, config }),
    builder: builderService({ db, documents: extraction.documents, attachments, structs, config }),
    fullTests: fullTestService({ db, extractor: extraction.extractor, documents: extraction.documents, config }),
    batches,
    /** credentials resolved in the last AUTH_CACHE_SECONDS */
    authCache,
  };
}

export type Services = ReturnType<typeof createServices>;
