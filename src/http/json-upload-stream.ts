// Reads the JSON form of an upload as it arrives: each file's base64 content is decoded and handed to the
// staging piece by piece, so neither the body nor a file is ever held whole in memory.
import { StringDecoder } from 'node:string_decoder';
import { AppError } from '../errors/app-error.js';
import { errors } from '../errors/catalogue.js';
import type { Staging } from '../domain/attachments/staging.js';
import type { UploadFields, UploadLimits } from './upload-body.js';

const FILE_NAME_MAX = 20_000;
const TARGET_LANGUAGE_MAX = 10;

const syntax = (what: string) => new AppError(400, 'invalid_json', `the JSON body is not valid JSON: ${what}`);

/** Pulls bytes of a JSON text from an iterator of chunks, counting them against a limit. */
class JsonReader {
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  private total = 0;

  constructor(
    private readonly it: AsyncIterator<Buffer>,
    private readonly maxBytes: number,
  ) {}

  /** True while bytes remain (loading the next chunk when the current one is used up). */
  private async fill(): Promise<boolean> {
    while (this.pos >= this.buf.length) {
      const r = await this.it.next();
      if (r.done) return false;
      this.total += r.value.length;
      if (this.total > this.maxBytes) throw errors.payloadTooLarge('payload_too_large', `the JSON body is larger than ${this.maxBytes} bytes`);
      this.buf = r.value;
      this.pos = 0;
    }
    return true;
  }

  /** The next byte that is not white space, without consuming it; -1 at the end. */
  async peek(): Promise<number> {
    for (;;) {
      if (!(await this.fill())) return -1;
      const c = this.buf[this.pos];
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
      this.pos++;
    }
  }

  async expect(ch: string): Promise<void> {
    if ((await this.peek()) !== ch.charCodeAt(0)) throw syntax(`expected '${ch}'`);
    this.pos++;
  }

  /** Consumes `ch` when it is next; true when it was. */
  async take(ch: string): Promise<boolean> {
    if ((await this.peek()) !== ch.charCodeAt(0)) return false;
    this.pos++;
    return true;
  }

  private async byte(): Promise<number> {
    if (!(await this.fill())) throw syntax('unexpected end');
    return this.buf[this.pos++];
  }

  /** The pieces of a JSON string (escapes decoded), as they arrive. */
  async *stringPieces(): AsyncGenerator<string> {
    await this.expect('"');
    const utf8 = new StringDecoder('utf8');
    for (;;) {
      if (!(await this.fill())) throw syntax('unterminated string');
      const b = this.buf;
      let i = this.pos;
      while (i < b.length && b[i] !== 0x22 && b[i] !== 0x5c && b[i] >= 0x20) i++;
      if (i > this.pos) {
        const s = utf8.write(b.subarray(this.pos, i));
        this.pos = i;
        if (s) yield s;
        continue;
      }
      const c = b[this.pos++];
      if (c === 0x22) {
        const end = utf8.end();
        if (end) yield end;
        return;
      }
      if (c < 0x20) throw syntax('control character in a string');
      const e = await this.byte();
      const simple: Record<number, string> = { 0x22: '"', 0x5c: '\\', 0x2f: '/', 0x62: '\b', 0x66: '\f', 0x6e: '\n', 0x72: '\r', 0x74: '\t' };
      if (e in simple) yield simple[e];
      else if (e === 0x75) {
        let hex = '';
        for (let k = 0; k < 4; k++) hex += String.fromCharCode(await this.byte());
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw syntax('bad \\u escape');
        yield String.fromCharCode(parseInt(hex, 16));
      } else throw syntax('bad escape');
    }
  }

  /** A whole string of at most `max` characters. */
  async string(max: number, path: string): Promise<string> {
    let out = '';
    for await (const p of this.stringPieces()) {
      out += p;
      if (out.length > max) throw errors.validation(`${path.slice(1)} is too long`, [{ path, message: `must NOT have more than ${max} characters` }]);
    }
    return out;
  }

  /** A number, string, true, false or null. */
  async scalar(path: string): Promise<string | number | boolean | null> {
    const c = await this.peek();
    if (c === 0x22) return this.string(100, path);
    let tok = '';
    while ((await this.fill()) && /[-+.eE0-9a-z]/.test(String.fromCharCode(this.buf[this.pos]))) {
      tok += String.fromCharCode(this.buf[this.pos++]);
      if (tok.length > 40) throw syntax('value too long');
    }
    try {
      const v: unknown = JSON.parse(tok);
      if (v === null || typeof v === 'number' || typeof v === 'boolean') return v;
    } catch {
      // fall through
    }
    throw errors.validation(`${path.slice(1)} is invalid`, [{ path, message: 'must be a number, string or null' }]);
  }

  /** True when nothing but white space remains. */
  async atEnd(): Promise<boolean> {
    return (await this.peek()) === -1;
  }
}

// the 64 characters of the standard base64 alphabet (RFC 4648 section 4)
const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;

/**
 * Decodes base64 text pieces into bytes as they come, with the rules of `isBase64`: the standard
 * alphabet, at most two '=' and only at the end, a length padding completes or an unpadded rest of 2-3.
 */
export async function* decodeBase64(pieces: AsyncIterable<string>, path: string): AsyncGenerator<Buffer> {
  const invalid = () => errors.validation('content_base64 is not valid base64', [{ path, message: 'must be base64' }]);
  let rest = '';
  let total = 0;
  let eq = 0;
  for await (const p of pieces) {
    let end = eq > 0 ? 0 : p.length;
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i);
      if (c === 0x3d) {
        if (eq === 0) end = i;
        eq++;
      } else if (eq > 0 || c >= 128 || ALPHABET[c] === 0) throw invalid();
    }
    total += p.length;
    const text = rest + p.slice(0, end);
    const cut = text.length - (text.length % 4);
    if (cut > 0) yield Buffer.from(text.slice(0, cut), 'base64');
    rest = text.slice(cut);
  }
  if (eq > 2 || (eq > 0 ? total % 4 !== 0 : total % 4 === 1)) throw invalid();
  if (rest) yield Buffer.from(rest, 'base64');
}

