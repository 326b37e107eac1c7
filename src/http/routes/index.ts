import type { RouteModule } from '../app.js';
import type { Services } from '../../main/services.js';
import { attachmentRoutes } from './attachments.js';
import { chatRoutes } from './chats.js';
import { extractionRoutes } from './extraction.js';
import { kbRoutes } from './kb.js';
import { organisationRoutes } from './organisation.js';
import { progressStreamRoutes } from './progress-streams.js';
import { schemaTestRoutes } from './schema-tests.js';
import { structRoutes } from './structs.js';
import { webRoutes } from './web.js';

/** Every route module of the API, in registration order. */
export const routeModules: RouteModule<Services>[] = [
  organisationRoutes,
  structRoutes,
  chatRoutes,
  attachmentRoutes,
  progressStreamRoutes,
  kbRoutes,
  extractionRoutes,
  schemaTestRoutes,
  webRoutes,
];
