import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { zipSync, strToU8 } from 'fflate';
import type { Database } from '../../src/db/database.js';
import type { TestApp } from './app.js';

/** A small valid PDF with one page showing `text` (different text, different bytes). */
export function makePdf(text: string = crypto.randomUUID()): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return assemblePdf(objs);
}

/** A PDF file of these objects (numbered from 1, the first being the catalog) with its cross-reference table. */
export function assemblePdf(objs: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A valid 1x1 RGB PNG whose colour comes from `seed`. */
export function makePng(seed = crypto.randomInt(1 << 24)): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, (seed >> 16) & 255, (seed >> 8) & 255, seed & 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal Word document (Office Open XML) zip. */
export function makeDocx(text = 'hello'): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8(`<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`),
    }),
  );
}

/** Any zip that is not an Office document. */
export function makeZip(): Buffer {
  return Buffer.from(zipSync({ 'readme.txt': strToU8('just a zip') }));
}

/** An ODF text document zip (uncompressed mimetype entry first). */
export function makeOdt(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': strToU8('<office:document-content/>'),
    }),
  );
}

export interface Part {
  name: string;
  filename?: string;
  content: Buffer | string;
  contentType?: string;
}

/** Builds a multipart/form-data body by hand (so tests can also build broken ones). */
export function multipartBody(parts: Part[], boundary = `----structa${crypto.randomBytes(8).toString('hex')}`, close = true) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n`, 'utf8'));
    if (p.filename !== undefined) chunks.push(Buffer.from(`Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`));
    chunks.push(Buffer.from('\r\n'), Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content, 'utf8'), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Files named + bytes, sent as multipart `files` parts with optional fields. */
export function filesForm(files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
  return multipartBody([
    ...files.map((f) => ({ name: 'files', filename: f.name, content: f.bytes })),
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
  ]);
}

/** Uploads by multipart to a chat and returns the response. */
export async function uploadForm(t: TestApp, auth: Record<string, string>, threadId: string, files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
  const body = filesForm(files, fields);
  return t.app.inject({ method: 'POST', url: `/api/v2/chats/${threadId}/attachments/`, headers: { ...auth, ...body.headers }, payload: body.payload });
}

/** Uploads by JSON (base64) to a chat and returns the response. */
export async function uploadJson(t: TestApp, auth: Record<string, string>, threadId: string, files: { name: string; bytes: Buffer }[], extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/chats/${threadId}/attachments/`,
    headers: auth,
    payload: { files: files.map((f) => ({ file_name: f.name, content_base64: f.bytes.toString('base64') })), ...extra },
  });
}

/** Creates a chat through the API and returns its thread id. */
export async function makeChat(t: TestApp, auth: Record<string, string>, title = 'chat'): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: auth, payload: { title } });
  if (r.statusCode !== 201) throw new Error(`chat create failed: ${r.body}`);
  return r.json().thread_id;
}

/** Inserts a struct with one published version; returns the version id. */
export async function makeStructVersion(db: Database, orgId: number, opts: { deprecated?: boolean; archived?: boolean } = {}): Promise<number> {
  const slug = `s-${crypto.randomBytes(4).toString('hex')}`;
  const s = await db.query<{ id: number }>(
    `INSERT INTO structs (org_id, slug, name, status) VALUES ($1, $2, $2, $3) RETURNING id`,
    [orgId, slug, opts.archived ? 'archived' : 'active'],
  );
  const v = await db.query<{ id: number }>(
    `INSERT INTO struct_versions (struct_id, org_id, version_number, schema_json, annotations_json, draft_revision, deprecated_at)
     VALUES ($1, $2, 1, '{}', '{}', 1, $3) RETURNING id`,
    [s.rows[0].id, orgId, opts.deprecated ? new Date() : null],
  );
  return v.rows[0].id;
}

/** Every file under a directory, relative paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  const fs = await import('node:fs');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** Inserts a chunk with a correct CRC right after the IHDR chunk of a PNG (for polyglot tests). */
export function pngWithChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), head, data, crc, png.subarray(afterIhdr)]);
}
