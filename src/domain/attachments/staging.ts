import crypto from 'node:crypto';
import { errors } from '../../errors/catalogue.js';
import { formatSniffer } from '../../pipeline/detect-stream.js';
import { newBlobKey, type BlobStore, type ByteSource } from '../../storage/blob-store.js';
import { sanitizeFileName } from './file-name.js';

export interface Skipped {
  file_name: string;
  reason: string;
}

export interface StagedFile {
  fileName: string;
  format: string;
  mime: string;
  sha256: string;
  size: number;
  blobKey: string;
  kbFileId: number | null;
}

/** Storage refusals that mean "no space": the disk or quota is full, or the file system refuses the size. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

function syncToAsync(it: Iterator<Uint8Array>): AsyncIterator<Uint8Array> {
  return { next: async () => it.next() };
}

/** The iterator's remaining items are read and dropped (a multipart part must be consumed to reach the next). */
async function drain(it: AsyncIterator<Uint8Array>): Promise<void> {
  while (!(await it.next()).done);
}

/**
 * Collects the files of one upload request: streams each file to the blob store under a generated key
 * while counting, hashing and sniffing it, so no file is held in memory whole. The one place the size
 * limit is applied: a file over it, of a type not accepted, or repeated within the request is removed
 * from the store again and listed as skipped.
 */
export function stageFiles(blobs: BlobStore, opts: { maxBytes: number; digitalEnabled: boolean }) {
  const staged: StagedFile[] = [];
  const skippedUnsupported: Skipped[] = [];
  const skippedDuplicates: Skipped[] = [];
  const seen = new Set<string>();

  /** Streams one file into the store and judges it; throws insufficient_storage when the store is full. */
  async function addStream(rawName: string, source: ByteSource, kbFileId: number | null = null): Promise<void> {
    const fileName = sanitizeFileName(rawName);
    const it = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : syncToAsync(source[Symbol.iterator]());
    const sniffer = formatSniffer(fileName, { digitalEnabled: opts.digitalEnabled });
    if (sniffer === null) {
      await drain(it);
      skippedUnsupported.push({ file_name: fileName, reason: 'unsupported_type' });
      return;
    }
    const hash = crypto.createHash('sha256');
    let size = 0;
    let over = false;
    // stops feeding the store at the first byte over the limit; the rest is drained below, never stored
    async function* counted(): AsyncGenerator<Uint8Array> {
      for (let r = await it.next(); !r.done; r = await it.next()) {
        size += r.value.length;
        if (size > opts.maxBytes) {
          over = true;
          return;
        }
        hash.update(r.value);
        sniffer!.update(r.value);
        yield r.value;
      }
    }
    const blobKey = newBlobKey();
    try {
      await blobs.putStream(blobKey, counted());
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && NO_SPACE.has(code)) throw errors.insufficientStorage();
      throw e;
    }
    const verdict = over ? null : sniffer.finish();
    const sha256 = hash.digest('hex');
    if (verdict === null || !verdict.ok || seen.has(sha256)) {
      await blobs.delete(blobKey).catch(() => undefined);
      if (verdict === null) {
        await drain(it);
        skippedUnsupported.push({ file_name: fileName, reason: 'too_large' });
      } else if (!verdict.ok) skippedUnsupported.push({ file_name: fileName, reason: verdict.reason });
      else skippedDuplicates.push({ file_name: fileName, reason: 'duplicate' });
      return;
    }
    seen.add(sha256);
    staged.push({ fileName, format: verdict.format, mime: verdict.mime, sha256, size, blobKey, kbFileId });
  }

  return {
    staged,
    skippedUnsupported,
    skippedDuplicates,
    count: () => staged.length + skippedUnsupported.length + skippedDuplicates.length,
    addStream,
    /** Judges and stores one file already in memory (e.g. a knowledge-base copy). */
    add: (rawName: string, bytes: Uint8Array, kbFileId: number | null = null) => addStream(rawName, [bytes], kbFileId),
    /** Removes every blob written so far (the request failed). */
    async abort() {
      await Promise.all(staged.map((f) => blobs.delete(f.blobKey).catch(() => undefined)));
      staged.length = 0;
    },
  };
}

export type Staging = ReturnType<typeof stageFiles>;
