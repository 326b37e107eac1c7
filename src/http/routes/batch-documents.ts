import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { PlainText, RecognisedPage } from './attachment-outputs.js';
import { BatchDocumentBody, BatchParams, presentBatchDocument } from './batch-schemas.js';
import { ExtractionResultBody } from './extraction.js';
import { PageImageQuery } from './page-images.js';

const Params = Type.Object({
  batch_id: BatchParams.properties.batch_id,
  attachment_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
const PageParams = Type.Object({
  ...Params.properties,
  number: Type.Integer({ minimum: 1, maximum: 100_000, description: '1-based page number' }),
});

const base = '/api/v2/batches/:batch_id/documents/:attachment_id';

/**
 * One document of a batch and what was read from it (text, pages, page images, extraction): batch
 * documents are reached through their batch, never through the chat routes (docs/batches.md).
 */
export function batchDocumentRoutes(app: App, deps: RouteDeps<Services>) {
  const { batches, processing, pageImages } = deps.services;
  const results = deps.services.extraction.results;
  const tags = ['batches'];
  const unknown = '404 `not_found` for an unknown or other-tenant batch and for a document of another batch.';

  app.get(
    `${base}/`,
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'A batch document with its classification', description: unknown, params: Params, response: { 200: BatchDocumentBody, ...errorResponses(400, 401, 404) } },
    },
    async (req) => presentBatchDocument(await batches.document(principalOf(req).orgId, req.params.batch_id, req.params.attachment_id)),
  );

  app.get(
    `${base}/text/`,
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'Recognised plain text of a batch document', description: unknown, params: Params, response: { 200: PlainText, ...errorResponses(400, 401, 404, 409) } },
    },
    async (req) => {
      const orgId = principalOf(req).orgId;
      return processing.text(orgId, await batches.chatRef(orgId, req.params.batch_id), req.params.attachment_id);
    },
  );

  app.get(
    `${base}/pages/`,
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Recognised pages of a batch document (page-based)',
        description: unknown,
        params: Params,
        querystring: PageQuery,
        response: { 200: Paginated(RecognisedPage), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const orgId = principalOf(req).orgId;
      const p = pageParams(req.query);
      const r = await processing.pages(orgId, await batches.chatRef(orgId, req.params.batch_id), req.params.attachment_id, p.limit, p.offset);
      return pageBody(req, p, r.count, r.pages as any[]);
    },
  );

  app.get(
    `${base}/pages/:number/image/`,
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'A page of a batch document as an image (PNG or WebP)',
        description: `The same image as the chat route's. ${unknown}`,
        params: PageParams,
        querystring: PageImageQuery,
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }), 304: Type.Null(), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const orgId = principalOf(req).orgId;
      const ref = await batches.chatRef(orgId, req.params.batch_id);
      const img = await pageImages.render(orgId, ref, req.params.attachment_id, req.params.number, req.query.width ?? 1200, req.query.format ?? 'webp');
      reply.header('cache-control', 'private, max-age=60').header('etag', img.etag).header('vary', 'cookie, authorization');
      if (req.headers['if-none-match'] === img.etag) return reply.status(304).send(null);
      reply.header('content-type', img.contentType).header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(img.data);
    },
  );

  app.get(
    `${base}/extraction/`,
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: "A batch document's extraction result",
        description: `${unknown} 409 \`extraction_pending\` while extraction has not run; 404 \`extraction_not_found\` when there is none (an unclassified or failed document).`,
        params: Params,
        response: { 200: ExtractionResultBody, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const orgId = principalOf(req).orgId;
      return results.get(orgId, await batches.chatRef(orgId, req.params.batch_id), req.params.attachment_id);
    },
  );
}
