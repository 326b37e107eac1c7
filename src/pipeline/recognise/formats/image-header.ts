// Reads image dimensions (and TIFF page count) from headers only, so caps are checked
// before any pixel is decoded.
import { fail } from '../../errors.js';
import type { ParseLimits } from '../host/protocol.js';

export interface ImageProbe {
  kind: 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'tiff';
  pages: number;
  frames: Array<{ width: number; height: number }>;
}

function sniff(b: Uint8Array): ImageProbe['kind'] | null {
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpg';
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'gif';
  if (b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 42) || (b[0] === 0x4d && b[1] === 0x4d && b[3] === 42)) return 'tiff';
  if (String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'webp';
  return null;
}

function jpegSize(b: Uint8Array, v: DataView): { width: number; height: number } {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) { i++; continue; }
    const m = b[i + 1];
    if (m === 0xff) { i++; continue; }
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    }
    if (m === 0xd8 || (m >= 0xd0 && m <= 0xd7) || m === 0x01) { i += 2; continue; }
    i += 2 + v.getUint16(i + 2);
  }
  throw fail('corrupt_file', 'JPEG has no frame header');
}

function webpSize(b: Uint8Array, v: DataView): { width: number; height: number } {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8X') return { width: 1 + (b[24] | (b[25] << 8) | (b[26] << 16)), height: 1 + (b[27] | (b[28] << 8) | (b[29] << 16)) };
  if (chunk === 'VP8L') {
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  throw fail('corrupt_file', 'unknown WebP chunk');
}

function tiffFrames(b: Uint8Array, v: DataView, maxPages: number): Array<{ width: number; height: number }> {
  const le = b[0] === 0x49;
  const frames: Array<{ width: number; height: number }> = [];
  const seen = new Set<number>();
  let off = v.getUint32(4, le);
  while (off !== 0) {
    if (seen.has(off) || off + 2 > b.length) throw fail('corrupt_file', 'TIFF directory chain is broken');
    seen.add(off);
    const n = v.getUint16(off, le);
    if (off + 2 + n * 12 + 4 > b.length) throw fail('corrupt_file', 'TIFF directory is truncated');
    let width = 0;
    let height = 0;
    for (let k = 0; k < n; k++) {
      const e = off + 2 + k * 12;
      const tag = v.getUint16(e, le);
      const type = v.getUint16(e + 2, le);
      const val = type === 3 ? v.getUint16(e + 8, le) : v.getUint32(e + 8, le);
      if (tag === 256) width = val;
      if (tag === 257) height = val;
    }
    frames.push({ width, height });
    if (frames.length > maxPages) throw fail('too_many_pages', `the image has more than ${maxPages} pages`);
    off = v.getUint32(off + 2 + n * 12, le);
  }
  return frames;
}

/** Reads dimensions from the header and enforces page and pixel caps; never decodes pixels. */
export function probeImage(bytes: Uint8Array, _format: string, limits: Pick<ParseLimits, 'maxPages' | 'maxPixels'>): ImageProbe {
  if (bytes.length < 32) throw fail('corrupt_file', 'the image is truncated');
  const kind = sniff(bytes);
  if (!kind) throw fail('corrupt_file', 'the file is not a recognised image');
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let frames: Array<{ width: number; height: number }>;
  try {
    if (kind === 'png') frames = [{ width: v.getUint32(16), height: v.getUint32(20) }];
    else if (kind === 'jpg') frames = [jpegSize(bytes, v)];
    else if (kind === 'gif') frames = [{ width: v.getUint16(6, true), height: v.getUint16(8, true) }];
    else if (kind === 'bmp') frames = [{ width: Math.abs(v.getInt32(18, true)), height: Math.abs(v.getInt32(22, true)) }];
    else if (kind === 'webp') frames = [webpSize(bytes, v)];
    else frames = tiffFrames(bytes, v, limits.maxPages);
  } catch (err) {
    if (err instanceof RangeError) throw fail('corrupt_file', 'the image header is truncated');
    throw err;
  }
  for (const f of frames) {
    if (f.width <= 0 || f.height <= 0) throw fail('corrupt_file', 'the image has no size');
    if (f.width * f.height > limits.maxPixels) {
      throw fail('pixel_limit', `the image is ${f.width}x${f.height} pixels, over the ${limits.maxPixels} pixel limit`);
    }
  }
  return { kind, pages: frames.length, frames };
}
