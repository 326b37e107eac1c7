import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import { uploadBody } from '../openapi.js';
import type { App } from '../types.js';
import { errors } from '../../errors/catalogue.js';
import { readUpload, registerUploadParsers, type UploadFields } from '../upload-body.js';
import type { Services } from '../../services/index.js';
import type { Staging } from '../../domain/attachments/staging.js';
import { AttachmentParams, ChatAttachment, contentDisposition, presentAttachment, presentUpload, ThreadParams, UploadResponse } from './attachment-schemas.js';

// type lists instead of unions: with coercion on, a union would turn 0 into null and accept it
const PinFields = {
  struct_version_id: Type.Optional(
    Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, description: 'struct version to pin for schema-guided extraction' }),
  ),
  target_language: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 10, description: 'ISO 639-1 code, optionally with a region: de, pt-BR' }),
  ),
};

/** The JSON form of an upload: each file as its name and base64 content. */
export const JsonUpload = Type.Object(
  {
    files: Type.Array(
      Type.Object(
        { file_name: Type.String({ maxLength: 20_000 }), content_base64: Type.String({ description: 'standard base64 (RFC 4648), no line breaks' }) },
        { additionalProperties: false },
      ),
    ),
    ...PinFields,
  },
  { title: 'JsonUpload', additionalProperties: false },
);

/** The multipart form of an upload, as documented: repeated binary `files` and the optional pin fields as text. */
export const MultipartUpload = Type.Object(
  {
    files: Type.Array(Type.String({ format: 'binary' }), { description: 'one part per file, each with its file name' }),
    struct_version_id: Type.Optional(Type.Integer({ minimum: 1, description: 'struct version to pin for schema-guided extraction' })),
    target_language: Type.Optional(Type.String({ maxLength: 10, description: 'ISO 639-1 code, optionally with a region: de, pt-BR' })),
  },
  { title: 'MultipartUpload', additionalProperties: false },
);

/** Upload, list, read, delete, download and link chat attachments; copy knowledge-base files into a chat. */
export async function attachmentRoutes(root: App, deps: RouteDeps<Services>) {
  const { chats, attachments } = deps.services;
  const limits = deps.config.uploads;
  const tags = ['attachments'];

  /** Validates the pin fields and writes the staged files to the chat; blobs are removed on any failure. */
  async function commit(staging: Staging, orgId: number, chatId: number, userId: number | null, fields: UploadFields) {
    let pinning;
    try {
      pinning = await attachments.resolvePinning(orgId, {
        structVersionId: fields.struct_version_id,
        targetLanguage: fields.target_language ?? '',
      });
    } catch (e) {
      await staging.abort();
      throw e;
    }
    return attachments.commitToChat(staging, { orgId, chatId, userId, pinning });
  }

  // multipart parsing is registered only for the upload routes, with explicit limits
  await root.register(async (scope) => {
    const app = scope as unknown as App;
    await registerUploadParsers(app, limits);

    app.post(
      '/api/v2/chats/:thread_id/attachments/',
      {
        preHandler: deps.auth.required,
        schema: {
          tags,
          summary: 'Upload document(s) to a chat',
          description:
            "multipart/form-data: repeated file field `files`, optional text fields `struct_version_id` and `target_language`. " +
            'application/json: `{"files":[{"file_name":"a.pdf","content_base64":"..."}],"struct_version_id":1,"target_language":"de"}`.',
          params: ThreadParams,
          ...uploadBody(JsonUpload, MultipartUpload),
          response: { 201: UploadResponse, ...errorResponses(400, 401, 404, 413, 415, 507) },
        },
      },
      async (req, reply) => {
        const p = principalOf(req);
        const chat = await chats.get(p.orgId, req.params.thread_id);
        const staging = await attachments.stage(p.orgId);
        const fields = await readUpload(req, staging, limits);
        const r = await commit(staging, p.orgId, chat.id, p.userId, fields);
        return reply.status(201).send(presentUpload(r));
      },
    );
  });

  root.post(
    '/api/v2/chats/:thread_id/attachments/kb/',
    {
      preHandler: deps.auth.personal,
      schema: {
        tags,
        summary: "Copy the caller's knowledge-base files into a chat",
        description: 'A personal route: an organisation API key gets 403.',
        params: ThreadParams,
        body: Type.Object(
          { kb_file_ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { minItems: 1 }), ...PinFields },
          { additionalProperties: false },
        ),
        response: { 201: UploadResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      if (req.body.kb_file_ids.length > limits.maxFilesPerRequest) {
        throw errors.tooManyFiles(limits.maxFilesPerRequest);
      }
      const pinning = await attachments.resolvePinning(p.orgId, {
        structVersionId: req.body.struct_version_id as number | null | undefined,
        targetLanguage: (req.body.target_language as string | null | undefined) ?? '',
      });
      const r = await attachments.copyFromKb({ orgId: p.orgId, chatId: chat.id, userId: p.userId!, kbFileIds: req.body.kb_file_ids, pinning });
      return reply.status(201).send(presentUpload(r));
    },
  );

  root.post(
    '/api/v2/chats/:thread_id/attachments/link/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Link an attachment of another chat of the organisation into this chat',
        description: '201 when linked, 200 when the attachment is already in the chat; 409 `duplicate` when the chat holds other documents with the same bytes.',
        params: ThreadParams,
        body: Type.Object({ attachment_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false }),
        response: { 200: ChatAttachment, 201: ChatAttachment, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      const r = await attachments.link(p.orgId, chat.id, req.body.attachment_id);
      return reply.status(r.created ? 201 : 200).send(presentAttachment(r.attachment));
    },
  );

  root.get(
    '/api/v2/chats/:thread_id/attachments/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: "A chat's attachments (uploaded and linked), oldest first",
        description:
          '`needs_review=true`: only attachments whose extraction result needs review; `needs_review=false`: only attachments with an extraction result that does not. Attachments without a result are left out by either.',
        params: ThreadParams,
        querystring: Type.Object({
          ...PageQuery.properties,
          needs_review: Type.Optional(Type.Boolean({ description: 'filter on the extraction result needing review' })),
        }),
        response: { 200: Paginated(ChatAttachment), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      let pp: ReturnType<typeof pageParams>;
      try {
        pp = pageParams(req.query);
      } catch (e) {
        await chats.get(p.orgId, req.params.thread_id); // an unknown chat answers 404 before a bad page
        throw e;
      }
      // the chat and its page in one query
      const r = await attachments.listInThread(p.orgId, req.params.thread_id, pp.limit, pp.offset, { needsReview: req.query.needs_review });
      return pageBody(req, pp, r.count, r.rows.map(presentAttachment));
    },
  );

  root.get(
    '/api/v2/chats/:thread_id/attachments/:id/',
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'One attachment as seen from the chat', params: AttachmentParams, response: { 200: ChatAttachment, ...errorResponses(400, 401, 404) } },
    },
    async (req) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      return presentAttachment(await attachments.get(p.orgId, chat.id, req.params.id));
    },
  );

  root.delete(
    '/api/v2/chats/:thread_id/attachments/:id/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Remove an attachment from the chat',
        description: 'Deletes the document when the chat is its home chat (with its links elsewhere); unlinks it when it was linked in.',
        params: AttachmentParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      await attachments.remove(p.orgId, chat.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  root.get(
    '/api/v2/chats/:thread_id/attachments/:id/download/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Download the original document',
        params: AttachmentParams,
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      const d = await attachments.download(p.orgId, chat.id, req.params.id);
      reply
        .header('content-type', d.attachment.mime_type)
        .header('content-disposition', contentDisposition(d.attachment.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(d.stream);
    },
  );
}
