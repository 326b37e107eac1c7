/** Queue names; the queues are created at start whether or not this process works them. */
export const QUEUES = {
  /** payload: { attachment_id: number } */
  processAttachment: 'attachment.process',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
