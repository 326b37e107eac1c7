import type { RouteModule } from '../app.js';
import type { Services } from '../../main/services.js';
import { attachmentOutputRoutes } from './attachment-outputs.js';
import { creditRoutes } from './credits.js';
import { organisationRoutes } from './organisation.js';
import { searchRoutes } from './search.js';

/** Every route module of the API, in registration order. */
export const routeModules: RouteModule<Services>[] = [organisationRoutes, attachmentOutputRoutes, searchRoutes, creditRoutes];
