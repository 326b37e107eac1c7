import type { Config } from '../../config/config.js';
import type { Queryable } from '../../db/database.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import { recognise, RecogniseError } from '../../pipeline/recognise/index.js';
import type { RecognisedDocument } from '../../pipeline/types.js';
import type { BlobStore } from '../../storage/blob-store.js';

/** Where the recognised document of an attachment is read from (for schema tests). */
export interface DocumentSource {
  /** The attachment's recognised document; null when the attachment is unknown to the organisation or unreadable. */
  load(orgId: number, attachmentId: number): Promise<RecognisedDocument | null>;
}

/** Recognises the attachment's stored bytes again; formats the recogniser does not read give null. */
export function blobDocumentSource(deps: { db: Queryable; blobs: BlobStore; config: Config }): DocumentSource {
  return {
    async load(orgId, attachmentId) {
      const a = await extractionRepo(deps.db).attachment(orgId, attachmentId);
      if (!a) return null;
      try {
        const bytes = await deps.blobs.get(a.blob_key);
        const p = deps.config.pipeline;
        return await recognise(bytes, a.file_type, {
          languages: p.ocrLanguages,
          maxPages: p.maxPages,
          maxPixels: p.maxPixels,
          timeoutMs: p.parseTimeoutMs,
          memoryMb: p.parseMemoryMb,
        });
      } catch (e) {
        if (e instanceof RecogniseError) return null;
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
