import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import { errors } from '../../errors/catalogue.js';
import { readUpload, registerUploadParsers } from '../upload-body.js';
import { uploadBody } from '../openapi.js';
import type { Services } from '../../services/index.js';
import { presentUpload } from './attachment-schemas.js';
import { JsonUpload, MultipartUpload } from './attachments.js';
import { Batch, BatchCreated, BatchDocumentBody, BatchParams, presentBatch, presentBatchDocument } from './batch-schemas.js';
import { XLSX_TYPE } from './extraction.js';

const NAME_MAX = 200;

const JsonBatchUpload = Type.Object(
  { ...JsonUpload.properties, name: Type.Optional(Type.String({ maxLength: NAME_MAX, description: 'a name to recognise the batch by' })) },
  { additionalProperties: false },
);

const MultipartBatchUpload = Type.Object(
  { ...MultipartUpload.properties, name: Type.Optional(Type.String({ maxLength: NAME_MAX, description: 'a name to recognise the batch by' })) },
  { title: 'MultipartBatchUpload' },
);

const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

const ExportJson = Type.Object({
  batch_id: Type.Integer(),
  count: Type.Integer(),
  results: Type.Array(Type.Object({}, { additionalProperties: true, description: 'the extraction result of a document, as in the chat export' })),
});

/** Trims a batch name; 400 when it is too long or holds control characters. */
function batchName(raw: string | null | undefined): string {
  const name = (raw ?? '').trim();
  if (/[\u0000-\u001f\u007f]/.test(name)) throw errors.invalidText('/name');
  if (name.length > NAME_MAX) throw errors.validation(`name must be at most ${NAME_MAX} characters`, [{ path: '/name', message: `at most ${NAME_MAX} characters` }]);
  return name;
}

/** Batches: create (multipart or JSON like the chat upload), list, detail, delete, documents and exports. */
export async function batchRoutes(root: App, deps: RouteDeps<Services>) {
  const { batches, attachments } = deps.services;
  const results = deps.services.extraction.results;
  const limits = deps.config.uploads;
  const tags = ['batches'];

  await root.register(async (scope) => {
    const app = scope as unknown as App;
    await registerUploadParsers(app, limits);
    app.post(
      '/api/v2/batches/',
      {
        preHandler: deps.auth.required,
        schema: {
          tags,
          summary: 'Create a batch of documents',
          description:
            'The same body as the chat upload (multipart `files` or JSON base64 files, same type, size and dedupe rules and per-file skips), plus an optional `name`. ' +
            'With `struct_version_id` every document is extracted with that version; without it each document is classified into the organisation\'s participating structs (docs/batches.md).',
          ...uploadBody(JsonBatchUpload, MultipartBatchUpload),
          response: { 201: BatchCreated, ...errorResponses(400, 401, 404, 413, 415, 507) },
        },
      },
      async (req, reply) => {
        const p = principalOf(req);
        const staging = await attachments.stage(p.orgId);
        const fields = await readUpload(req, staging, limits, { extraFields: ['name'] });
        let input;
        try {
          input = { name: batchName(fields.name), structVersionId: fields.struct_version_id, targetLanguage: fields.target_language ?? '' };
        } catch (e) {
          await staging.abort();
          throw e;
        }
        const r = await batches.create({ orgId: p.orgId, userId: p.userId }, staging, input);
        return reply.status(201).send({ batch: presentBatch(r.batch), ...presentUpload(r) });
      },
    );
  });

  root.get(
    '/api/v2/batches/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: { tags, summary: "The organisation's batches, newest first", querystring: PageQuery, response: { 200: Paginated(Batch), ...errorResponses(400, 401) } },
    },
    async (req) => {
      const p = principalOf(req);
      const pp = pageParams(req.query);
      const r = await batches.list(p.orgId, pp.limit, pp.offset);
      return pageBody(req, pp, r.count, r.rows.map(presentBatch));
    },
  );

  root.get(
    '/api/v2/batches/:batch_id/',
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'A batch with counts by state and overall progress', params: BatchParams, response: { 200: Batch, ...errorResponses(400, 401, 404) } },
    },
    async (req) => presentBatch(await batches.get(principalOf(req).orgId, req.params.batch_id)),
  );

  root.delete(
    '/api/v2/batches/:batch_id/',
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'Delete a batch with its documents', params: BatchParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 404) } },
    },
    async (req, reply) => {
      await batches.delete(principalOf(req).orgId, req.params.batch_id);
      return reply.status(204).send(null);
    },
  );

  root.get(
    '/api/v2/batches/:batch_id/documents/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: "A batch's documents, oldest first",
        description: 'Each with the ChatAttachment fields (`extraction_struct_version_id`: the version that produced its result) and its `classification`.',
        params: BatchParams,
        querystring: PageQuery,
        response: { 200: Paginated(BatchDocumentBody), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const pp = pageParams(req.query);
      const r = await batches.documents(p.orgId, req.params.batch_id, pp.limit, pp.offset);
      return pageBody(req, pp, r.count, r.rows.map(presentBatchDocument));
    },
  );

  root.get(
    '/api/v2/batches/:batch_id/export/',
    {
      preHandler: deps.auth.required,
      preValidation: async (req) => {
        const f = (req.query as { format?: unknown }).format;
        if (f !== undefined && !(EXPORT_FORMATS as readonly unknown[]).includes(f)) throw errors.invalidFormat(EXPORT_FORMATS);
      },
      schema: {
        tags,
        summary: "Export a batch's extraction results",
        description: 'format=json (default), csv or xlsx: the same layouts as the chat export; documents without a result (unclassified, failed) are left out.',
        params: BatchParams,
        querystring: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')], { default: 'json' })) }),
        response: {
          200: {
            description: 'the results',
            content: { 'application/json': { schema: ExportJson }, 'text/csv': { schema: Type.String() }, [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const orgId = principalOf(req).orgId;
      const b = await batches.get(orgId, req.params.batch_id);
      const file = `batch-${b.id}`;
      if (req.query.format === 'csv') {
        reply.header('content-disposition', `attachment; filename="${file}.csv"`);
        return reply.type('text/csv; charset=utf-8').send(await results.byChatId.csv(orgId, b.chat_id));
      }
      if (req.query.format === 'xlsx') {
        reply.header('content-disposition', `attachment; filename="${file}.xlsx"`);
        return reply.type(XLSX_TYPE).send((await results.byChatId.xlsx(orgId, b.chat_id)) as never);
      }
      const rows = await results.byChatId.json(orgId, b.chat_id);
      return reply.type('application/json; charset=utf-8').send({ batch_id: b.id, count: rows.length, results: rows });
    },
  );
}
