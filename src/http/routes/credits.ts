import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const Entry = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ description: 'positive for a grant, negative for a debit' }),
  kind: Type.Union([Type.Literal('grant'), Type.Literal('debit')]),
  reason: Type.String({ description: 'initial_grant, admin_grant, upload_processing, reprocess, …' }),
  attachment_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const Credits = Type.Object({
  balance: Type.Integer(),
  count: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
  results: Type.Array(Entry),
});

/** GET /api/v2/credits/: the organisation's balance and its ledger, newest first. */
export function creditRoutes(app: App, deps: RouteDeps<Services>) {
  app.get(
    '/api/v2/credits/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: { tags: ['credits'], summary: 'Credit balance and ledger (page-based, newest first)', querystring: PageQuery, response: { 200: Credits, ...errorResponses(400, 401) } },
    },
    async (req) => {
      const p = pageParams(req.query);
      const r = await deps.services.credits.ledger(principalOf(req).orgId, p.limit, p.offset);
      const results = r.rows.map((e) => ({ ...e, created_at: e.created_at.toISOString() }));
      return { balance: r.balance, ...pageBody(req, p, r.count, results) };
    },
  );
}
