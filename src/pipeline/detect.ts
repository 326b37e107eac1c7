import { ALWAYS_FORMATS, DIGITAL_FORMATS, isFormatName, mimeOf, type FormatName } from './formats.js';
import { readZip as inflate } from './zip.js';

export { ALWAYS_FORMATS, DIGITAL_FORMATS, mimeOf };

// the main part each Office Open XML format must declare in [Content_Types].xml, and the part itself
const OOXML: Record<string, { contentType: string; part: string }> = {
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', part: 'word/document.xml' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', part: 'xl/workbook.xml' },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml', part: 'ppt/presentation.xml' },
};

export type DetectResult = { ok: true; format: string; mime: string } | { ok: false; reason: 'unsupported_type' };

const UNSUPPORTED: DetectResult = { ok: false, reason: 'unsupported_type' };

/** The lower-case last suffix of a file name ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWith(b: Uint8Array, sig: number[] | string, at = 0): boolean {
  const s = typeof sig === 'string' ? Array.from(sig, (c) => c.charCodeAt(0)) : sig;
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s[i]) return false;
  return true;
}

function u32be(b: Uint8Array, at: number): number {
  return ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
}

/** True when a ZIP end-of-central-directory record sits in the tail: a file that is also an archive. */
export function hasZipTail(b: Uint8Array): boolean {
  const from = Math.max(0, b.length - 65_557);
  for (let i = b.length - 22; i >= from; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) return true;
  }
  return false;
}

/** True when a zip record signature (local file header or end of central directory) starts in b[from, to). */
function hasZipRecord(b: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i + 4 <= to; i++) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && ((b[i + 2] === 0x03 && b[i + 3] === 0x04) || (b[i + 2] === 0x05 && b[i + 3] === 0x06))) return true;
  }
  return false;
}

/**
 * Walks PNG chunks up to IEND; anything appended after IEND, a broken chunk, a zip hidden in an
 * ancillary chunk or a zip directory in the tail (a PNG that is also an archive) fails.
 */
function isPng(b: Uint8Array): boolean {
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const len = u32be(b, at);
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return false;
    first = false;
    // ancillary chunks (lower-case first letter) are skipped by decoders, so they can carry anything
    const ancillary = (b[at + 4] & 0x20) !== 0;
    if (ancillary && hasZipRecord(b, at + 8, Math.min(b.length, at + 8 + len))) return false;
    at += 12 + len;
    if (at > b.length) return false;
    if (type === 'IEND') return at === b.length && !hasZipTail(b);
  }
  return false;
}

function isJpeg(b: Uint8Array): boolean {
  return startsWith(b, [0xff, 0xd8, 0xff]) && !hasZipTail(b);
}

function isTiff(b: Uint8Array): boolean {
  return (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) && !hasZipTail(b);
}

function isWebp(b: Uint8Array): boolean {
  return startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) && !hasZipTail(b);
}

function isBmp(b: Uint8Array): boolean {
  if (!startsWith(b, 'BM') || b.length < 18) return false;
  const dib = b[14] | (b[15] << 8) | (b[16] << 16) | (b[17] << 24);
  return [12, 40, 52, 56, 64, 108, 124].includes(dib) && !hasZipTail(b);
}

function isGif(b: Uint8Array): boolean {
  return (startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a')) && !hasZipTail(b);
}

function isPdf(b: Uint8Array): boolean {
  return startsWith(b, '%PDF-') && !hasZipTail(b);
}

/** A zip's entry names and the small entries asked for; null when it is not a readable zip. */
export type ZipListing = { names: string[]; files: Record<string, Uint8Array> } | null;

/** The caps of the sniffer's zip reading: only small entries are inflated, it must not be a zip-bomb target. */
export const SNIFF_ZIP_CAPS = { maxEntries: Number.POSITIVE_INFINITY, maxInflated: 1024 * 1024 };

/** True for the zip-based formats (Office Open XML and OpenDocument). */
export function isZipFormat(format: string): boolean {
  return format in OOXML || format === 'odt' || format === 'ods' || format === 'odp';
}

/** The entries the check of a zip-based format reads. */
export function zipPartsWanted(format: string): string[] {
  return format in OOXML ? ['[Content_Types].xml'] : [];
}

/** Lists the entry names of a zip and reads the small entries asked for; null when it is not a readable zip. */
function readZip(b: Uint8Array, wanted: string[]): ZipListing {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return null;
  const names: string[] = [];
  try {
    const files = inflate(b, (name) => wanted.includes(name), SNIFF_ZIP_CAPS, names);
    return { names, files: Object.fromEntries(files) };
  } catch {
    return null;
  }
}

/**
 * The verdict on a zip-based format from the file's first bytes and its listing (the same whether
 * the file was read whole or as it streamed past).
 */
export function zipFormatOk(head: Uint8Array, zip: ZipListing, format: string): boolean {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || !zip) return false;
  const spec = OOXML[format];
  if (spec) {
    if (!zip.names.includes(spec.part)) return false;
    const ct = zip.files['[Content_Types].xml'];
    if (!ct) return false;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(ct);
    return text.includes(`ContentType="${spec.contentType}"`) && text.includes(`PartName="/${spec.part}"`);
  }
  // ODF stores an uncompressed `mimetype` entry first; its content names the document kind
  const want = isFormatName(format) ? mimeOf(format) : '';
  if (head.length < 30) return false;
  const method = head[8] | (head[9] << 8);
  const nameLen = head[26] | (head[27] << 8);
  const extraLen = head[28] | (head[29] << 8);
  if (method !== 0 || !startsWith(head, 'mimetype', 30) || nameLen !== 8) return false;
  return startsWith(head, want, 30 + nameLen + extraLen);
}

function isOoxml(b: Uint8Array, format: string): boolean {
  return zipFormatOk(b, readZip(b, zipPartsWanted(format)), format);
}

function isOdf(b: Uint8Array, format: string): boolean {
  return zipFormatOk(b, readZip(b, zipPartsWanted(format)), format);
}

function isText(b: Uint8Array): boolean {
  if (b.length === 0 || b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

const CHECKS: Record<string, (b: Uint8Array, format: string) => boolean> = {
  pdf: isPdf,
  png: isPng,
  jpg: isJpeg,
  jpeg: isJpeg,
  tif: isTiff,
  tiff: isTiff,
  webp: isWebp,
  bmp: isBmp,
  gif: isGif,
  docx: isOoxml,
  xlsx: isOoxml,
  pptx: isOoxml,
  odt: isOdf,
  ods: isOdf,
  odp: isOdf,
  csv: isText,
  txt: isText,
  md: isText,
  html: isText,
  htm: isText,
};

/**
 * Decides whether a file is accepted: its (case-insensitive, last) extension must be in the accepted
 * set for the organisation and its bytes must match that format; otherwise `unsupported_type`.
 */
export function detectFormat(bytes: Uint8Array, fileName: string, opts: { digitalEnabled: boolean }): DetectResult {
  const ext = acceptedExtension(fileName, opts);
  if (ext === null || !CHECKS[ext](bytes, ext)) return UNSUPPORTED;
  return { ok: true, format: ext, mime: mimeOf(ext) };
}

/** The file's extension when the organisation accepts that format, else null (judged on the name alone). */
export function acceptedExtension(fileName: string, opts: { digitalEnabled: boolean }): FormatName | null {
  const ext = extensionOf(fileName);
  const always = (ALWAYS_FORMATS as readonly string[]).includes(ext);
  const digital = (DIGITAL_FORMATS as readonly string[]).includes(ext);
  return always || (digital && opts.digitalEnabled) ? (ext as FormatName) : null;
}
