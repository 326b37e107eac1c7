import type { RouteModule } from '../app.js';
import type { Services } from '../../main/services.js';
import { organisationRoutes } from './organisation.js';
import { structRoutes } from './structs.js';

/** Every route module of the API, in registration order. */
export const routeModules: RouteModule<Services>[] = [organisationRoutes, structRoutes];
