import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import { multipartLimits, readMultipartUpload } from '../upload-body.js';
import type { Services } from '../../services/index.js';
import { validIdempotencyKey, type IngestedDocument } from '../../domain/ingest/documents.js';
import { errors } from '../../errors/catalogue.js';
import { ChatAttachment, presentAttachment } from './attachment-schemas.js';
import { AGENT_VERSION_HEADER, ingestGuard } from './ingest.js';

/** Header carrying the client's idempotency key (the form field `idempotency_key` may carry it instead). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Response header: true when the answer is the stored result of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const Ingested = Type.Object({
  id: Type.Integer(),
  idempotency_key: Type.String(),
  outcome: Type.Union([Type.Literal('created'), Type.Literal('duplicate')], { description: 'duplicate: the chat already held these bytes; attachment is that document' }),
  chat_id: Type.Union([Type.String(), Type.Null()], { description: 'the chat the document went to (the inbox chat when no target was named); null for a batch target' }),
  batch_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the batch the document joined; null for a chat target' }),
  file_name: Type.String(),
  attachment: Type.Union([ChatAttachment, Type.Null()], { description: 'null once the attachment was deleted' }),
  created_at: Type.String({ format: 'date-time' }),
});

function present(d: IngestedDocument) {
  return {
    id: d.id,
    idempotency_key: d.idempotency_key,
    outcome: d.outcome,
    chat_id: d.batch_id === null ? d.chat_public_id : null,
    batch_id: d.batch_id,
    file_name: d.file_name,
    attachment: d.attachment ? presentAttachment(d.attachment) : null,
    created_at: new Date(d.created_at).toISOString(),
  };
}

const FIELDS = ['idempotency_key', 'chat_id', 'batch_id'] as const;

/** `/api/v2/ingest/documents/`: one document from a desktop agent, idempotent by the client's key. */
export async function ingestDocumentRoutes(root: App, deps: RouteDeps<Services>) {
  const { attachments, ingestDocuments } = deps.services;
  const limits = { maxUploadBytes: deps.config.uploads.maxUploadBytes, maxFilesPerRequest: 1 };
  const tags = ['ingest'];
  const headers = Type.Object({
    [AGENT_VERSION_HEADER]: Type.Optional(Type.String({ description: 'the agent version, MAJOR.MINOR.PATCH' })),
    [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ description: 'the client idempotency key (or the form field idempotency_key)' })),
  });

  await root.register(async (scope) => {
    const app = scope as unknown as App;
    await app.register(multipart, { limits: multipartLimits(limits), throwFileSizeLimit: false });

    app.post(
      '/api/v2/ingest/documents/',
      {
        preHandler: ingestGuard(deps, 'ingest:write'),
        schema: {
          tags,
          summary: 'Send one document from the desktop agent (scope ingest:write)',
          description:
            'multipart/form-data: file field `file` (exactly one); text fields `idempotency_key` (unless the Idempotency-Key header is sent), ' +
            'optional target `chat_id` (default: the user\'s inbox chat) or `batch_id` (the document joins the batch with its pinned version or classification), ' +
            '`struct_version_id`, `target_language` (not with `batch_id`). ' +
            '201 for a new document; 200 with Idempotent-Replayed: true when the key was used before with the same bytes and target; 409 idempotency_key_reused otherwise.',
          headers,
          response: { 200: Ingested, 201: Ingested, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 426) },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw errors.unsupportedMediaType('ingest documents are sent as multipart/form-data');
        const p = principalOf(req);
        const staging = await attachments.stage(p.orgId);
        const fields = await readMultipartUpload(req, staging, limits, { fileField: 'file', extraFields: FIELDS });
        const header = req.headers[IDEMPOTENCY_HEADER];
        const fromHeader = typeof header === 'string' ? header : undefined;
        const key = fromHeader ?? fields.idempotency_key;
        try {
          if (!validIdempotencyKey(key) || (fromHeader !== undefined && fields.idempotency_key !== undefined && fields.idempotency_key !== fromHeader)) {
            throw errors.invalidIdempotencyKey();
          }
          if (fields.batch_id !== undefined) {
            if (fields.chat_id !== undefined) throw errors.validation('send either chat_id or batch_id', [{ path: '/batch_id', message: 'not together with chat_id' }]);
            if (fields.struct_version_id !== undefined || fields.target_language !== undefined) {
              throw errors.validation('a batch document takes the batch\'s version and language', [{ path: '/batch_id', message: 'not together with struct_version_id or target_language' }]);
            }
            if (!/^[1-9][0-9]{0,15}$/.test(fields.batch_id) || !Number.isSafeInteger(Number(fields.batch_id))) throw errors.notFound('batch');
          }
          if (fields.chat_id !== undefined && (fields.chat_id.length < 1 || fields.chat_id.length > 64)) throw errors.notFound('chat');
        } catch (e) {
          await staging.abort();
          throw e;
        }
        const r = await ingestDocuments.ingest(staging, {
          orgId: p.orgId,
          userId: p.userId!,
          key: key as string,
          chatPublicId: fields.chat_id ?? null,
          batchId: fields.batch_id === undefined ? null : Number(fields.batch_id),
          pinning: () => attachments.resolvePinning(p.orgId, { structVersionId: fields.struct_version_id, targetLanguage: fields.target_language ?? '' }),
        });
        return reply.status(r.replayed ? 200 : 201).header(REPLAYED_HEADER, String(r.replayed)).send(present(r.document));
      },
    );
  });

  root.get(
    '/api/v2/ingest/documents/:id/',
    {
      preHandler: ingestGuard(deps, 'ingest:read'),
      schema: {
        tags,
        summary: "An ingested document's processing status (scope ingest:read)",
        headers: Type.Object({ [AGENT_VERSION_HEADER]: Type.Optional(Type.String()) }),
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: { 200: Ingested, ...errorResponses(400, 401, 403, 404, 426) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return present(await ingestDocuments.status(p.orgId, p.userId!, req.params.id));
    },
  );
}
