import type { JobDefinition } from './registry.js';
import type { Ports, Services } from '../services/index.js';
import { processAttachmentGaveUpJob, processAttachmentJob } from './process-attachment.js';
import { purgeSessionsJob } from './purge-sessions.js';
import { deliverWebhookJob } from './deliver-webhook.js';
import { laneConcurrency, thisMachine } from './concurrency.js';
import { QUEUES } from './names.js';

/** Every job the workers run. */
export function jobDefinitions(ports: Ports, services: Services): JobDefinition<any>[] {
  const p = ports.config.pipeline;
  const w = ports.config.workers;
  const lanes = laneConcurrency(thisMachine(), p.parseMemoryMb, { documents: w.concurrency, ocr: w.ocrConcurrency });
  const policy = { retryLimit: p.jobRetryLimit, retryDelaySeconds: p.jobRetryDelaySeconds, expireInSeconds: p.jobExpireSeconds };
  return [
    processAttachmentGaveUpJob(services.processor, p.jobRetryLimit),
    processAttachmentJob(services.processor, { ...policy, concurrency: lanes.documents }),
    purgeSessionsJob(services.sessions, ports.config.auth.sessionPurgeMinutes),
    deliverWebhookJob(services.webhooks, ports.config.webhooks),
    processAttachmentJob(services.processor, { ...policy, concurrency: lanes.ocr }, QUEUES.processAttachmentOcr),
  ];
}
