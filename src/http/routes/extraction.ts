import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import { errors } from '../../errors/catalogue.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const BBox = Type.Object({ x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() });
const Citation = Type.Object({ page: Type.Integer({ minimum: 1 }), bbox: BBox, text: Type.String() });
const Reviewer = Type.Object(
  {
    kind: Type.Union([Type.Literal('user'), Type.Literal('api_key')], { description: "a signed-in user, or the organisation's API key" }),
    user_id: Type.Union([Type.Integer(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Reviewer' },
);
const FieldResult = Type.Object({
  path: Type.String({ description: 'JSON pointer of the value in data, e.g. /line_items/0/amount' }),
  value: Type.Unknown({ description: 'the served value (the reviewed one when reviewed); null when a reviewer said the document has none' }),
  raw: Type.Optional(Type.String({ description: 'the value as written in the document, when it was normalised (dates, amounts)' })),
  confidence: Type.Number({ minimum: 0, maximum: 1, description: '1 for a reviewed value' }),
  citations: Type.Array(Citation),
  source: Type.Union([Type.Literal('extracted'), Type.Literal('reviewed'), Type.Literal('entered')], {
    description: 'extracted: machine value; reviewed: confirmed, or corrected and found in the document; entered: corrected and not found in the document',
  }),
  reviewed: Type.Boolean(),
  machine_value: Type.Optional(Type.Unknown({ description: 'what the extractor found at this path; absent when it found nothing' })),
  machine_confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: "the extractor's confidence, on a reviewed field it had found" })),
  reviewed_by: Type.Optional(Reviewer),
  reviewed_at: Type.Optional(Type.String({ format: 'date-time' })),
});
const Problem = Type.Object({ path: Type.String(), message: Type.String() });
const Dropped = Type.Object({ path: Type.String(), value: Type.Unknown(), reason: Type.String() });

const ResultFields = {
  attachment_id: Type.Integer(),
  struct_version_id: Type.Union([Type.Integer(), Type.Null()]),
  extractor: Type.String({ description: 'deterministic, or llm:<model>' }),
  data: Type.Object({}, { additionalProperties: true, description: 'the values found (reviewed values applied), shaped by the schema; values not found are absent' }),
  fields: Type.Array(FieldResult),
  problems: Type.Array(Problem, { description: 'schema validation problems of data' }),
  dropped: Type.Array(Dropped, { description: 'values proposed but removed, e.g. not found in the document' }),
  reviewed: Type.Boolean({ description: 'every field was reviewed, or a review marked the result complete' }),
  reviewed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'time of the last review' }),
  reviewed_by: Type.Union([Reviewer, Type.Null()], { description: 'author of the last review' }),
  needs_review: Type.Boolean({
    description: "a required field is missing, or a field's confidence is below the struct version's review_threshold, and nobody reviewed it",
  }),
  created_at: Type.String({ format: 'date-time', description: 'when the machine result was written' }),
};
export const ExtractionResultBody = Type.Object(ResultFields, { title: 'ExtractionResult' });
const ExportBody = Type.Object({
  thread_id: Type.String(),
  count: Type.Integer(),
  results: Type.Array(Type.Object({ ...ResultFields, file_name: Type.String() })),
});

/** The export formats, as the querystring schema below lists them. */
const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

