import type PgBoss from 'pg-boss';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { BlobStore } from '../storage/blob-store.js';
import { apiKeyService } from '../domain/auth/api-keys.js';
import { structService } from '../domain/structs/service.js';
import { creditsService } from '../domain/credits/service.js';
import { createProcessor } from '../domain/processing/processor.js';
import { processingService } from '../domain/processing/service.js';
import { tenancyService } from '../domain/tenancy/service.js';
import { createExtractionServices } from '../domain/extraction/index.js';
import { attachmentService } from '../domain/attachments/service.js';
import { progressService } from '../domain/attachments/progress.js';
import { chatService } from '../domain/chats/service.js';
import { kbService } from '../domain/kb/service.js';
import { createAuth, type AuthResolvers } from '../http/auth/authenticate.js';

/** The ports every service may be given: configuration, database, job queue. */
export interface Ports {
  config: Config;
  db: Database;
  boss: PgBoss;
  blobs: BlobStore;
}

/** Constructs every domain service from the ports. */
export function createServices({ db, config, boss, blobs }: Ports) {
  const credits = creditsService(db, { perPage: config.credits.perPage });
  const extraction = createExtractionServices({ config, db, blobs });
  const p = config.pipeline;
  return {
    tenancy: tenancyService(db, { initialCredits: config.credits.initialGrant }),
    apiKeys: apiKeyService(db),
    extraction,
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
      recognition: { languages: p.ocrLanguages, maxPages: p.maxPages, maxPixels: p.maxPixels, timeoutMs: p.parseTimeoutMs, memoryMb: p.parseMemoryMb },
      testPause: p.testPause,
      extraction: extraction.stage,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Wires the authentication schemes to the services. */
export function createAuthFor(_config: Config, services: Services) {
  const resolvers: AuthResolvers = {
    apiKey: async (token) => {
      const key = await services.apiKeys.verify(token);
      return key ? { orgId: key.org_id, userId: null, role: null, scheme: 'extractApiKey', scopes: [] } : null;
    },
  };
  return createAuth(resolvers);
}