/**
 * Reads `{"files":[{"file_name","content_base64"}…],"struct_version_id"?,"target_language"?}` from the
 * body stream and stages each file while its content arrives. Any failure removes what was staged.
 */
/** Longest value of a route's own text field in a JSON upload. */
const EXTRA_FIELD_MAX = 2000;

export async function readJsonUploadStream(
  body: AsyncIterable<Buffer>,
  staging: Staging,
  l: UploadLimits & { maxJsonBodyBytes: number },
  opts: { extraFields?: readonly string[] } = {},
): Promise<UploadFields & Record<string, string>> {
  const r = new JsonReader(body[Symbol.asyncIterator](), l.maxJsonBodyBytes);
  const fields: UploadFields & Record<string, string> = {};
  let sawFiles = false;
  const seen = new Set<string>();
  try {
    if ((await r.peek()) === -1) throw syntax('the body is empty');
    await r.expect('{');
    if (!(await r.take('}'))) {
      do {
        const key = await r.string(100, '/');
        if (seen.has(key)) throw errors.validation(`field '${key}' is repeated`, [{ path: `/${key}`, message: 'repeated' }]);
        seen.add(key);
        await r.expect(':');
        if (key === 'files') {
          sawFiles = true;
          await readFiles(r, staging, l);
        } else if (key === 'struct_version_id') {
          const v = await r.scalar('/struct_version_id');
          if (typeof v === 'boolean') throw errors.validation('struct_version_id is invalid', [{ path: '/struct_version_id', message: 'must be integer,null' }]);
          fields.struct_version_id = v;
        } else if (key === 'target_language') {
          const v = await r.scalar('/target_language');
          if (v !== null && typeof v !== 'string') throw errors.validation('target_language is invalid', [{ path: '/target_language', message: 'must be string,null' }]);
          if (typeof v === 'string' && v.length > TARGET_LANGUAGE_MAX) {
            throw errors.validation('target_language is too long', [{ path: '/target_language', message: `must NOT have more than ${TARGET_LANGUAGE_MAX} characters` }]);
          }
          fields.target_language = v;
        } else if ((opts.extraFields ?? []).includes(key)) {
          // a route's own text field (e.g. a batch name): a string or null; the route judges its content
          const v = await r.scalar(`/${key}`);
          if (v !== null && typeof v !== 'string') throw errors.validation(`${key} is invalid`, [{ path: `/${key}`, message: 'must be string,null' }]);
          if (typeof v === 'string' && v.length > EXTRA_FIELD_MAX) {
            throw errors.validation(`${key} is too long`, [{ path: `/${key}`, message: `must NOT have more than ${EXTRA_FIELD_MAX} characters` }]);
          }
          if (typeof v === 'string') fields[key] = v;
        } else {
          throw errors.validation(`unknown field '${key.slice(0, 100)}'`, [{ path: `/${key.slice(0, 100)}`, message: 'must NOT have additional properties' }]);
        }
      } while (await r.take(','));
      await r.expect('}');
    }
    if (!(await r.atEnd())) throw syntax('unexpected text after the body');
    if (!sawFiles) throw errors.validation('request body is invalid', [{ path: '/files', message: "must have required property 'files'" }]);
    if (staging.count() === 0) throw errors.noFiles();
  } catch (e) {
    await staging.abort();
    throw e;
  }
  return fields;
}

async function readFiles(r: JsonReader, staging: Staging, l: UploadLimits): Promise<void> {
  await r.expect('[');
  if (await r.take(']')) return;
  let i = 0;
  do {
    if (i === l.maxFilesPerRequest) throw errors.tooManyFiles(l.maxFilesPerRequest);
    await readFile(r, staging, i++);
  } while (await r.take(','));
  await r.expect(']');
}

/** One `{file_name, content_base64}`: streamed when the name comes first (as serialisers write it), else held until the name arrives. */
async function readFile(r: JsonReader, staging: Staging, i: number): Promise<void> {
  const at = `/files/${i}`;
  await r.expect('{');
  let name: string | null = null;
  let held: Buffer[] | null = null;
  let streamed = false;
  const seen = new Set<string>();
  if (!(await r.take('}'))) {
    do {
      const key = await r.string(100, at);
      if (seen.has(key)) throw errors.validation(`field '${key}' is repeated`, [{ path: `${at}/${key}`, message: 'repeated' }]);
      seen.add(key);
      await r.expect(':');
      if (key === 'file_name') name = await r.string(FILE_NAME_MAX, `${at}/file_name`);
      else if (key === 'content_base64') {
        const bytes = decodeBase64(r.stringPieces(), `${at}/content_base64`);
        if (name !== null) {
          await staging.addStream(name, bytes);
          streamed = true;
        } else {
          held = [];
          for await (const b of bytes) held.push(b);
        }
      } else throw errors.validation(`unknown field '${key.slice(0, 100)}'`, [{ path: `${at}/${key.slice(0, 100)}`, message: 'must NOT have additional properties' }]);
    } while (await r.take(','));
    await r.expect('}');
  }
  if (name === null) throw errors.validation('request body is invalid', [{ path: at, message: "must have required property 'file_name'" }]);
  if (!streamed && held === null) throw errors.validation('request body is invalid', [{ path: at, message: "must have required property 'content_base64'" }]);
  if (held !== null) await staging.addStream(name, held);
}
