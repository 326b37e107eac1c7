import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { presentKey } from '../../domain/auth/api-keys.js';
import { errors } from '../../errors/catalogue.js';

const KeyMeta = Type.Object({
  prefix: Type.String({ description: 'the first characters of the key, for recognising it' }),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Type.Union([Type.Integer(), Type.Null()], { description: 'user id; null when created from the command line or the user was removed' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const CreatedKey = Type.Intersect([KeyMeta, Type.Object({ key: Type.String({ description: 'the secret; shown only in this response' }) })]);

/** `/api/keys/`: the organisation API key, managed by a signed-in owner or admin (an API key gets 403). */
export function keyRoutes(app: App, deps: RouteDeps<Services>) {
  const { apiKeys } = deps.services;
  const tags = ['keys'];

  async function manager(req: FastifyRequest, reply: FastifyReply) {
    await deps.auth.personal(req, reply);
    const role = principalOf(req).role;
    if (role !== 'owner' && role !== 'admin') throw errors.forbidden('permission_denied', 'only owners and admins manage the API key');
  }

  app.post(
    '/api/keys/',
    {
      preHandler: manager,
      schema: { tags, summary: "Create the organisation's API key, replacing any previous one", response: { 201: CreatedKey, ...errorResponses(401, 403) } },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const { secret, key } = await apiKeys.create(p.orgId, p.userId);
      return reply.status(201).send({ key: secret, ...presentKey(key) });
    },
  );

  app.get(
    '/api/keys/',
    { preHandler: manager, schema: { tags, summary: 'Metadata of the active key (never the secret)', response: { 200: KeyMeta, ...errorResponses(401, 403, 404) } } },
    async (req) => {
      const key = await apiKeys.active(principalOf(req).orgId);
      if (!key) throw errors.notFound('API key');
      return presentKey(key);
    },
  );

  app.delete(
    '/api/keys/',
    { preHandler: manager, schema: { tags, summary: 'Revoke the active key', response: { 204: Type.Null(), ...errorResponses(401, 403, 404) } } },
    async (req, reply) => {
      if (!(await apiKeys.revoke(principalOf(req).orgId))) throw errors.notFound('API key');
      return reply.status(204).send(null);
    },
  );
}
