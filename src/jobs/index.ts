import type { JobDefinition } from './registry.js';
import type { Ports, Services } from '../services/index.js';
import { processAttachmentGaveUpJob, processAttachmentJob } from './process-attachment.js';
import { purgeSessionsJob } from './purge-sessions.js';
import { deliverWebhookJob } from './deliver-webhook.js';

/** Every job the workers run. */
export function jobDefinitions(ports: Ports, services: Services): JobDefinition<any>[] {
  const p = ports.config.pipeline;
  return [
    processAttachmentGaveUpJob(services.processor, p.jobRetryLimit),
    processAttachmentJob(services.processor, {
      retryLimit: p.jobRetryLimit,
      retryDelaySeconds: p.jobRetryDelaySeconds,
      expireInSeconds: p.jobExpireSeconds,
      concurrency: ports.config.workers.concurrency,
    }),
    purgeSessionsJob(services.sessions, ports.config.auth.sessionPurgeMinutes),
    deliverWebhookJob(services.webhooks, ports.config.webhooks),
  ];
}
