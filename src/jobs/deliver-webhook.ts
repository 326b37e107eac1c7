import { QUEUES } from './names.js';
import type { JobDefinition } from './registry.js';

/** Payload of webhook.deliver: the delivery row to attempt. */
export interface DeliverWebhookPayload {
  delivery_id: number;
}

/** What the job needs from the webhook area. */
export interface WebhookDeliverer {
  deliver(deliveryId: number, attempt: { retryCount: number; retryLimit: number }): Promise<'completed' | 'failed' | 'skipped' | 'retry'>;
}

/** Thrown to have the queue retry a failed attempt after its backoff. */
class RetryDelivery extends Error {}

/**
 * webhook.deliver: one attempt of a webhook delivery. A failed attempt is retried `retryLimit` times
 * with exponential backoff from `retryDelaySeconds`; the lease outlasts the attempt's own time limit.
 */
export function deliverWebhookJob(webhooks: WebhookDeliverer, policy: { retryLimit: number; retryDelaySeconds: number; timeoutMs: number }): JobDefinition<DeliverWebhookPayload> {
  return {
    name: QUEUES.deliverWebhook,
    retryLimit: policy.retryLimit,
    retryDelaySeconds: policy.retryDelaySeconds,
    expireInSeconds: Math.ceil(policy.timeoutMs / 1000) + 60,
    // attempts wait on remote servers, not on this machine's processors
    concurrency: 4,
    async handler(payload, job) {
      const id = payload?.delivery_id;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return 'failed';
      const outcome = await webhooks.deliver(id, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      if (outcome === 'retry') throw new RetryDelivery(`delivery ${id} failed; retrying`);
      return outcome;
    },
  };
}
