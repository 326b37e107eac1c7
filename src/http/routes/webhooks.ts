import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { EVENT_TYPES } from '../../domain/events/service.js';
import type { WebhookDelivery, WebhookEndpoint } from '../../domain/webhooks/service.js';
import { errors } from '../../errors/catalogue.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const EventType = Type.Union(EVENT_TYPES.map((t) => Type.Literal(t)));

const Endpoint = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  event_types: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  disabled_reason: Type.Union([Type.String(), Type.Null()], { description: 'why the endpoint was disabled (by a user, or after a run of failed deliveries)' }),
  consecutive_failures: Type.Integer({ description: 'deliveries failed in a row (each after all its retries)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const WithSecret = Type.Intersect([
  Endpoint,
  Type.Object({ secret: Type.String({ description: 'the signing secret (whsec_…); shown only in this response' }) }),
]);

const Delivery = Type.Object({
  id: Type.Integer(),
  endpoint_id: Type.Integer(),
  message_id: Type.String({ description: 'the webhook-id header; kept by redeliveries' }),
  event_type: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  last_response_code: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  last_attempt_at: NullableDate,
  completed_at: NullableDate,
  redelivery_of: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const DeliveryDetail = Type.Intersect([Delivery, Type.Object({ payload: Type.Unknown({ description: 'the JSON body sent' }) })]);

const Writable = {
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'https or http URL; private, loopback and link-local targets are refused' }),
  description: Type.String({ maxLength: 500 }),
  event_types: Type.Array(EventType, { minItems: 1, maxItems: EVENT_TYPES.length * 2, description: 'default: every event type' }),
  enabled: Type.Boolean(),
};

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const DeliveryParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  delivery_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

function presentEndpoint(e: WebhookEndpoint) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    event_types: e.event_types,
    enabled: e.enabled,
    disabled_reason: e.disabled_reason,
    consecutive_failures: e.consecutive_failures,
    created_at: iso(e.created_at)!,
    updated_at: iso(e.updated_at)!,
  };
}

function presentDelivery(d: WebhookDelivery) {
  return {
    id: d.id,
    endpoint_id: d.endpoint_id,
    message_id: d.message_id,
    event_type: d.event_type,
    status: d.status,
    attempts: d.attempts,
    last_response_code: d.last_response_code,
    last_error: d.last_error,
    last_attempt_at: iso(d.last_attempt_at),
    completed_at: iso(d.completed_at),
    redelivery_of: d.redelivery_of,
    created_at: iso(d.created_at)!,
  };
}

/** `/api/v2/webhooks/*`: the organisation's webhook endpoints and their delivery log (API key, owner or admin). */
export function webhookRoutes(app: App, deps: RouteDeps<Services>) {
  const { webhooks } = deps.services;
  const tags = ['webhooks'];

  async function manager(req: FastifyRequest, reply: FastifyReply) {
    await deps.auth.required(req, reply);
    const p = principalOf(req);
    if (p.scheme !== 'extractApiKey' && p.role !== 'owner' && p.role !== 'admin') {
      throw errors.forbidden('permission_denied', 'only owners, admins and the organisation API key manage webhooks');
    }
  }
  const org = (req: FastifyRequest) => principalOf(req).orgId;

  app.post(
    '/api/v2/webhooks/',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Create a webhook endpoint; its signing secret is returned once',
        body: Type.Object({ url: Writable.url, description: Type.Optional(Writable.description), event_types: Type.Optional(Writable.event_types) }, { additionalProperties: false }),
        response: { 201: WithSecret, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const r = await webhooks.create(org(req), req.body);
      return reply.status(201).send({ ...presentEndpoint(r.endpoint), secret: r.secret });
    },
  );

  app.get(
    '/api/v2/webhooks/',
    { config: { responseCache: true }, preHandler: manager, schema: { tags, summary: "The organisation's webhook endpoints, newest first", querystring: PageQuery, response: { 200: Paginated(Endpoint), ...errorResponses(400, 401, 403) } } },
    async (req) => {
      const pp = pageParams(req.query);
      const { count, rows } = await webhooks.list(org(req), pp.limit, pp.offset);
      return pageBody(req, pp, count, rows.map(presentEndpoint));
    },
  );

  app.get(
    '/api/v2/webhooks/:id/',
    { preHandler: manager, schema: { tags, summary: 'One webhook endpoint (never its secret)', params: IdParams, response: { 200: Endpoint, ...errorResponses(401, 403, 404) } } },
    async (req) => presentEndpoint(await webhooks.get(org(req), req.params.id)),
  );

  app.patch(
    '/api/v2/webhooks/:id/',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Change an endpoint; enabled: true re-enables it and clears its failure run',
        params: IdParams,
        body: Type.Object(
          { url: Type.Optional(Writable.url), description: Type.Optional(Writable.description), event_types: Type.Optional(Writable.event_types), enabled: Type.Optional(Writable.enabled) },
          { additionalProperties: false },
        ),
        response: { 200: Endpoint, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => presentEndpoint(await webhooks.update(org(req), req.params.id, req.body)),
  );

  app.delete(
    '/api/v2/webhooks/:id/',
    { preHandler: manager, schema: { tags, summary: 'Delete an endpoint and its delivery log', params: IdParams, response: { 204: Type.Null(), ...errorResponses(401, 403, 404) } } },
    async (req, reply) => {
      await webhooks.remove(org(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/webhooks/:id/rotate-secret/',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Replace the signing secret (returned once); the previous one also signs for 24 hours',
        params: IdParams,
        response: { 200: WithSecret, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const r = await webhooks.rotateSecret(org(req), req.params.id);
      return { ...presentEndpoint(r.endpoint), secret: r.secret };
    },
  );

  app.post(
    '/api/v2/webhooks/:id/test/',
    {
      preHandler: manager,
      schema: { tags, summary: 'Queue a webhook.ping message to the endpoint', params: IdParams, response: { 202: Delivery, ...errorResponses(401, 403, 404) } },
    },
    async (req, reply) => reply.status(202).send(presentDelivery(await webhooks.ping(org(req), req.params.id))),
  );

  app.get(
    '/api/v2/webhooks/:id/deliveries/',
    {
      config: { responseCache: true },
      preHandler: manager,
      schema: { tags, summary: "The endpoint's delivery log, newest first", params: IdParams, querystring: PageQuery, response: { 200: Paginated(Delivery), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => {
      const pp = pageParams(req.query);
      const { count, rows } = await webhooks.deliveries(org(req), req.params.id, pp.limit, pp.offset);
      return pageBody(req, pp, count, rows.map(presentDelivery));
    },
  );

  app.get(
    '/api/v2/webhooks/:id/deliveries/:delivery_id/',
    { preHandler: manager, schema: { tags, summary: 'One delivery with the payload sent', params: DeliveryParams, response: { 200: DeliveryDetail, ...errorResponses(401, 403, 404) } } },
    async (req) => {
      const d = await webhooks.delivery(org(req), req.params.id, req.params.delivery_id);
      return { ...presentDelivery(d), payload: JSON.parse(d.body) as unknown };
    },
  );

  app.post(
    '/api/v2/webhooks/:id/deliveries/:delivery_id/redeliver/',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Send a finished delivery again (same webhook-id and body, new signature)',
        params: DeliveryParams,
        response: { 202: Delivery, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.status(202).send(presentDelivery(await webhooks.redeliver(org(req), req.params.id, req.params.delivery_id))),
  );
}
