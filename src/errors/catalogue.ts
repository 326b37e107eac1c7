import { AppError, type ErrorDetail } from './app-error.js';

/** The catalogue of errors the service returns; each has a stable code. */
export const errors = {
  notFound: (what = 'resource') => new AppError(404, 'not_found', `${what} not found`),
  routeNotFound: (method: string, url: string) =>
    new AppError(404, 'route_not_found', `no route ${method} ${url.split('?')[0]}`),
  validation: (message: string, details: ErrorDetail[] = []) =>
    new AppError(400, 'validation_error', message, details),
  badRequest: (code: string, message: string, details?: ErrorDetail[]) =>
    new AppError(400, code, message, details),
  unauthenticated: () => new AppError(401, 'not_authenticated', 'authentication credentials were missing or invalid'),
  forbidden: (code = 'permission_denied', message = 'you are not allowed to do this') =>
    new AppError(403, code, message),
  conflict: (code: string, message: string) => new AppError(409, code, message),
  payloadTooLarge: (code: string, message: string) => new AppError(413, code, message),
  unsupportedMediaType: (message: string) => new AppError(415, 'unsupported_media_type', message),
  upgradeRequired: (message: string, upgrade: string) =>
    new AppError(426, 'upgrade_required', message, undefined, { Upgrade: upgrade }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', 'too many requests', undefined, { 'Retry-After': String(retryAfterSeconds) }),
  unavailable: (code: string, message: string) => new AppError(503, code, message),
  extractionNotFound: () => new AppError(404, 'extraction_not_found', 'this attachment has no extraction result'),
  extractionPending: () => new AppError(409, 'extraction_pending', 'the extraction of this attachment has not finished yet'),
  translationNotFound: () => new AppError(404, 'translation_not_found', 'this attachment has no translation'),
  translationPending: () => new AppError(409, 'translation_pending', 'the translation of this attachment has not finished yet'),
  attachmentNotCompleted: (id: number) =>
    new AppError(409, 'attachment_not_completed', `attachment ${id} has not completed processing`),
  documentUnavailable: (id: number) =>
    new AppError(409, 'document_unavailable', `the recognised text of attachment ${id} is not available`),
  insufficientCredits: (needed: number, balance: number) =>
    new AppError(402, 'insufficient_credits', `this needs ${needed} credits; the organisation has ${balance}`),
  // structs
  invalidSchema: (details: ErrorDetail[]) =>
    new AppError(400, 'invalid_schema', 'schema_json does not follow the extraction-schema model', details),
  invalidAnnotations: (details: ErrorDetail[]) =>
    new AppError(400, 'invalid_annotations', 'annotations_json does not follow the annotations model', details),
  invalidSampleAttachment: () =>
    new AppError(400, 'invalid_sample_attachment', 'sample_attachment_id is not an attachment of this organisation', [
      { path: '/sample_attachment_id', message: 'unknown attachment' },
    ]),
  slugTaken: (slug: string) => new AppError(409, 'slug_taken', `a struct with slug '${slug}' already exists`),
  structArchived: () => new AppError(409, 'struct_archived', 'the struct is archived; restore it first'),
  noChanges: () => new AppError(409, 'no_changes', 'the draft has no changes since the current version'),
  emptySchema: () => new AppError(409, 'empty_schema', 'the draft schema has no fields; add at least one before publishing'),
  invalidStructVersion: () =>
    new AppError(400, 'invalid_struct_version', 'struct_version_id is not a struct version this organisation can pin'),
  invalidTargetLanguage: () =>
    new AppError(400, 'invalid_target_language', 'target_language must be an ISO 639-1 code, optionally with a region (e.g. de, pt-BR)'),
  tooManyFiles: (max: number) => new AppError(400, 'too_many_files', `at most ${max} files may be uploaded in one request`),
  noFiles: () => new AppError(400, 'no_files', 'the request holds no files'),
  invalidMultipart: (message: string) => new AppError(400, 'invalid_multipart', message),
  // input limits (docs/api.md, "Input limits and errors")
  invalidQuery: (problem: string) => new AppError(400, 'invalid_query', `q ${problem}`, [{ path: '/q', message: problem }]),
  invalidText: (path: string) =>
    new AppError(400, 'invalid_text', `${path.slice(1).split('/')[0]} must not contain NUL characters`, [{ path, message: 'must not contain NUL characters' }]),
  nulInUrl: () => new AppError(400, 'invalid_text', 'the URL must not contain NUL characters (%00)'),
  jsonTooDeep: (max: number) => new AppError(400, 'json_too_deep', `the JSON body is nested more than ${max} levels deep`),
  invalidFormat: (accepted: readonly string[]) =>
    new AppError(400, 'invalid_format', `format must be one of: ${accepted.join(', ')}`, [{ path: '/format', message: `must be one of: ${accepted.join(', ')}` }]),
  internal: () => new AppError(500, 'internal_error', 'an unexpected error occurred'),
  // agent ingest
  ingestFileRefused: (reason: string) =>
    reason === 'too_large'
      ? new AppError(413, 'too_large', 'the document is larger than the maximum upload size')
      : new AppError(415, 'unsupported_type', 'the document type is not accepted for this organisation'),
  invalidIdempotencyKey: () =>
    new AppError(400, 'invalid_idempotency_key', 'an idempotency key (header Idempotency-Key or field idempotency_key) of 1-200 visible ASCII characters is required', [
      { path: '/idempotency_key', message: '1-200 visible ASCII characters' },
    ]),
  idempotencyKeyReused: () =>
    new AppError(409, 'idempotency_key_reused', 'this idempotency key was used for another document or target'),
  insufficientStorage: () =>
    new AppError(507, 'insufficient_storage', 'the upload could not be stored: the storage is full; nothing was kept, try again later'),
  // page images (docs/web.md)
  pageNotFound: (page: number, count: number) =>
    new AppError(404, 'page_not_found', `the document has no page ${page} (it has ${count})`),
  pageImageUnavailable: () =>
    new AppError(409, 'page_image_unavailable', 'this document has no page images (Office and text files): read its recognised text instead'),
  pageImageFailed: (why: string) => new AppError(422, 'page_image_failed', `the page could not be drawn: ${why}`),
  // chat turns, the struct builder and the Full Test (docs/builder.md)
  noSample: () => new AppError(409, 'no_sample', 'the struct has no sample document; upload one or set sample_attachment_id'),
  sampleNotReady: (status: string) => new AppError(409, 'sample_not_ready', `the sample document is not processed yet (processing is ${status})`),
  noProposals: () => new AppError(409, 'no_proposals', 'the struct has no proposed fields; ask the builder for proposals first'),
  unknownProposals: (names: string[]) =>
    new AppError(400, 'unknown_proposals', `these fields were not proposed: ${names.join(', ')}`, names.map((n) => ({ path: '/fields', message: `${n} was not proposed` }))),
  noReviewedDocuments: () => new AppError(409, 'no_reviewed_documents', 'the struct has no reviewed documents to test on'),
};
