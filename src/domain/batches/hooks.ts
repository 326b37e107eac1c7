/** A batch document reached `completed` or `failed` (also when it ended unclassified). */
export interface BatchDocumentFinished {
  orgId: number;
  batchId: number;
  attachmentId: number;
  outcome: 'completed' | 'failed';
  /** the user who uploaded the batch; null for an organisation API key */
  uploadedBy: number | null;
}

/** Every document of a batch is finished (fired once per batch). */
export interface BatchCompleted {
  orgId: number;
  batchId: number;
  createdBy: number | null;
}

/**
 * What other areas (webhooks, notifications) may be told about batches. Each is awaited after the
 * state change has committed; a hook that throws is ignored (the state change stands).
 */
export interface BatchHooks {
  onBatchDocumentFinished?: (e: BatchDocumentFinished) => Promise<void>;
  onBatchCompleted?: (e: BatchCompleted) => Promise<void>;
}
