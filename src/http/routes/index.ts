import type { RouteModule } from '../app.js';
import type { Services } from '../../services/index.js';
import { attachmentOutputRoutes } from './attachment-outputs.js';
import { attachmentRoutes } from './attachments.js';
import { chatRoutes } from './chats.js';
import { creditRoutes } from './credits.js';
import { extractionRoutes } from './extraction.js';
import { kbRoutes } from './kb.js';
import { learningRoutes } from './learning.js';
import { authRoutes } from './auth.js';
import { directShareRoutes } from './direct-shares.js';
import { ingestRoutes } from './ingest.js';
import { keyRoutes } from './keys.js';
import { meRoutes } from './me.js';
import { organisationRoutes } from './organisation.js';
import { progressStreamRoutes } from './progress-streams.js';
import { schemaTestRoutes } from './schema-tests.js';
import { searchRoutes } from './search.js';
import { structRoutes } from './structs.js';
import { webRoutes } from './web.js';
import { webhookRoutes } from './webhooks.js';
import { ingestDocumentRoutes } from './ingest-documents.js';
import { pageImageRoutes } from './page-images.js';
import { turnRoutes } from './turns.js';
import { builderRoutes } from './builder.js';
import { batchRoutes } from './batches.js';
import { batchDocumentRoutes } from './batch-documents.js';

/** Every route module of the API, in registration order. */
export const routeModules: RouteModule<Services>[] = [
  organisationRoutes,
  authRoutes,
  keyRoutes,
  meRoutes,
  directShareRoutes,
  ingestRoutes,
  structRoutes,
  learningRoutes,
  chatRoutes,
  attachmentRoutes,
  attachmentOutputRoutes,
  progressStreamRoutes,
  kbRoutes,
  searchRoutes,
  creditRoutes,
  extractionRoutes,
  schemaTestRoutes,
  webRoutes,
  webhookRoutes,
  ingestDocumentRoutes,
  pageImageRoutes,
  turnRoutes,
  builderRoutes,
  batchRoutes,
  batchDocumentRoutes,
];
