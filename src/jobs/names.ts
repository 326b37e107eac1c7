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
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
