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

/** A recognition failure carried as a value with a stable code. */
export class RecogniseError extends Error {
  readonly code: RecogniseErrorCode;
  readonly permanent: boolean;

  constructor(code: RecogniseErrorCode, message: string) {
    super(message);
    this.name = 'RecogniseError';
    this.code = code;
    this.permanent = PERMANENT_CODES.has(code);
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
