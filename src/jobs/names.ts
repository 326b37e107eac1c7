/** Queue names; the queues are created at start whether or not this process works them. */
export const QUEUES = {
  /** payload: { attachment_id: number, reprocess_run?: number } */
  processAttachment: 'attachment.process',
  /** dead letters of attachment.process: jobs that ran out of attempts without their worker recording it */
  processAttachmentGaveUp: 'attachment.process.gave-up',
  /** payload: none; scheduled (SESSION_PURGE_MINUTES): deletes expired web sessions */
  purgeSessions: 'sessions.purge',
  /** payload: { delivery_id: number }; one attempt of a webhook delivery, retried with backoff */
  deliverWebhook: 'webhook.deliver',
  /** payload as attachment.process: the lane of images, whose text is read by OCR (bounded by cores and memory) */
  processAttachmentOcr: 'attachment.process.ocr',
} as const;

const OCR_FILE_TYPES: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'tif', 'tiff', 'webp', 'bmp', 'gif']);

/** The processing queue of an attachment of this file type: images go to the OCR lane, everything else to the documents lane. */
export function processingQueue(fileType: string): typeof QUEUES.processAttachment | typeof QUEUES.processAttachmentOcr {
  return OCR_FILE_TYPES.has(fileType.toLowerCase().replace(/^\./, '')) ? QUEUES.processAttachmentOcr : QUEUES.processAttachment;
}

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
