// The one zip reader (Office containers in recognition, container checks when sniffing uploads):
// streaming unzip into memory with hard caps: entry count and inflated bytes are checked
// while inflating, input is pushed in small slices so no single step can balloon, and
// entries live in a Map keyed by name (nothing is ever written to disk).
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { fail } from './errors.js';

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_INFLATED = 256 * 1024 * 1024;
const SLICE = 16 * 1024;

/** A zip read as its bytes arrive: `push` each piece, then `end` for the entries asked for. */
export interface ZipStream {
  push(bytes: Uint8Array): void;
  /** The inflated entries asked for; throws zip_bomb past the caps or corrupt_file on damage. */
  end(): Map<string, Uint8Array>;
}

/**
 * Starts reading a zip piece by piece: entries whose names `want` accepts are inflated, the others
 * skipped; every entry name met is appended to `names` when given. The caps are checked while inflating.
 */
export function zipStream(
  want: (name: string) => boolean,
  caps = { maxEntries: ZIP_MAX_ENTRIES, maxInflated: ZIP_MAX_INFLATED },
  names?: string[],
): ZipStream {
  const out = new Map<string, Uint8Array>();
  let entries = 0;
  let inflated = 0;
  let error: Error | null = null;
  let first = true;
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
  const feed = (bytes: Uint8Array, final: boolean) => {
    if (error) return;
    try {
      if (bytes.length === 0) uz.push(bytes, final);
      // small slices: no single step can balloon
      for (let i = 0; i < bytes.length && !error; i += SLICE) uz.push(bytes.subarray(i, i + SLICE), final && i + SLICE >= bytes.length);
    } catch (err) {
      error ??= fail('corrupt_file', `the zip container is damaged: ${err instanceof Error ? err.message : ''}`);
    }
  };
  return {
    push(bytes) {
      if (first && bytes.length > 0) {
        first = false;
        if (bytes[0] !== 0x50 || (bytes.length > 1 && bytes[1] !== 0x4b)) error ??= fail('corrupt_file', 'the file is not a zip container');
      }
      feed(bytes, false);
    },
    end() {
      if (first) error ??= fail('corrupt_file', 'the file is not a zip container');
      feed(new Uint8Array(0), true);
      if (error) throw error;
      return out;
    },
  };
}

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
  const z = zipStream(want, caps, names);
  z.push(bytes);
  return z.end();
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
