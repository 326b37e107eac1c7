import { Type } from '@sinclair/typebox';
import type { Batch as BatchRow } from '../../domain/batches/service.js';
import type { BatchDocument } from '../../domain/batches/service.js';
import { ChatAttachment, presentAttachment, SkippedDuplicate, SkippedUnsupported } from './attachment-schemas.js';

export const BatchParams = Type.Object({ batch_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const Counts = Type.Object(
  {
    pending: Type.Integer(),
    completed: Type.Integer({ description: 'completed documents, unclassified ones included' }),
    failed: Type.Integer(),
    unclassified: Type.Integer({ description: 'completed without extraction: no participating struct fitted' }),
  },
  { additionalProperties: false },
);

/** A batch with the counts of its documents by state and its overall progress. */
export const Batch = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Union([Type.Literal('processing'), Type.Literal('completed')], { description: 'completed when no document is pending' }),
    struct_version_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the pinned version; null when the documents are classified' }),
    classify: Type.Boolean({ description: 'true when each document is classified into a participating struct' }),
    target_language: Type.String(),
    document_count: Type.Integer(),
    counts: Counts,
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'mean processing_progress of the documents, finished ones counting 100' }),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when the last pending document finished (first time)' }),
  },
  { additionalProperties: false, title: 'Batch' },
);

const Candidate = Type.Object(
  { struct_version_id: Type.Integer(), struct_slug: Type.String(), struct_name: Type.String(), score: Type.Number() },
  { additionalProperties: false },
);

export const Classification = Type.Object(
  {
    status: Type.Union([Type.Literal('classified'), Type.Literal('unclassified')]),
    method: Type.Union([Type.Literal('deterministic'), Type.Literal('model')]),
    struct_version_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the chosen version; null when unclassified' }),
    score: Type.Number(),
    threshold: Type.Number(),
    reasons: Type.Array(Type.String()),
    candidates: Type.Array(Candidate, { description: 'every participating struct, best first' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false, title: 'Classification' },
);

/** A batch document: the ChatAttachment fields plus its classification. */
export const BatchDocumentBody = Type.Object(
  { ...ChatAttachment.properties, classification: Type.Union([Classification, Type.Null()]) },
  { additionalProperties: false, title: 'BatchDocument' },
);

export const BatchCreated = Type.Object({
  batch: Batch,
  created: Type.Array(ChatAttachment),
  skipped_duplicates: Type.Array(SkippedDuplicate),
  skipped_unsupported: Type.Array(SkippedUnsupported),
});

/** Presents a batch row. */
export function presentBatch(b: BatchRow) {
  return {
    id: b.id,
    name: b.name,
    status: b.pending_count > 0 ? ('processing' as const) : ('completed' as const),
    struct_version_id: b.struct_version_id,
    classify: b.classify,
    target_language: b.target_language,
    document_count: b.document_count,
    counts: { pending: b.pending_count, completed: b.completed_count, failed: b.failed_count, unclassified: b.unclassified_count },
    progress: b.document_count === 0 ? 100 : Math.floor(b.progress_sum / b.document_count),
    created_at: new Date(b.created_at).toISOString(),
    completed_at: b.completed_at ? new Date(b.completed_at).toISOString() : null,
  };
}

/** Presents a batch document with its classification. */
export function presentBatchDocument(d: BatchDocument) {
  const c = d.classification;
  return {
    ...presentAttachment(d),
    classification: c
      ? {
          status: c.struct_version_id === null ? ('unclassified' as const) : ('classified' as const),
          method: c.method,
          struct_version_id: c.struct_version_id,
          score: Number(c.score),
          threshold: Number(c.threshold),
          reasons: c.reasons,
          candidates: c.candidates,
          created_at: new Date(c.created_at).toISOString(),
        }
      : null,
  };
}
