import type { Queryable } from '../../db/database.js';
import { outputsRepo } from '../../db/repositories/outputs.js';
import type { RecognisedDocument } from '../../pipeline/types.js';

/** Where the recognised document of an attachment is read from (for schema tests). */
export interface DocumentSource {
  /** The attachment's recognised document; null when the attachment is unknown to the organisation or not processed. */
  load(orgId: number, attachmentId: number): Promise<RecognisedDocument | null>;
}

/** Reads the recognised document the processing pipeline stored for the attachment. */
export function storedDocumentSource(db: Queryable): DocumentSource {
  return {
    async load(orgId, attachmentId) {
      return ((await outputsRepo(db).document(orgId, attachmentId)) as RecognisedDocument | null) ?? null;
    },
  };
}
