import type { FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.js';
import { errors } from '../errors/catalogue.js';
import type { Staging } from '../domain/attachments/staging.js';

export interface UploadLimits {
  maxUploadBytes: number;
  maxFilesPerRequest: number;
}

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

/**
 * Reads a multipart upload part by part: each file is judged on the bytes received and handed to the
 * staging; nothing is kept of an oversize file. On any failure every staged blob is removed.
 */
export async function readMultipartUpload(req: FastifyRequest, staging: Staging, l: UploadLimits, extraFields: readonly string[] = []): Promise<UploadFields> {
  const fields: Record<string, string> = {};
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
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw errors.validation(`unknown file field '${String(part.fieldname).slice(0, 100)}'`, [{ path: '/files', message: "files are sent in the field 'files'" }]);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size <= l.maxUploadBytes) chunks.push(chunk);
            else chunks.length = 0;
          }
        } catch (e) {
          throw parserError(e, l);
        }
        if (size > l.maxUploadBytes || part.file.truncated) staging.tooLarge(part.filename ?? '');
        else await staging.add(part.filename ?? '', Buffer.concat(chunks));
      } else {
        if (!FIELDS.has(part.fieldname) && !extraFields.includes(part.fieldname)) {
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

/** The validated JSON upload body; any other non-multipart content type is a 415. */
export function jsonBody(req: FastifyRequest): JsonUploadBody {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw errors.unsupportedMediaType('uploads are multipart/form-data or application/json');
  return req.body as JsonUploadBody;
}

function decodedLength(b64: string): number {
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
}

// the 64 characters of the standard base64 alphabet (RFC 4648 section 4)
const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;

/**
 * True when `s` is standard base64, padded or not. A single pass over the characters: a regular
 * expression over a string of many megabytes overflows the regex engine's stack.
 */
export function isBase64(s: string): boolean {
  let pad = 0;
  if (s.endsWith('==')) pad = 2;
  else if (s.endsWith('=')) pad = 1;
  const body = s.length - pad;
  // padding only completes the last group of four; unpadded text may end in a group of 2 or 3
  if (pad > 0 ? s.length % 4 !== 0 : body % 4 === 1) return false;
  for (let i = 0; i < body; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || ALPHABET[c] === 0) return false;
  }
  return true;
}

/** Stages the files of a JSON upload; a file whose decoded size is over the cap is `too_large` without decoding. */
export async function readJsonUpload(body: JsonUploadBody, staging: Staging, l: UploadLimits): Promise<UploadFields> {
  if (body.files.length === 0) throw errors.noFiles();
  if (body.files.length > l.maxFilesPerRequest) throw errors.tooManyFiles(l.maxFilesPerRequest);
  try {
    body.files.forEach((f, i) => {
      if (!isBase64(f.content_base64)) {
        throw errors.validation('content_base64 is not valid base64', [{ path: `/files/${i}/content_base64`, message: 'must be base64' }]);
      }
    });
    for (const f of body.files) {
      if (decodedLength(f.content_base64) > l.maxUploadBytes) staging.tooLarge(f.file_name);
      else await staging.add(f.file_name, Buffer.from(f.content_base64, 'base64'));
    }
  } catch (e) {
    await staging.abort();
    throw e;
  }
  return { struct_version_id: body.struct_version_id, target_language: body.target_language };
}

/** Turns the struct_version_id of a form (text) or JSON body into a number, null when omitted; 400 when not an integer >= 1. */
export function parseStructVersionId(v: string | number | null | undefined): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v) && v >= 1) return v;
  } else if (/^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v))) {
    return Number(v);
  }
  throw errors.validation('struct_version_id must be an integer >= 1', [{ path: '/struct_version_id', message: 'must be an integer >= 1' }]);
}
