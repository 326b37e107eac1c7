import type { RouteModule } from '../app.js';
import type { Services } from '../../main/services.js';
import { authRoutes } from './auth.js';
import { directShareRoutes } from './direct-shares.js';
import { ingestRoutes } from './ingest.js';
import { keyRoutes } from './keys.js';
import { meRoutes } from './me.js';
import { organisationRoutes } from './organisation.js';

/** Every route module of the API, in registration order. */
export const routeModules: RouteModule<Services>[] = [organisationRoutes, authRoutes, keyRoutes, meRoutes, directShareRoutes, ingestRoutes];
