import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { webhooksRepo, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/repositories/webhooks.js';
import { AppError } from '../../errors/app-error.js';
import { errors } from '../../errors/catalogue.js';
import { EVENT_TYPES, PING_EVENT, eventBody, type EventService } from '../events/service.js';
import { sendWebhook } from './send.js';
import { newMessageId, newSigningSecret, signedHeaders } from './signing.js';
import { addressPolicy, parseTargetUrl, resolveTarget, TargetError } from './target.js';

/** How long a rotated-out secret keeps signing beside the new one. */
export const ROTATION_GRACE_SECONDS = 24 * 60 * 60;

/** Endpoints an organisation may have. */
export const MAX_ENDPOINTS = 20;

export interface EndpointInput {
  url?: string;
  description?: string;
  event_types?: string[];
  enabled?: boolean;
}

/** How one run of the delivery job ended; `retry` asks the queue to try again later. */
/** A webhook endpoint as the domain hands it out. */
export type WebhookEndpoint = WebhookEndpointRow;
/** One logged delivery of an event to an endpoint. */
export type WebhookDelivery = WebhookDeliveryRow;

export type DeliveryOutcome = 'completed' | 'failed' | 'skipped' | 'retry';

function targetError(e: unknown): AppError {
  if (e instanceof TargetError) {
    return errors.badRequest(e.problem === 'forbidden_address' ? 'webhook_target_forbidden' : 'invalid_webhook_url', e.message, [{ path: '/url', message: e.message }]);
  }
  throw e;
}

/** Webhook endpoints of organisations, their delivery log, and the delivery of one message. */
export function webhookService(deps: { db: Database; events: EventService; config: Config['webhooks'] }) {
  const { db, events, config } = deps;
  const repo = webhooksRepo(db);
  const policy = addressPolicy(config.allowPrivateCidrs);

  /** Checks a target URL as at delivery: parsed, resolved, and every address allowed. */
  async function checkUrl(raw: string): Promise<string> {
    try {
      const u = parseTargetUrl(raw);
      await resolveTarget(u, policy);
      return u.toString();
    } catch (e) {
      throw targetError(e);
    }
  }

  function checkTypes(types: string[] | undefined): string[] | undefined {
    if (types === undefined) return undefined;
    const bad = types.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
    if (bad !== undefined) {
      throw errors.badRequest('invalid_event_type', `unknown event type '${bad.slice(0, 100)}'`, [{ path: '/event_types', message: `must be among ${EVENT_TYPES.join(', ')}` }]);
    }
    return [...new Set(types)];
  }

  async function endpoint(orgId: number, id: number): Promise<WebhookEndpointRow> {
    const e = await repo.endpoint(orgId, id);
    if (!e) throw errors.notFound('webhook endpoint');
    return e;
  }

  return {
    /** Creates an endpoint (all event types when none are named); the secret is returned here only. */
    async create(orgId: number, input: EndpointInput & { url: string }): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
      const url = await checkUrl(input.url);
      const eventTypes = checkTypes(input.event_types) ?? [...EVENT_TYPES];
      if ((await repo.countEndpoints(orgId)) >= MAX_ENDPOINTS) throw errors.conflict('too_many_webhook_endpoints', `an organisation may have at most ${MAX_ENDPOINTS} webhook endpoints`);
      const secret = newSigningSecret();
      return { endpoint: await repo.insertEndpoint(orgId, { url, description: input.description ?? '', eventTypes, secret }), secret };
    },
    async list(orgId: number, limit: number, offset: number) {
      const [count, rows] = await Promise.all([repo.countEndpoints(orgId), repo.listEndpoints(orgId, limit, offset)]);
      return { count, rows };
    },
    get: endpoint,
    async update(orgId: number, id: number, input: EndpointInput): Promise<WebhookEndpointRow> {
      await endpoint(orgId, id);
      const url = input.url === undefined ? undefined : await checkUrl(input.url);
      const e = await repo.updateEndpoint(orgId, id, { url, description: input.description, eventTypes: checkTypes(input.event_types), enabled: input.enabled });
      if (!e) throw errors.notFound('webhook endpoint');
      return e;
    },
    async remove(orgId: number, id: number): Promise<void> {
      if (!(await repo.deleteEndpoint(orgId, id))) throw errors.notFound('webhook endpoint');
    },
    /** A new secret, returned once; the previous one also signs for ROTATION_GRACE_SECONDS. */
    async rotateSecret(orgId: number, id: number): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
      const secret = newSigningSecret();
      const e = await repo.rotateSecret(orgId, id, secret, ROTATION_GRACE_SECONDS);
      if (!e) throw errors.notFound('webhook endpoint');
      return { endpoint: e, secret };
    },
    /** Queues a `webhook.ping` message to the endpoint through the ordinary delivery path. */
    async ping(orgId: number, id: number) {
      const e = await endpoint(orgId, id);
      const body = eventBody(PING_EVENT, { endpoint_id: e.id });
      return db.transaction((tx) => events.enqueueDelivery(tx, orgId, { endpointId: e.id, messageId: newMessageId(), eventType: PING_EVENT, body }));
    },
    async deliveries(orgId: number, id: number, limit: number, offset: number) {
      await endpoint(orgId, id);
      const [count, rows] = await Promise.all([repo.countDeliveries(orgId, id), repo.listDeliveries(orgId, id, limit, offset)]);
      return { count, rows };
    },
    /** One delivery of the endpoint with its body; 404 for unknown and other tenants' ids. */
    async delivery(orgId: number, id: number, deliveryId: number) {
      await endpoint(orgId, id);
      const d = await repo.delivery(orgId, id, deliveryId);
      if (!d) throw errors.notFound('webhook delivery');
      return d;
    },
    /** Sends a finished delivery's message again as a new delivery (same webhook-id, same body). */
    async redeliver(orgId: number, id: number, deliveryId: number) {
      const e = await endpoint(orgId, id);
      const d = await repo.delivery(orgId, id, deliveryId);
      if (!d) throw errors.notFound('webhook delivery');
      if (d.status === 'pending') throw errors.conflict('delivery_pending', 'the delivery is still being attempted');
      if (!e.enabled) throw errors.conflict('webhook_endpoint_disabled', 'the endpoint is disabled; enable it first');
      return db.transaction((tx) =>
        events.enqueueDelivery(tx, orgId, { endpointId: id, messageId: d.message_id, eventType: d.event_type, body: d.body, redeliveryOf: d.id }),
      );
    },

    /**
     * One attempt of a delivery (the job's handler): resolves and checks the target again, signs with a
     * fresh timestamp and sends. A failure before the last attempt answers `retry`; the last failure
     * ends the delivery and counts towards disabling the endpoint.
     */
    async deliver(deliveryId: number, attempt: { retryCount: number; retryLimit: number }): Promise<DeliveryOutcome> {
      const d = await repo.deliveryToSend(deliveryId);
      if (!d || d.status !== 'pending') return 'skipped';
      if (!d.enabled) {
        await repo.abandonDelivery(d.id, 'endpoint_disabled: the endpoint was disabled before this delivery was sent');
        return 'skipped';
      }
      let result: { ok: boolean; status: number | null; error: string | null };
      try {
        const u = parseTargetUrl(d.url);
        const addrs = await resolveTarget(u, policy);
        const secrets = d.previous_secret ? [d.secret, d.previous_secret] : [d.secret];
        const headers = signedHeaders(secrets, d.message_id, Math.floor(Date.now() / 1000), d.body);
        result = await sendWebhook(u, addrs, headers, d.body, { timeoutMs: config.timeoutMs, maxResponseBytes: config.maxResponseBytes });
      } catch (e) {
        if (!(e instanceof TargetError)) throw e;
        result = { ok: false, status: null, error: `target_refused: ${e.message}` };
      }
      const last = attempt.retryCount >= attempt.retryLimit;
      const final = result.ok ? 'succeeded' : last ? 'failed' : null;
      await db.transaction(async (tx) => {
        const r = webhooksRepo(tx);
        if (!(await r.recordAttempt(d.id, { status: result.status, error: result.error, final }))) return;
        if (final === 'succeeded') await r.resetFailures(d.endpoint_id);
        if (final === 'failed') await r.countFailure(d.endpoint_id, config.disableAfterFailures);
      });
      return result.ok ? 'completed' : last ? 'failed' : 'retry';
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
