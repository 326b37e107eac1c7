import type { Queryable } from '../db/database.js';
import type { RecognisedDocument } from './types.js';

/** Input of the extraction stage, run after text recognition when a struct version is pinned. */
export interface ExtractionStageInput {
  orgId: number;
  attachmentId: number;
  /** the processing run (fencing token) this work belongs to */
  run: number;
  structVersionId: number;
  document: RecognisedDocument;
  onProgress?: (fraction: number) => Promise<void> | void;
}

/** The extraction stage: computes a result; `save` writes it inside the caller's fenced transaction. */
export interface ExtractionStage {
  compute(input: ExtractionStageInput): Promise<{ save(tx: Queryable): Promise<void> }>;
}
