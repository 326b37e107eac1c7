import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import { readUpload, registerUploadParsers } from '../upload-body.js';
import type { Services } from '../../services/index.js';
import { errors } from '../../errors/catalogue.js';
import { presentUpload, UploadResponse } from './attachment-schemas.js';
import { JsonUpload, MultipartUpload } from './attachments.js';
import { uploadBody } from '../openapi.js';
import { Ratio, Score } from './schema-tests.js';

const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[-a-zA-Z0-9_]+$' });
const SlugParams = Type.Object({ slug: Slug });
const MAX_VERSION_NUMBER = 2_147_483_647;
const VersionRef = Type.Union([Type.Literal('draft'), Type.Integer({ minimum: 1, maximum: MAX_VERSION_NUMBER })]);

const FullTest = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Literal('full'),
    struct_slug: Type.String(),
    documents: Type.Array(Type.Object({ attachment_id: Type.Integer(), file_name: Type.String(), pages: Type.Integer(), fully_reviewed: Type.Boolean() })),
    runs: Type.Array(
      Type.Object({
        version: VersionRef,
        struct_version_id: Type.Union([Type.Integer(), Type.Null()]),
        per_field: Type.Array(Type.Object({ path: Type.String(), ...Score })),
        summary: Type.Object(Score),
        differences: Type.Array(
          Type.Object({ attachment_id: Type.Integer(), path: Type.String(), expected: Type.Unknown(), value: Type.Unknown(), match: Type.String() }),
        ),
      }),
    ),
    comparison: Type.Union([
      Type.Object({
        from: VersionRef,
        to: VersionRef,
        fields: Type.Array(
          Type.Object({
            path: Type.String(),
            before: Ratio,
            after: Ratio,
            change: Type.Union([Type.Literal('better'), Type.Literal('worse'), Type.Literal('same'), Type.Literal('new'), Type.Literal('gone')]),
          }),
        ),
      }),
      Type.Null(),
    ]),
    credits_spent: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'FullTest' },
);

/** The struct builder (sample uploads, proposals, accepting them) and the Full Test. */
export async function builderRoutes(root: App, deps: RouteDeps<Services>) {
  const { builder, fullTests } = deps.services;
  const limits = { maxUploadBytes: deps.config.uploads.maxUploadBytes, maxFilesPerRequest: deps.config.uploads.maxFilesPerRequest, maxJsonBodyBytes: deps.config.uploads.maxJsonBodyBytes };
  const tags = ['structs'];

  await root.register(async (scope) => {
    const app = scope as unknown as App;
    await registerUploadParsers(app, limits);
    app.post(
      '/api/v2/structs/:slug/samples/',
      {
        preHandler: deps.auth.required,
        schema: {
          tags,
          summary: "Upload a sample document to a struct (the builder's input)",
          description:
            'One file, as multipart `files` or JSON `{"files":[{"file_name","content_base64"}]}`. It is stored in the struct\'s samples chat, ' +
            'processed and billed like any upload (CREDITS_PER_PAGE per page), and becomes the struct\'s sample. See docs/builder.md.',
          params: SlugParams,
          ...uploadBody(JsonUpload, MultipartUpload),
          response: {
            201: Type.Object({ ...UploadResponse.properties, attachment_id: Type.Union([Type.Integer(), Type.Null()]), struct: Type.Ref('Struct') }),
            ...errorResponses(400, 401, 404, 409, 413, 415, 507),
          },
        },
      },
      async (req, reply) => {
        const p = principalOf(req);
        await deps.services.structs.get(p.orgId, req.params.slug);
        const staging = await deps.services.attachments.stage(p.orgId);
        await readUpload(req, staging, limits);
        if (staging.count() > 1) {
          await staging.abort();
          throw errors.tooManyFiles(1);
        }
        const r = await builder.uploadSample(p.orgId, req.params.slug, p.userId, staging);
        const struct = await deps.services.structs.get(p.orgId, req.params.slug);
        return reply.status(201).send({ ...presentUpload(r), attachment_id: r.attachment_id, struct });
      },
    );
  });

  root.post(
    '/api/v2/structs/:slug/proposals/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Propose fields from the sample document',
        description:
          "Reads the struct's sample (or `attachment_id`, which becomes the sample) and stores proposed fields in `latest_proposals_json`, the sample's sections in " +
          '`parsed_sections` and its summary in `sample_attachment.summary`; the draft is unchanged. Costs CREDITS_PER_PROPOSAL. ' +
          '409 `no_sample` / `sample_not_ready`; 402 `insufficient_credits`. See docs/builder.md.',
        params: SlugParams,
        body: Type.Object({ attachment_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) }, { additionalProperties: false }),
        response: { 201: Type.Ref('Struct'), ...errorResponses(400, 401, 402, 404, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await builder.propose(principalOf(req).orgId, req.params.slug, req.body ?? {})),
  );

  root.post(
    '/api/v2/structs/:slug/proposals/accept/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Accept proposed fields into the draft',
        description: 'Adds the named proposals (all when `fields` is omitted) to the draft schema, with their labels as annotations. Free. 409 `no_proposals`; 400 `unknown_proposals`.',
        params: SlugParams,
        body: Type.Object({ fields: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 500 })) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Struct'), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => builder.accept(principalOf(req).orgId, req.params.slug, req.body ?? {}),
  );

  root.post(
    '/api/v2/structs/:slug/full-tests/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Full Test: run the draft or versions over every reviewed document of the struct',
        description:
          'Scores each field against the values people confirmed or corrected; with two versions, `comparison` says which fields got better or worse. ' +
          'Costs CREDITS_PER_FULL_TEST_PAGE per page of each document for each version; 402 before anything runs. 409 `no_reviewed_documents`.',
        params: SlugParams,
        body: Type.Object({ versions: Type.Optional(Type.Array(VersionRef, { minItems: 1, maxItems: 2 })) }, { additionalProperties: false }),
        response: { 201: FullTest, ...errorResponses(400, 401, 402, 404, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await fullTests.run(principalOf(req).orgId, req.params.slug, { versions: req.body?.versions ?? ['draft'] })),
  );

  root.get(
    '/api/v2/structs/:slug/full-tests/:id/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'A stored Full Test',
        params: Type.Object({ slug: Slug, id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: { 200: FullTest, ...errorResponses(401, 404) },
      },
    },
    async (req) => fullTests.get(principalOf(req).orgId, req.params.slug, req.params.id),
  );
}
