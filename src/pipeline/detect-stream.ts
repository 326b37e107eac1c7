import { acceptedExtension, detectFormat, hasZipTail, isZipFormat, mimeOf, SNIFF_ZIP_CAPS, zipFormatOk, zipPartsWanted, type DetectResult, type ZipListing } from './detect.js';
import { zipStream } from './zip.js';

/** Judges a file's format from its bytes as they arrive, keeping only what the judgement needs. */
export interface FormatSniffer {
  update(chunk: Uint8Array): void;
  finish(): DetectResult;
}

const UNSUPPORTED: DetectResult = { ok: false, reason: 'unsupported_type' };
// what the head-and-tail formats look at: their signature at the start and a zip directory in the last 65,557 bytes
const HEAD = 64 * 1024;
const TAIL = 65_557;
const HEAD_TAIL = new Set(['pdf', 'jpg', 'jpeg', 'tif', 'tiff', 'webp', 'bmp', 'gif']);
const TEXT = new Set(['csv', 'txt', 'md', 'html', 'htm']);

/** Keeps the first HEAD bytes and the last TAIL bytes of a stream; while nothing was dropped they are the whole file. */
function headAndTail() {
  let head: Uint8Array = new Uint8Array(0);
  let tail: Uint8Array[] = [];
  let tailLen = 0;
  return {
    push(chunk: Uint8Array) {
      if (head.length < HEAD) {
        const take = Math.min(HEAD - head.length, chunk.length);
        head = concat([head, chunk.subarray(0, take)]);
        chunk = chunk.subarray(take);
      }
      if (chunk.length === 0) return;
      tail.push(chunk.slice());
      tailLen += chunk.length;
      while (tailLen - tail[0].length >= TAIL) tailLen -= tail.shift()!.length;
    },
    /** head + tail: the whole file when it was short, otherwise a sample with the same start and end. */
    sample(): Uint8Array {
      const t = concat(tail);
      return concat([head, t.subarray(Math.max(0, t.length - TAIL))]);
    },
    tail(): Uint8Array {
      return concat(tail);
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  return Buffer.concat(parts);
}

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Walks PNG chunks as bytes arrive, with the rules of the whole-file check: IHDR first, letters-only
 * chunk types, no zip record inside an ancillary chunk, nothing after IEND.
 */
function pngWalker() {
  let pos = 0; // bytes of the signature seen
  let header: number[] = [];
  let dataLeft = 0; // bytes of the current chunk's data still to come
  let crcLeft = 0;
  let ancillary = false;
  let carry: number[] = []; // last bytes of ancillary data, for a signature split across pushes
  let first = true;
  let ended = false;
  let failed = false;
  let lastType = '';
  const isZipSig = (a: number, b: number, c: number, d: number) => a === 0x50 && b === 0x4b && ((c === 0x03 && d === 0x04) || (c === 0x05 && d === 0x06));
  return {
    push(b: Uint8Array) {
      let i = 0;
      while (i < b.length && !failed) {
        if (ended) {
          failed = true;
          return;
        }
        if (pos < 8) {
          if (b[i++] !== PNG_SIG[pos++]) failed = true;
          continue;
        }
        if (dataLeft > 0) {
          const n = Math.min(dataLeft, b.length - i);
          if (ancillary) {
            const seg = [...carry, ...b.subarray(i, i + Math.min(n, 3))];
            for (let k = 0; k + 4 <= seg.length; k++) if (isZipSig(seg[k], seg[k + 1], seg[k + 2], seg[k + 3])) failed = true;
            for (let k = i; k + 4 <= i + n; k++) if (isZipSig(b[k], b[k + 1], b[k + 2], b[k + 3])) failed = true;
            carry = n >= 3 ? Array.from(b.subarray(i + n - 3, i + n)) : [...carry, ...b.subarray(i, i + n)].slice(-3);
          }
          i += n;
          dataLeft -= n;
          continue;
        }
        if (crcLeft > 0) {
          const n = Math.min(crcLeft, b.length - i);
          i += n;
          crcLeft -= n;
          if (crcLeft === 0 && lastType === 'IEND') ended = true;
          continue;
        }
        header.push(b[i++]);
        if (header.length < 8) continue;
        const len = ((header[0] << 24) >>> 0) + (header[1] << 16) + (header[2] << 8) + header[3];
        const type = String.fromCharCode(header[4], header[5], header[6], header[7]);
        if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) failed = true;
        first = false;
        ancillary = (header[4] & 0x20) !== 0;
        carry = [];
        header = [];
        lastType = type;
        dataLeft = len;
        crcLeft = 4;
      }
    },
    ok: () => !failed && ended,
  };
}

/**
 * A sniffer for `fileName`, or null when the organisation does not accept its extension (the bytes
 * then need not be read). The verdict equals the whole-file check's; a few bytes are kept whatever the
 * size (zip-based formats also keep the small parts their check reads).
 */
export function formatSniffer(fileName: string, opts: { digitalEnabled: boolean }): FormatSniffer | null {
  const ext = acceptedExtension(fileName, opts);
  if (ext === null) return null;
  const ok: DetectResult = { ok: true, format: ext, mime: mimeOf(ext) };
  if (HEAD_TAIL.has(ext)) {
    const ht = headAndTail();
    return { update: (c) => ht.push(c), finish: () => detectFormat(ht.sample(), fileName, opts) };
  }
  if (ext === 'png') {
    const walk = pngWalker();
    const ht = headAndTail();
    return {
      update(c) {
        walk.push(c);
        ht.push(c);
      },
      finish: () => (walk.ok() && !hasZipTail(ht.sample()) ? ok : UNSUPPORTED),
    };
  }
  if (TEXT.has(ext)) {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let size = 0;
    let bad = false;
    return {
      update(c) {
        size += c.length;
        if (bad) return;
        if (c.includes(0)) bad = true;
        else {
          try {
            decoder.decode(c, { stream: true });
          } catch {
            bad = true;
          }
        }
      },
      finish() {
        if (bad || size === 0) return UNSUPPORTED;
        try {
          decoder.decode();
        } catch {
          return UNSUPPORTED;
        }
        return ok;
      },
    };
  }
  if (isZipFormat(ext)) {
    // zip-based formats are judged on their first bytes and on their entries as the zip streams past
    // (names, and the small parts the check reads): nothing else of the file is kept
    const wanted = zipPartsWanted(ext);
    const names: string[] = [];
    const zip = zipStream((n) => wanted.includes(n), SNIFF_ZIP_CAPS, names);
    const head = headAndTail();
    return {
      update(c) {
        head.push(c);
        zip.push(c);
      },
      finish() {
        let listing: ZipListing;
        try {
          listing = { names, files: Object.fromEntries(zip.end()) };
        } catch {
          listing = null;
        }
        return zipFormatOk(head.sample(), listing, ext) ? ok : UNSUPPORTED;
      },
    };
  }
  // any other format is judged on the whole file
  const parts: Uint8Array[] = [];
  return { update: (c) => void parts.push(c.slice()), finish: () => detectFormat(concat(parts), fileName, opts) };
}
