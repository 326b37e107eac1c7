import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { errors } from '../../errors/catalogue.js';

/** Version numbers are 32-bit integers in the database. */
const MAX_VERSION_NUMBER = 2_147_483_647;

const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[-a-zA-Z0-9_]+$' });
/** A share, null when nothing was counted. */
export const Ratio = Type.Union([Type.Number(), Type.Null()]);
/** The counts and ratios of one scored field or run. */
export const Score = {
  correct: Type.Integer(),
  wrong: Type.Integer(),
  missing: Type.Integer(),
  unexpected: Type.Integer(),
  accuracy: Ratio,
  precision: Ratio,
  recall: Ratio,
  f1: Ratio,
};
const Outcome = Type.Object({
  path: Type.String(),
  value: Type.Unknown(),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  expected: Type.Unknown(),
  match: Type.Union([Type.Literal('correct'), Type.Literal('wrong'), Type.Literal('missing'), Type.Literal('unexpected'), Type.Null()]),
});
const SchemaTestBody = Type.Object(
  {
    id: Type.Integer(),
    struct_slug: Type.String(),
    version: Type.Union([Type.Literal('draft'), Type.Integer()]),
    struct_version_id: Type.Union([Type.Integer(), Type.Null()]),
    credits_spent: Type.Integer(),
    attachments: Type.Array(
      Type.Object({
        attachment_id: Type.Integer(),
        pages: Type.Integer(),
        credits: Type.Integer(),
        extractor: Type.String(),
        data: Type.Object({}, { additionalProperties: true }),
        problems: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })),
        fields: Type.Array(Outcome),
        score: Type.Object(Score),
      }),
    ),
    per_field: Type.Array(Type.Object({ path: Type.String(), ...Score })),
    summary: Type.Object(Score),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'SchemaTest' },
);

/** Schema tests: run a struct's draft or a version against chosen attachments and score it. */
export function schemaTestRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.extraction.tests;
  app.post(
    '/api/v2/structs/:slug/tests/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['structs'],
        summary: "Test a struct's draft or a version against attachments",
        description:
          'Runs synchronously on at most SCHEMA_TEST_MAX_ATTACHMENTS completed attachments of the organisation. ' +
          'Costs CREDITS_PER_PAGE per page of each attachment; 402 `insufficient_credits` when the balance is short (nothing is debited). ' +
          '409 `attachment_not_completed` / `document_unavailable`; 404 for an unknown or other-tenant struct, version or attachment.',
        params: Type.Object({ slug: Slug }),
        body: Type.Object(
          {
            attachment_ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { minItems: 1, maxItems: 200 }),
            // a version number is a 32-bit integer in the database; larger ones are refused, not looked up
            version: Type.Union([Type.Literal('draft'), Type.Integer({ minimum: 1, maximum: MAX_VERSION_NUMBER })]),
            expected: Type.Optional(
              Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Object({}, { additionalProperties: true }), {
                description: 'per attachment id, the expected data (nested like data, or keyed by JSON pointer)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: SchemaTestBody, ...errorResponses(400, 401, 402, 404, 409) },
      },
    },
    async (req, reply) => {
      // with type coercion a JSON literal too large for a double (1e400) can slip through the union as Infinity
      const v = req.body.version;
      if (typeof v === 'number' && !(Number.isSafeInteger(v) && v >= 1 && v <= MAX_VERSION_NUMBER)) {
        throw errors.validation('request body is invalid', [{ path: '/version', message: `must be 'draft' or an integer from 1 to ${MAX_VERSION_NUMBER}` }]);
      }
      const out = await svc.run(principalOf(req).orgId, req.params.slug, req.body);
      return reply.status(201).send(out);
    },
  );
  app.get(
    '/api/v2/structs/:slug/tests/:id/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['structs'],
        summary: 'A stored schema test run',
        params: Type.Object({ slug: Slug, id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: { 200: SchemaTestBody, ...errorResponses(401, 404) },
      },
    },
    async (req) => svc.get(principalOf(req).orgId, req.params.slug, req.params.id),
  );
}
