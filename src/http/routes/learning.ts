import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { PageQuery, Paginated, errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const TAGS = ['structs'];
const Params = Type.Object({ slug: Type.String() });
const Field = Type.String({ minLength: 1, maxLength: 1000, pattern: '^/', description: 'JSON pointer of one field, e.g. /invoice_number' });

const LearnedExample = Type.Object(
  {
    id: Type.Integer(),
    path: Type.String({ description: 'JSON pointer of the field' }),
    label: Type.Union([Type.String(), Type.Null()], { description: 'the text the value followed; null when nothing labelled it' }),
    relation: Type.Union([Type.Literal('same-line'), Type.Literal('right'), Type.Literal('below'), Type.Literal('none')], {
      description: 'where the value sat relative to its label',
    }),
    shape: Type.String({ description: 'the value as written with digits as 9 and letters as A/a' }),
    value: Type.Unknown({ description: 'the reviewed value' }),
    raw: Type.String({ description: 'the value as written in the document' }),
    attachment_id: Type.Integer({ description: 'the reviewed attachment it was learned from' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'LearnedExample' },
);

/** What extraction learned from reviewed documents of a struct: list and reset. */
export function learningRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.learning;
  const auth = { onRequest: deps.auth.required };
  const orgOf = (req: FastifyRequest) => principalOf(req).orgId;

  app.get(
    '/api/v2/structs/:slug/learned/',
    {
      config: { responseCache: true },
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'What extraction learned from reviewed documents of the struct, newest first',
        description: 'Each example is one field of one reviewed document; `per_field` counts the examples of every field. 404 for an unknown or other-tenant struct.',
        params: Params,
        querystring: Type.Object({ ...PageQuery.properties, field: Type.Optional(Field) }),
        response: {
          200: Type.Intersect([Paginated(LearnedExample), Type.Object({ per_field: Type.Array(Type.Object({ path: Type.String(), count: Type.Integer() })) })]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      const p = pageParams(req.query);
      const { count, results, per_field } = await svc.list(orgOf(req), req.params.slug, req.query.field ?? null, p.limit, p.offset);
      return { ...pageBody(req, p, count, results), per_field };
    },
  );

  app.delete(
    '/api/v2/structs/:slug/learned/',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Forget what extraction learned for the struct, or for one field of it',
        description: 'Later extractions use only the general rules for what was forgotten. 404 for an unknown or other-tenant struct.',
        params: Params,
        querystring: Type.Object({ field: Type.Optional(Field) }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await svc.reset(orgOf(req), req.params.slug, req.query.field ?? null);
      return reply.status(204).send(null);
    },
  );
}
