import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.js';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_VALIDATION: 'validation_error',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FILES_LIMIT: 'too_many_files',
  FST_FIELDS_LIMIT: 'too_many_fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'invalid_multipart',
  FST_PROTO_VIOLATION: 'invalid_multipart',
};

/** Renders every error as {code, message, details?}; anything unexpected becomes a logged 500. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (isAppError(err)) {
    if (err.headers) reply.headers(err.headers);
    const body: Record<string, unknown> = { code: err.code, message: err.message };
    if (err.details) body.details = err.details;
    return reply.status(err.status).send(body);
  }
  if (err.validation) {
    const details = err.validation.map((v) => ({
      path: v.instancePath || (v.params && 'missingProperty' in v.params ? `/${String(v.params.missingProperty)}` : ''),
      message: v.message ?? 'invalid',
    }));
    return reply.status(400).send({ code: 'validation_error', message: `request ${err.validationContext ?? 'body'} is invalid`, details });
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = (err.code && FASTIFY_CODES[err.code]) || 'bad_request';
    return reply.status(status).send({ code, message: err.message });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ code: 'internal_error', message: 'an unexpected error occurred' });
}
