import { QUEUES } from './names.js';
import type { JobDefinition, JobOutcome } from './registry.js';

/** Payload of attachment.process: the attachment, and for a reprocess the run number its request took. */
export interface ProcessAttachmentPayload {
  attachment_id: number;
  reprocess_run?: number;
}

/** What the job needs from the pipeline. */
export interface AttachmentProcessor {
  process(attachmentId: number, attempt: { retryCount: number; retryLimit: number; reprocessRun: number | null }): Promise<JobOutcome>;
  abandon(attachmentId: number, attempts: number): Promise<boolean>;
}

export interface ProcessAttachmentPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  concurrency: number;
}

function isId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

/**
 * attachment.process (and its OCR lane attachment.process.ocr): runs the processing pipeline of one attachment. Retried with exponential
 * backoff up to `retryLimit` times; the lease (`expireInSeconds`) must outlast the longest run
 * (recognition is capped by PARSE_TIMEOUT_MS), after which a job whose worker died is retried.
 */
export function processAttachmentJob(
  processor: AttachmentProcessor,
  policy: ProcessAttachmentPolicy,
  name: typeof QUEUES.processAttachment | typeof QUEUES.processAttachmentOcr = QUEUES.processAttachment,
): JobDefinition<ProcessAttachmentPayload> {
  return {
    name,
    ...policy,
    deadLetter: QUEUES.processAttachmentGaveUp,
    async handler(payload, job) {
      if (!payload || !isId(payload.attachment_id)) return 'failed'; // malformed payload: retrying cannot help
      const reprocessRun = isId(payload.reprocess_run) ? payload.reprocess_run : null;
      return processor.process(payload.attachment_id, { retryCount: job.retryCount, retryLimit: job.retryLimit, reprocessRun });
    },
  };
}

/** attachment.process.gave-up: fails an attachment still pending after its job ran out of attempts. */
export function processAttachmentGaveUpJob(processor: AttachmentProcessor, retryLimit: number): JobDefinition<ProcessAttachmentPayload> {
  return {
    name: QUEUES.processAttachmentGaveUp,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    concurrency: 1,
    async handler(payload) {
      if (!payload || !isId(payload.attachment_id)) return 'failed';
      return (await processor.abandon(payload.attachment_id, retryLimit + 1)) ? 'failed' : 'skipped';
    },
  };
}
