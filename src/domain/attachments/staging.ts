import crypto from 'node:crypto';
import { detectFormat } from '../../pipeline/detect.js';
import { newBlobKey, type BlobStore } from '../../storage/blob-store.js';
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

/**
 * Collects the files of one upload request: judges size and type, drops repeats within the request,
 * and writes each accepted file's bytes under a generated key before any row exists.
 */
export function stageFiles(blobs: BlobStore, opts: { maxBytes: number; digitalEnabled: boolean }) {
  const staged: StagedFile[] = [];
  const skippedUnsupported: Skipped[] = [];
  const skippedDuplicates: Skipped[] = [];
  const seen = new Set<string>();
  return {
    staged,
    skippedUnsupported,
    skippedDuplicates,
    count: () => staged.length + skippedUnsupported.length + skippedDuplicates.length,
    /** Notes a file that went over the size limit; its bytes were never kept. */
    tooLarge(rawName: string) {
      skippedUnsupported.push({ file_name: sanitizeFileName(rawName), reason: 'too_large' });
    },
    /** Judges one complete file (size counted on the bytes received) and stores it when accepted. */
    async add(rawName: string, bytes: Uint8Array, kbFileId: number | null = null) {
      const fileName = sanitizeFileName(rawName);
      if (bytes.length > opts.maxBytes) {
        skippedUnsupported.push({ file_name: fileName, reason: 'too_large' });
        return;
      }
      const d = detectFormat(bytes, fileName, { digitalEnabled: opts.digitalEnabled });
      if (!d.ok) {
        skippedUnsupported.push({ file_name: fileName, reason: d.reason });
        return;
      }
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      if (seen.has(sha256)) {
        skippedDuplicates.push({ file_name: fileName, reason: 'duplicate' });
        return;
      }
      seen.add(sha256);
      const blobKey = newBlobKey();
      await blobs.put(blobKey, bytes);
      staged.push({ fileName, format: d.format, mime: d.mime, sha256, size: bytes.length, blobKey, kbFileId });
    },
    /** Removes every blob written so far (the request failed). */
    async abort() {
      await Promise.all(staged.map((f) => blobs.delete(f.blobKey).catch(() => undefined)));
      staged.length = 0;
    },
  };
}

export type Staging = ReturnType<typeof stageFiles>;
