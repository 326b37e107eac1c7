import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.js';
import { errors } from '../errors/catalogue.js';
import type { Staging } from '../domain/attachments/staging.js';
import { readJsonUploadStream } from './json-upload-stream.js';
import type { App } from './types.js';

export interface UploadLimits {
  maxUploadBytes: number;
  maxFilesPerRequest: number;
}

/** The upload limits of the configuration, plus the JSON body cap. */
export type UploadBodyLimits = UploadLimits & { maxJsonBodyBytes: number };

/** The fields an upload request may carry beside its files, as received. */
export interface UploadFields {
  struct_version_id?: string | number | null;
  target_language?: string | null;
  /** a batch's name (only where the route accepts it) */
  name?: string | null;
}

const FIELDS = new Set(['struct_version_id', 'target_language']);

/** The JSON upload body: files as name + base64 content. */
export interface JsonUploadBody extends UploadFields {
  files: { file_name: string; content_base64: string }[];
}

/** Explicit multipart limits: a file may run one byte over the cap so oversize is seen, never stored. */
export function multipartLimits(l: UploadLimits) {
  return {
    fieldNameSize: 100,
    fieldSize: 256,
    fields: 10,
    fileSize: l.maxUploadBytes + 1,
    files: l.maxFilesPerRequest,
    parts: l.maxFilesPerRequest + 10,
    headerPairs: 20,
  };
}

// parser limit codes of @fastify/multipart and the errors the API answers with
function parserError(e: unknown, l: UploadLimits) {
  if (isAppError(e)) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return errors.tooManyFiles(l.maxFilesPerRequest);
  if (code === 'FST_PARTS_LIMIT') return errors.payloadTooLarge('too_many_parts', 'the multipart body has too many parts');
  if (code === 'FST_FIELDS_LIMIT') return errors.payloadTooLarge('too_many_fields', 'the multipart body has too many fields');
  // anything else raised while parsing (cut-off body, missing boundary, bad headers) is the client's malformed body
  return errors.invalidMultipart('the multipart body could not be read');
}

async function* fromParser(file: AsyncIterable<Buffer>, l: UploadLimits): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk;
  } catch (e) {
    throw parserError(e, l);
  }
}

/**
 * Reads a multipart upload part by part: each file streams into the staging, which
 * judges it on the bytes received; nothing is kept of an oversize file. On any failure every staged blob is removed.
 */
export async function readMultipartUpload(
  req: FastifyRequest,
  staging: Staging,
  l: UploadLimits,
  opts: { fileField?: string; extraFields?: readonly string[] } = {},
): Promise<UploadFields & Record<string, string>> {
  const fields: Record<string, string> = {};
  const fileField = opts.fileField ?? 'files';
  const known = (name: string) => FIELDS.has(name) || (opts.extraFields ?? []).includes(name);
  try {
    let parts: AsyncIterableIterator<any>;
    try {
      parts = req.parts({ limits: multipartLimits(l) });
    } catch (e) {
      throw parserError(e, l);
    }
    while (true) {
      let next: IteratorResult<any>;
      try {
        next = await parts.next();
      } catch (e) {
        throw parserError(e, l);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw errors.validation(`unknown file field '${String(part.fieldname).slice(0, 100)}'`, [{ path: `/${fileField}`, message: `files are sent in the field '${fileField}'` }]);
        }
        // the parser's own failures while the file streams are the client's; the store's pass through
        await staging.addStream(part.filename ?? '', fromParser(part.file as AsyncIterable<Buffer>, l));
      } else {
        if (!known(part.fieldname)) {
          throw errors.validation(`unknown field '${String(part.fieldname).slice(0, 100)}'`, [{ path: `/${String(part.fieldname).slice(0, 100)}`, message: 'not an upload field' }]);
        }
        if (part.valueTruncated || part.fieldname in fields) {
          throw errors.validation(`field '${part.fieldname}' is too long or repeated`, [{ path: `/${part.fieldname}`, message: 'invalid' }]);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
    if (staging.count() === 0) throw errors.noFiles();
  } catch (e) {
    await staging.abort();
    throw e;
  }
  return fields;
}

/**
 * Registers, in the upload routes' own scope, multipart parsing with explicit limits and a JSON parser
 * that leaves the body unread: the handler streams it (see readUpload).
 */
export async function registerUploadParsers(app: App, l: UploadLimits): Promise<void> {
  await app.register(multipart, { limits: multipartLimits(l), throwFileSizeLimit: false });
  app.addContentTypeParser('application/json', (_req, payload, done) => done(null, { stream: payload }));
}

/** Stages the files of an upload in either form; any other content type is a 415. */
export async function readUpload(
  req: FastifyRequest,
  staging: Staging,
  l: UploadBodyLimits,
  opts: { extraFields?: readonly string[] } = {},
): Promise<UploadFields & Record<string, string>> {
  if (req.isMultipart()) return readMultipartUpload(req, staging, l, opts);
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = req.body as { stream?: AsyncIterable<Buffer> } | undefined;
  if (type !== 'application/json' || !body?.stream) {
    await staging.abort();
    throw errors.unsupportedMediaType('uploads are multipart/form-data or application/json');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > l.maxJsonBodyBytes) {
    throw errors.payloadTooLarge('payload_too_large', `the JSON body is larger than ${l.maxJsonBodyBytes} bytes`);
  }
  return readJsonUploadStream(body.stream, staging, l, opts);
}
