/**
 * A processing failure with a stable code: permanent ones end the attachment at once (the code
 * is recorded in processing_stage), others are retried by the queue. Stages that fail in their
 * own terms (extraction) subclass it, so the processor has one kind of coded failure to read.
 */
export class ProcessingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ProcessingError';
  }
}
