import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { Paginated, errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { errors } from '../../errors/catalogue.js';
import type { StructInput } from '../../domain/structs/service.js';
import { checkStructBody } from './structs-input.js';
import {
  READ_ONLY_FIELDS,
  SHARED_SCHEMAS,
  SlugParams,
  StructCreateBody,
  StructListQuery,
  StructUpdateBody,
  VersionParams,
  WRITABLE_FIELDS,
} from './structs-schemas.js';

const TAGS = ['structs'];
const Full = Type.Ref('Struct');
const VersionSummaryRef = Type.Ref('StructVersionSummary');
const PublishBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false });

/** Refuses read-only and unknown body fields with one pointer each (before schema validation, for clearer messages). */
async function refuseReadOnly(req: FastifyRequest) {
  const b = req.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return;
  checkStructBody(b);
  const details = Object.keys(b)
    .filter((k) => !WRITABLE_FIELDS.has(k))
    .map((k) => ({
      path: `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      message: READ_ONLY_FIELDS.has(k)
        ? k === 'status'
          ? 'read-only: status changes through publish, archive (DELETE) and restore'
          : k === 'mode'
            ? 'read-only: set schema_json.mode'
            : 'read-only field'
        : 'unknown field',
    }));
  if (details.length) throw errors.validation('the body has read-only or unknown fields', details);
  // checked before validation: type coercion would read null as 0
  if ((b as Record<string, unknown>).review_threshold === null) {
    throw errors.validation('review_threshold must be a number', [{ path: '/review_threshold', message: 'must be a number from 0 to 1' }]);
  }
}

/** Struct drafts, versions, archive and restore under /api/v2/structs/. */
export function structRoutes(app: App, deps: RouteDeps<Services>) {
  for (const s of SHARED_SCHEMAS) app.addSchema(s);
  const svc = deps.services.structs;
  // authenticate before the body is parsed or validated: callers without a credential learn nothing
  const auth = { onRequest: deps.auth.required };
  const orgOf = (req: FastifyRequest) => principalOf(req).orgId;

  app.post(
    '/api/v2/structs/',
    {
      ...auth,
      preValidation: refuseReadOnly,
      schema: {
        tags: TAGS,
        summary: 'Create a draft struct (free of charge)',
        body: StructCreateBody,
        response: { 201: Full, ...errorResponses(400, 401, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await svc.create(orgOf(req), req.body as StructInput)),
  );

  app.get(
    '/api/v2/structs/',
    {
      config: { responseCache: true },
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'List structs (archived ones only with status=archived)',
        querystring: StructListQuery,
        response: { 200: Paginated(Type.Ref('StructSummary')), ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const p = pageParams(req.query);
      const { status, mode, search } = req.query;
      const { count, results } = await svc.list(orgOf(req), { status, mode, search: search || undefined }, p.limit, p.offset);
      return pageBody(req, p, count, results);
    },
  );

  app.get(
    '/api/v2/structs/:slug/',
    { ...auth, schema: { tags: TAGS, summary: 'Struct detail (full projection)', params: SlugParams, response: { 200: Full, ...errorResponses(401, 404) } } },
    async (req) => svc.get(orgOf(req), req.params.slug),
  );

  app.patch(
    '/api/v2/structs/:slug/',
    {
      ...auth,
      preValidation: refuseReadOnly,
      schema: {
        tags: TAGS,
        summary: 'Update the draft (partial); answers the full projection',
        params: SlugParams,
        body: StructUpdateBody,
        response: { 200: Full, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => svc.update(orgOf(req), req.params.slug, req.body as StructInput),
  );

  app.delete(
    '/api/v2/structs/:slug/',
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Archive the struct; answers the full projection', params: SlugParams, response: { 200: Full, ...errorResponses(401, 404) } },
    },
    async (req) => svc.archive(orgOf(req), req.params.slug),
  );

  app.post(
    '/api/v2/structs/:slug/restore/',
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Restore an archived struct', params: SlugParams, response: { 200: Full, ...errorResponses(401, 404) } },
    },
    async (req) => svc.restore(orgOf(req), req.params.slug),
  );

  app.post(
    '/api/v2/structs/:slug/publish/',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Publish the draft as a new current version',
        description: 'Optional JSON body `{"note": "…"}` (at most 2000 characters): a note shown in the version history.',
        params: SlugParams,
        body: PublishBody,
        response: { 200: Full, ...errorResponses(400, 401, 404, 409) },
      },
      // the body is optional: a request without one is read as {}
      preValidation: async (req) => {
        if (req.body === undefined || req.body === null) req.body = {};
      },
    },
    async (req) => svc.publish(orgOf(req), req.params.slug, principalOf(req).userId, (req.body.note ?? '').trim()),
  );

  app.get(
    '/api/v2/structs/:slug/versions/',
    {
      config: { responseCache: true },
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'List versions, newest first',
        params: SlugParams,
        querystring: Type.Object({ page: StructListQuery.properties.page, page_size: StructListQuery.properties.page_size }),
        response: { 200: Paginated(VersionSummaryRef), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const p = pageParams(req.query);
      const { count, results } = await svc.versions(orgOf(req), req.params.slug, p.limit, p.offset);
      return pageBody(req, p, count, results);
    },
  );

  app.get(
    '/api/v2/structs/:slug/versions/:version_number/',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Version detail with its schema body',
        params: VersionParams,
        response: { 200: Type.Ref('StructVersion'), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => svc.version(orgOf(req), req.params.slug, req.params.version_number),
  );

  app.get(
    '/api/v2/struct-versions/:id/',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'A version by its global id, with its struct slug',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: {
          200: Type.Ref('StructVersionById'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => svc.versionById(orgOf(req), req.params.id),
  );

  app.post(
    '/api/v2/structs/:slug/versions/:version_number/deprecate/',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Deprecate a version (idempotent)',
        params: VersionParams,
        response: { 200: VersionSummaryRef, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => svc.deprecate(orgOf(req), req.params.slug, req.params.version_number),
  );
}
