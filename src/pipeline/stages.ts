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

/** Input of the classification stage, run after text recognition for a batch document without a pinned version. */
export interface ClassificationStageInput {
  orgId: number;
  attachmentId: number;
  run: number;
  document: RecognisedDocument;
}

/**
 * The classification stage: picks the struct version to extract with, or none (the document ends
 * unclassified); `save` records the decision inside the caller's fenced transaction.
 */
export interface ClassificationStage {
  classify(input: ClassificationStageInput): Promise<{ structVersionId: number | null; save(tx: Queryable): Promise<void> }>;
}
