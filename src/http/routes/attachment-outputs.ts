import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { ChatAttachment, presentAttachment } from './attachment-schemas.js';

const Params = Type.Object({
  thread_id: Type.String({ minLength: 1, maxLength: 200 }),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

const BBox = Type.Object({ x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() });
const Word = Type.Object({ text: Type.String(), bbox: BBox, confidence: Type.Number() });
const Line = Type.Object({ text: Type.String(), bbox: BBox, confidence: Type.Number(), words: Type.Array(Word) });
export const RecognisedPage = Type.Object({
  number: Type.Integer({ description: '1-based page number' }),
  width: Type.Number(),
  height: Type.Number(),
  source: Type.String({ description: 'text-layer, ocr or digital' }),
  rotation: Type.Optional(Type.Number()),
  lines: Type.Array(Line, { description: 'in reading order' }),
  tables: Type.Array(Type.Object({ rows: Type.Array(Type.Array(Type.String())), bbox: Type.Optional(BBox) })),
});

const Chunk = Type.Object({
  index: Type.Integer({ description: '0-based position of the chunk in the document' }),
  page_start: Type.Integer(),
  page_end: Type.Integer(),
  char_start: Type.Integer({ description: 'offset into the plain text (UTF-16 code units)' }),
  char_end: Type.Integer(),
  heading: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
});

export const PlainText = Type.Object({
  attachment_id: Type.Integer(),
  processor_document_id: Type.Union([Type.String(), Type.Null()]),
  page_count: Type.Integer(),
  text: Type.String({ description: 'pages in order, separated by a form feed (U+000C); lines by newlines' }),
});

const Translation = Type.Object({
  attachment_id: Type.Integer(),
  target_language: Type.String({ description: 'ISO 639-1 code, optionally with a region (`pt-BR`)' }),
  status: Type.Union([Type.Literal('completed'), Type.Literal('unavailable'), Type.Literal('failed')], {
    description: 'completed: pages hold the translation; unavailable: no translation service is configured; failed: the service errored or timed out',
  }),
  reason: Type.Union([Type.String(), Type.Null()], { description: '`<code>: <message>` when status is not completed' }),
  pages: Type.Array(Type.Object({ number: Type.Integer({ description: '1-based page number' }), text: Type.String() }), {
    description: 'translated text per page, in page order; empty unless status is completed',
  }),
  created_at: Type.String({ format: 'date-time' }),
});

const ReprocessBody = Type.Object(
  { discard_reviews: Type.Optional(Type.Boolean({ description: 'true drops the reviews of the extraction result (default: they are kept)' })) },
  { additionalProperties: false },
);

const base = '/api/v2/chats/:thread_id/attachments/:id';

/** Recognised text, recognised pages, chunks and reprocess of a chat attachment. */
export function attachmentOutputRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.processing;
  const tags = ['processing'];

  app.get(
    `${base}/text/`,
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'Recognised plain text of a document', params: Params, response: { 200: PlainText, ...errorResponses(400, 401, 404, 409) } },
    },
    async (req) => svc.text(principalOf(req).orgId, req.params.thread_id, req.params.id),
  );

  app.get(
    `${base}/translation/`,
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Translation of a document into the target_language given at upload, page by page',
        params: Params,
        response: { 200: Translation, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => svc.translation(principalOf(req).orgId, req.params.thread_id, req.params.id),
  );

  app.get(
    `${base}/pages/`,
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Recognised pages of a document: lines and words with boxes and confidences (page-based)',
        params: Params,
        querystring: PageQuery,
        response: { 200: Paginated(RecognisedPage), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const p = pageParams(req.query);
      const r = await svc.pages(principalOf(req).orgId, req.params.thread_id, req.params.id, p.limit, p.offset);
      return pageBody(req, p, r.count, r.pages as any[]);
    },
  );

  app.get(
    `${base}/chunks/`,
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: { tags, summary: 'Chunks of a document with page references (page-based)', params: Params, querystring: PageQuery, response: { 200: Paginated(Chunk), ...errorResponses(400, 401, 404) } },
    },
    async (req) => {
      const p = pageParams(req.query);
      const r = await svc.chunks(principalOf(req).orgId, req.params.thread_id, req.params.id, p.limit, p.offset);
      return pageBody(req, p, r.count, r.rows.map(({ seq, ...c }) => ({ index: seq, ...c })));
    },
  );

  app.post(
    `${base}/reprocess/`,
    {
      preHandler: deps.auth.required,
      // the body is optional: a request without one is read as {}
      preValidation: async (req) => {
        if (req.body === undefined || req.body === null) req.body = {};
      },
      schema: {
        tags,
        summary: 'Re-run processing of a completed or failed document (billed per page when it runs)',
        description:
          'Reviews of the extraction result are kept and applied on top of the new result unless the optional body says `{"discard_reviews": true}`.',
        params: Params,
        body: ReprocessBody,
        response: { 202: ChatAttachment, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const orgId = principalOf(req).orgId;
      const a = await svc.reprocess(orgId, req.params.thread_id, req.params.id);
      if (req.body.discard_reviews === true) await deps.services.extraction.reviews.discard(orgId, a.id);
      return reply.status(202).send(presentAttachment(a));
    },
  );
}