/** The media type of an XLSX workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ThreadParams = Type.Object({ thread_id: Type.String({ minLength: 1, maxLength: 100 }) });

const ReviewItem = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 2000, description: 'JSON pointer into data: /total, /vendor/name, /line_items/0/amount, /line_items' }),
    confirm: Type.Optional(Type.Boolean({ description: 'true: the value served now is right (keeps its citations)' })),
    value: Type.Optional(Type.Unknown({ description: 'the corrected value, checked against the field schema; null: the document has no value for it' })),
    page: Type.Optional(Type.Integer({ minimum: 1, description: 'with bbox: where the corrected value is written (1-based page)' })),
    bbox: Type.Optional(BBox),
  },
  { additionalProperties: false, title: 'ExtractionReviewItem' },
);
const ReviewBody = Type.Object(
  {
    fields: Type.Array(ReviewItem, { maxItems: 1000, description: 'applied in order; a later item for a path replaces an earlier one' }),
    complete: Type.Optional(Type.Boolean({ description: 'true marks the whole result reviewed; false takes the mark back' })),
  },
  { additionalProperties: false, title: 'ExtractionReview' },
);

/** Extraction results of attachments and a chat's export as JSON or CSV. */
export function extractionRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.extraction.results;

  app.get(
    '/api/v2/chats/:thread_id/attachments/:id/extraction/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['extraction'],
        summary: "An attachment's extraction result",
        description:
          '404 `not_found` for an unknown or other-tenant chat or attachment; 409 `extraction_pending` while the pinned extraction has not run; 404 `extraction_not_found` when there is no result.',
        params: Type.Object({ thread_id: ThreadParams.properties.thread_id, id: Type.Integer({ minimum: 1 }) }),
        response: { 200: ExtractionResultBody, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => svc.get(principalOf(req).orgId, req.params.thread_id, req.params.id),
  );

  app.post(
    '/api/v2/chats/:thread_id/attachments/:id/extraction/review/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['extraction'],
        summary: "Confirm or correct values of an attachment's extraction result",
        description:
          'Each item confirms a path (`confirm: true`), corrects it (`value`, optionally with `page` and `bbox` where it is written) or clears it (`value: null`). ' +
          'Corrected values are looked up in the recognised document and cited when found (`source: reviewed`), else marked `entered`. Reviews accumulate and survive a reprocess. ' +
          '400 `invalid_review_path` (not a field of the schema), `invalid_review_value` (does not fit the field schema), `invalid_review_location` (page not in the document); nothing is written then. ' +
          '404 `not_found` for an unknown or other-tenant chat or attachment; 409 `extraction_pending` / 404 `extraction_not_found` as for the result.',
        params: Type.Object({ thread_id: ThreadParams.properties.thread_id, id: Type.Integer({ minimum: 1 }) }),
        body: ReviewBody,
        response: { 200: ExtractionResultBody, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return deps.services.extraction.reviews.review(p.orgId, req.params.thread_id, req.params.id, req.body, { userId: p.userId }, req.log);
    },
  );

  app.get(
    '/api/v2/chats/:thread_id/extraction/export/',
    {
      preHandler: deps.auth.required,
      // an unknown format answers one error naming the accepted ones (the schema alone gives one per alternative)
      preValidation: async (req) => {
        const f = (req.query as { format?: unknown }).format;
        if (f !== undefined && !(EXPORT_FORMATS as readonly unknown[]).includes(f)) throw errors.invalidFormat(EXPORT_FORMATS);
      },
      schema: {
        tags: ['extraction'],
        summary: "Export a chat's extraction results",
        description:
          'format=json (default) or csv. Reviewed values are served. CSV: one row per attachment, columns attachment_id, file_name, struct_version_id, extractor, problem_count, needs_review, reviewed_fields (space-separated pointers), then one column per leaf field (dotted path); arrays are JSON-encoded in one cell; cells starting with = + - @ tab or CR are prefixed with a single quote. ' +
          'XLSX: a `results` sheet with the same fixed columns and one typed column per leaf field (numbers as numbers, dates as dates), and one sheet per array-of-objects field with one row per item keyed by attachment_id; text neutralised the same way.',
        params: ThreadParams,
        querystring: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')], { default: 'json' })) }),
        response: {
          200: {
            description: 'the results',
            content: { 'application/json': { schema: ExportBody }, 'text/csv': { schema: Type.String() }, [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const orgId = principalOf(req).orgId;
      if (req.query.format === 'csv') {
        const csv = await svc.exportCsv(orgId, req.params.thread_id);
        const name = req.params.thread_id.replace(/[^A-Za-z0-9_-]/g, '_');
        reply.header('content-disposition', `attachment; filename="extraction-${name}.csv"`);
        return reply.type('text/csv; charset=utf-8').send(csv);
      }
      if (req.query.format === 'xlsx') {
        const xlsx = await svc.exportXlsx(orgId, req.params.thread_id);
        const name = req.params.thread_id.replace(/[^A-Za-z0-9_-]/g, '_');
        reply.header('content-disposition', `attachment; filename="extraction-${name}.xlsx"`);
        return reply.type(XLSX_TYPE).send(xlsx as never);
      }
      return reply.type('application/json; charset=utf-8').send(await svc.exportJson(orgId, req.params.thread_id));
    },
  );
}
