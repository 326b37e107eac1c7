import type PgBoss from 'pg-boss';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { BlobStore } from '../storage/blob-store.js';
import { apiKeyService } from '../domain/auth/api-keys.js';
import { structService } from '../domain/structs/service.js';
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
export function createServices({ db, boss, blobs, config }: Ports) {
  return {
    tenancy: tenancyService(db),
    apiKeys: apiKeyService(db),
    extraction: createExtractionServices({ config, db, blobs }),
    structs: structService(db),
    chats: chatService(db, blobs),
    attachments: attachmentService({ db, boss, blobs, maxUploadBytes: config.uploads.maxUploadBytes }),
    kb: kbService(db, blobs),
    progress: progressService(db),
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
