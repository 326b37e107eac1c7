import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const Organisation = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  digital_uploads_enabled: Type.Boolean(),
  ingest_allowlisted: Type.Boolean(),
});

/** GET /api/v2/organisation/: the caller's organisation. */
export function organisationRoutes(app: App, deps: RouteDeps<Services>) {
  app.get(
    '/api/v2/organisation/',
    {
      preHandler: deps.auth.required,
      schema: { tags: ['organisation'], summary: "The caller's organisation", response: { 200: Organisation, ...errorResponses(401) } },
    },
    async (req) => deps.services.tenancy.orgById(principalOf(req).orgId),
  );
}
