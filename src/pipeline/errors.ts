/** Stable reasons a document could not be recognised. */
export type RecogniseErrorCode =
  | 'too_many_pages'
  | 'pixel_limit'
  | 'zip_bomb'
  | 'xml_doctype'
  | 'parse_timeout'
  | 'memory_limit'
  | 'corrupt_file'
  | 'unsupported_format'
  | 'language_unavailable'
  | 'aborted'
  | 'internal';

/**
 * Codes that will fail the same way on every attempt: the job should stop retrying.
 * `parse_timeout` and `memory_limit` are permanent too, because limits do not change between
 * attempts; `internal` and `aborted` may succeed on a later attempt.
 */
export const PERMANENT_CODES: ReadonlySet<RecogniseErrorCode> = new Set<RecogniseErrorCode>([
  'too_many_pages',
  'pixel_limit',
  'zip_bomb',
  'xml_doctype',
  'parse_timeout',
  'memory_limit',
  'corrupt_file',
  'unsupported_format',
  'language_unavailable',
]);

/**
 * The one failure type of the pipeline: a stable snake_case code, a message and whether
 * retrying can help. Permanent failures end the attachment at once (the code is recorded in
 * processing_stage); others are retried by the queue. Stages refine it (recognition below,
 * extraction in the domain), so the processor reads one kind of coded failure.
 */
export class PipelineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PipelineError';
  }
}

/** A recognition failure: its permanence follows from its code. */
export class RecogniseError extends PipelineError {
  declare readonly code: RecogniseErrorCode;

  constructor(code: RecogniseErrorCode, message: string) {
    super(code, message, PERMANENT_CODES.has(code));
    this.name = 'RecogniseError';
  }
}

/** Shorthand constructor used by the parsers. */
export function fail(code: RecogniseErrorCode, message: string): RecogniseError {
  return new RecogniseError(code, message);
}

/** Turns anything thrown inside a parser into a RecogniseError (unknown errors are corrupt input). */
export function toRecogniseError(err: unknown): RecogniseError {
  if (err instanceof RecogniseError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new RecogniseError('corrupt_file', `could not parse the file: ${message.slice(0, 300)}`);
}
