import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import { readUpload, registerUploadParsers } from '../upload-body.js';
import type { Services } from '../../services/index.js';
import type { KbFile as KbFileRow } from '../../domain/kb/service.js';
import { errors } from '../../errors/catalogue.js';
import { JsonUpload, MultipartUpload } from './attachments.js';
import { uploadBody } from '../openapi.js';
import { SkippedDuplicate, SkippedUnsupported } from './attachment-schemas.js';

const KbFile = Type.Object(
  { id: Type.Integer(), file_name: Type.String(), file_type: Type.String(), created_at: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);

const KbJsonUpload = Type.Omit(JsonUpload, ['struct_version_id', 'target_language'], { title: 'KbJsonUpload', additionalProperties: false });
const KbMultipartUpload = Type.Omit(MultipartUpload, ['struct_version_id', 'target_language'], { title: 'KbMultipartUpload', additionalProperties: false });

const KbUploadResponse = Type.Object({
  created: Type.Array(KbFile),
  skipped_duplicates: Type.Array(SkippedDuplicate),
  skipped_unsupported: Type.Array(SkippedUnsupported),
});

function present(f: KbFileRow) {
  return { id: f.id, file_name: f.file_name, file_type: f.file_type, created_at: new Date(f.created_at).toISOString() };
}

/** The signed-in user's knowledge base (personal routes: an API key gets 403). */
export async function kbRoutes(root: App, deps: RouteDeps<Services>) {
  const { kb, attachments } = deps.services;
  const limits = deps.config.uploads;
  const tags = ['knowledge base'];

  await root.register(async (scope) => {
    const app = scope as unknown as App;
    await registerUploadParsers(app, limits);
    app.post(
      '/api/v2/kb/files/',
      {
        preHandler: deps.auth.personal,
        schema: {
          tags,
          summary: 'Add files to your knowledge base',
          description: 'Same body forms, limits and accepted types as the chat upload (without struct_version_id/target_language).',
          ...uploadBody(KbJsonUpload, KbMultipartUpload),
          response: { 201: KbUploadResponse, ...errorResponses(400, 401, 403, 413, 415, 507) },
        },
      },
      async (req, reply) => {
        const p = principalOf(req);
        const staging = await attachments.stage(p.orgId);
        const fields = await readUpload(req, staging, limits);
        if ((fields.struct_version_id ?? null) !== null || (fields.target_language ?? null) !== null) {
          await staging.abort();
          throw errors.validation('knowledge-base uploads take only files', [{ path: '/', message: 'only files' }]);
        }
        const r = await kb.commit(staging, { orgId: p.orgId, userId: p.userId! });
        return reply.status(201).send({
          created: r.created.map(present),
          skipped_duplicates: r.skipped_duplicates as { file_name: string; reason: 'duplicate' }[],
          skipped_unsupported: r.skipped_unsupported as { file_name: string; reason: 'unsupported_type' | 'too_large' }[],
        });
      },
    );
  });

  root.get(
    '/api/v2/kb/files/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.personal,
      schema: { tags, summary: 'Your knowledge-base files, newest first', querystring: PageQuery, response: { 200: Paginated(KbFile), ...errorResponses(400, 401, 403) } },
    },
    async (req) => {
      const p = principalOf(req);
      const pp = pageParams(req.query);
      const r = await kb.list(p.orgId, p.userId!, pp.limit, pp.offset);
      return pageBody(req, pp, r.count, r.rows.map(present));
    },
  );

  root.delete(
    '/api/v2/kb/files/:id/',
    {
      preHandler: deps.auth.personal,
      schema: {
        tags,
        summary: 'Delete one of your knowledge-base files (copies in chats stay)',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      await kb.delete(p.orgId, p.userId!, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
