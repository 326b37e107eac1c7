import type { Queryable } from '../database.js';

export interface WebhookEndpointRow {
  id: number;
  org_id: number;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookDeliveryRow {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  last_response_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  completed_at: Date | null;
  redelivery_of: number | null;
  created_at: Date;
}

/** What a delivery attempt needs: the message, the endpoint's URL and state, and its signing secrets. */
export interface DeliveryToSend {
  id: number;
  org_id: number;
  endpoint_id: number;
  message_id: string;
  body: string;
  status: string;
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
}

const ENDPOINT_COLS = `id, org_id, url, description, event_types, enabled, disabled_reason, consecutive_failures, created_at, updated_at`;
const DELIVERY_COLS = `id, endpoint_id, message_id, event_type, status, attempts, last_response_code, last_error, last_attempt_at, completed_at, redelivery_of, created_at`;

/** SQL for webhook endpoints and their delivery log; tenant queries take the organisation id. */
export function webhooksRepo(db: Queryable) {
  return {
    async insertEndpoint(orgId: number, e: { url: string; description: string; eventTypes: string[]; secret: string }): Promise<WebhookEndpointRow> {
      const r = await db.query<WebhookEndpointRow>(
        `INSERT INTO webhook_endpoints (org_id, url, description, event_types, secret) VALUES ($1, $2, $3, $4::text[], $5) RETURNING ${ENDPOINT_COLS}`,
        [orgId, e.url, e.description, e.eventTypes, e.secret],
      );
      return r.rows[0];
    },
    async countEndpoints(orgId: number): Promise<number> {
      return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE org_id = $1`, [orgId])).rows[0].n;
    },
    async listEndpoints(orgId: number, limit: number, offset: number): Promise<WebhookEndpointRow[]> {
      return (await db.query<WebhookEndpointRow>(`SELECT ${ENDPOINT_COLS} FROM webhook_endpoints WHERE org_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [orgId, limit, offset])).rows;
    },
    async endpoint(orgId: number, id: number): Promise<WebhookEndpointRow | null> {
      return (await db.query<WebhookEndpointRow>(`SELECT ${ENDPOINT_COLS} FROM webhook_endpoints WHERE org_id = $1 AND id = $2`, [orgId, id])).rows[0] ?? null;
    },
    /** Changes the given fields; enabling again clears the failure run and the reason. */
    async updateEndpoint(orgId: number, id: number, p: { url?: string; description?: string; eventTypes?: string[]; enabled?: boolean }): Promise<WebhookEndpointRow | null> {
      const r = await db.query<WebhookEndpointRow>(
        `UPDATE webhook_endpoints SET url = COALESCE($3, url), description = COALESCE($4, description),
           event_types = COALESCE($5::text[], event_types), enabled = COALESCE($6, enabled),
           disabled_reason = CASE WHEN $6 IS TRUE THEN NULL WHEN $6 IS FALSE THEN 'disabled by a user' ELSE disabled_reason END,
           consecutive_failures = CASE WHEN $6 IS TRUE THEN 0 ELSE consecutive_failures END, updated_at = now()
         WHERE org_id = $1 AND id = $2 RETURNING ${ENDPOINT_COLS}`,
        [orgId, id, p.url ?? null, p.description ?? null, p.eventTypes ?? null, p.enabled ?? null],
      );
      return r.rows[0] ?? null;
    },
    async deleteEndpoint(orgId: number, id: number): Promise<boolean> {
      return (await db.query(`DELETE FROM webhook_endpoints WHERE org_id = $1 AND id = $2`, [orgId, id])).rowCount > 0;
    },
    /** Sets a new secret; the old one keeps signing until `graceSeconds` from now. */
    async rotateSecret(orgId: number, id: number, secret: string, graceSeconds: number): Promise<WebhookEndpointRow | null> {
      const r = await db.query<WebhookEndpointRow>(
        `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = now() + $4 * interval '1 second',
           secret = $3, updated_at = now()
         WHERE org_id = $1 AND id = $2 RETURNING ${ENDPOINT_COLS}`,
        [orgId, id, secret, graceSeconds],
      );
      return r.rows[0] ?? null;
    },
    /** Enabled endpoints of the organisation subscribed to the event type. */
    async subscribers(orgId: number, eventType: string): Promise<{ id: number }[]> {
      return (await db.query<{ id: number }>(`SELECT id FROM webhook_endpoints WHERE org_id = $1 AND enabled AND $2 = ANY(event_types) ORDER BY id`, [orgId, eventType])).rows;
    },
    async insertDelivery(orgId: number, d: { endpointId: number; messageId: string; eventType: string; body: string; redeliveryOf?: number }): Promise<WebhookDeliveryRow> {
      const r = await db.query<WebhookDeliveryRow>(
        `INSERT INTO webhook_deliveries (org_id, endpoint_id, message_id, event_type, body, redelivery_of) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${DELIVERY_COLS}`,
        [orgId, d.endpointId, d.messageId, d.eventType, d.body, d.redeliveryOf ?? null],
      );
      return r.rows[0];
    },
    async countDeliveries(orgId: number, endpointId: number): Promise<number> {
      return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE org_id = $1 AND endpoint_id = $2`, [orgId, endpointId])).rows[0].n;
    },
    async listDeliveries(orgId: number, endpointId: number, limit: number, offset: number): Promise<WebhookDeliveryRow[]> {
      return (
        await db.query<WebhookDeliveryRow>(
          `SELECT ${DELIVERY_COLS} FROM webhook_deliveries WHERE org_id = $1 AND endpoint_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
          [orgId, endpointId, limit, offset],
        )
      ).rows;
    },
    async delivery(orgId: number, endpointId: number, id: number): Promise<(WebhookDeliveryRow & { body: string }) | null> {
      return (
        await db.query<WebhookDeliveryRow & { body: string }>(
          `SELECT ${DELIVERY_COLS}, body FROM webhook_deliveries WHERE org_id = $1 AND endpoint_id = $2 AND id = $3`,
          [orgId, endpointId, id],
        )
      ).rows[0] ?? null;
    },
    /** The delivery with its endpoint, for the delivery job (which knows the delivery id only). */
    async deliveryToSend(id: number): Promise<DeliveryToSend | null> {
      const r = await db.query<DeliveryToSend>(
        `SELECT d.id, d.org_id, d.endpoint_id, d.message_id, d.body, d.status, e.url, e.enabled, e.secret,
                CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS previous_secret
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.org_id = d.org_id
          WHERE d.id = $1`,
        [id],
      );
      return r.rows[0] ?? null;
    },
    /** Records one attempt; `final` ends the delivery with its status. False when it was no longer pending. */
    async recordAttempt(id: number, a: { status: number | null; error: string | null; final: 'succeeded' | 'failed' | null }): Promise<boolean> {
      const r = await db.query(
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_response_code = $2, last_error = $3, last_attempt_at = now(),
           status = COALESCE($4, status), completed_at = CASE WHEN $4 IS NULL THEN NULL ELSE now() END
         WHERE id = $1 AND status = 'pending'`,
        [id, a.status, a.error?.slice(0, 500) ?? null, a.final],
      );
      return r.rowCount > 0;
    },
    /** Ends a pending delivery without an attempt (e.g. its endpoint was disabled). */
    async abandonDelivery(id: number, reason: string): Promise<void> {
      await db.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = $2, completed_at = now() WHERE id = $1 AND status = 'pending'`, [id, reason]);
    },
    async resetFailures(endpointId: number): Promise<void> {
      await db.query(`UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0`, [endpointId]);
    },
    /** Counts one more failed delivery in a row; disables the endpoint when the run reaches `threshold`. */
    async countFailure(endpointId: number, threshold: number): Promise<{ disabled: boolean }> {
      const r = await db.query<{ enabled: boolean }>(
        `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
           enabled = enabled AND consecutive_failures + 1 < $2,
           disabled_reason = CASE WHEN enabled AND consecutive_failures + 1 >= $2
             THEN 'disabled after ' || (consecutive_failures + 1) || ' failed deliveries in a row' ELSE disabled_reason END,
           updated_at = now()
         WHERE id = $1 RETURNING enabled`,
        [endpointId, threshold],
      );
      return { disabled: r.rows[0] ? !r.rows[0].enabled : false };
    },
  };
}
