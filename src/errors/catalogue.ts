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
  invalidStructVersion: () =>
    new AppError(400, 'invalid_struct_version', 'struct_version_id is not a struct version this organisation can pin'),
  invalidTargetLanguage: () =>
    new AppError(400, 'invalid_target_language', 'target_language must be an ISO 639-1 code, optionally with a region (e.g. de, pt-BR)'),
  tooManyFiles: (max: number) => new AppError(400, 'too_many_files', `at most ${max} files may be uploaded in one request`),
  noFiles: () => new AppError(400, 'no_files', 'the request holds no files'),
  invalidMultipart: (message: string) => new AppError(400, 'invalid_multipart', message),
  internal: () => new AppError(500, 'internal_error', 'an unexpected error occurred'),
};
