import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const SearchQuery = Type.Composite([
  Type.Object({ q: Type.String({ minLength: 1, maxLength: 500, description: 'web-search syntax: words, "a phrase", or, -excluded' }) }),
  PageQuery,
]);

const Hit = Type.Object({
  attachment_id: Type.Integer(),
  chat_id: Type.Union([Type.String(), Type.Null()], {
    description: 'home chat of the document (org-wide search) or the searched chat; null for a batch document found by an org-wide search (read it through its batch)',
  }),
  batch_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the batch the document belongs to; null for a chat document' }),
  file_name: Type.String(),
  chunk_index: Type.Integer(),
  page: Type.Integer({ description: 'first page of the matching chunk' }),
  page_end: Type.Integer({ description: 'last page of the matching chunk' }),
  snippet: Type.String({ description: 'HTML-escaped excerpt; matches wrapped in <mark>…</mark>' }),
  rank: Type.Number(),
});

/** Full-text search over recognised documents: org-wide and per chat. */
export function searchRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.processing;
  app.get(
    '/api/v2/search/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: { tags: ['search'], summary: "Search the organisation's documents (page-based)", querystring: SearchQuery, response: { 200: Paginated(Hit), ...errorResponses(400, 401) } },
    },
    async (req) => {
      const p = pageParams(req.query);
      const r = await svc.search(principalOf(req).orgId, req.query.q, null, p.limit, p.offset);
      return pageBody(req, p, r.count, r.hits);
    },
  );
  app.get(
    '/api/v2/chats/:thread_id/search/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags: ['search'],
        summary: "Search one chat's documents (page-based)",
        params: Type.Object({ thread_id: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: SearchQuery,
        response: { 200: Paginated(Hit), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const p = pageParams(req.query);
      const r = await svc.search(principalOf(req).orgId, req.query.q, req.params.thread_id, p.limit, p.offset);
      return pageBody(req, p, r.count, r.hits);
    },
  );
}
