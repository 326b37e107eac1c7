// The one zip reader (Office containers in recognition, container checks when sniffing uploads):
// streaming unzip into memory with hard caps: entry count and inflated bytes are checked
// while inflating, input is pushed in small slices so no single step can balloon, and
// entries live in a Map keyed by name (nothing is ever written to disk).
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { fail } from './errors.js';

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_INFLATED = 256 * 1024 * 1024;
const SLICE = 16 * 1024;

/**
 * Inflates the entries whose names `want` accepts; throws zip_bomb past the caps. Every entry
 * name met is appended to `names` when given.
 */
export function readZip(
  bytes: Uint8Array,
  want: (name: string) => boolean,
  caps = { maxEntries: ZIP_MAX_ENTRIES, maxInflated: ZIP_MAX_INFLATED },
  names?: string[],
): Map<string, Uint8Array> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw fail('corrupt_file', 'the file is not a zip container');
  const out = new Map<string, Uint8Array>();
  let entries = 0;
  let inflated = 0;
  let error: Error | null = null;
  const uz = new Unzip();
  uz.register(UnzipInflate);
  uz.onfile = (file: UnzipFile) => {
    entries++;
    names?.push(file.name);
    if (entries > caps.maxEntries) {
      error ??= fail('zip_bomb', `the archive has more than ${caps.maxEntries} entries`);
      return;
    }
    if (!want(file.name) || out.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (err, data, final) => {
      if (error) return;
      if (err) {
        error = fail('corrupt_file', `a zip entry is damaged: ${err.message}`);
        return;
      }
      inflated += data.length;
      if (inflated > caps.maxInflated) {
        error = fail('zip_bomb', `the archive inflates to more than ${caps.maxInflated} bytes`);
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) out.set(file.name, concat(chunks));
    };
    file.start();
  };
  try {
    for (let i = 0; i < bytes.length && !error; i += SLICE) uz.push(bytes.subarray(i, i + SLICE), i + SLICE >= bytes.length);
  } catch (err) {
    error ??= fail('corrupt_file', `the zip container is damaged: ${err instanceof Error ? err.message : ''}`);
  }
  if (error) throw error;
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const n = chunks.reduce((s, c) => s + c.length, 0);
  const out = new Uint8Array(n);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
