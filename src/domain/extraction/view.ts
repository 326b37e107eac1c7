import type { Queryable } from '../../db/database.js';
import { extractionRepo, type ExtractionResultRow, type ReviewMarkRow, type ReviewRow } from '../../db/repositories/extraction.js';
import { reviewedView, type ReviewedView } from './reviewed.js';

/** Threshold of results whose version is gone (the column default). */
export const DEFAULT_REVIEW_THRESHOLD = 0.5;

/** The reviewed view of one stored result, from its reviews, mark and the producing version's schema and threshold. */
export function viewOf(
  row: ExtractionResultRow,
  version: { schema_json: unknown; review_threshold: number | null } | null,
  reviews: ReviewRow[],
  mark: ReviewMarkRow | null,
): ReviewedView {
  return reviewedView({
    schema: version?.schema_json ?? { type: 'object', properties: {} },
    threshold: version?.review_threshold ?? DEFAULT_REVIEW_THRESHOLD,
    machine: { data: row.data, fields: row.fields, problems: row.problems },
    reviews,
    mark,
  });
}

/** Loads what the view of one result needs and builds it. */
export async function loadView(q: Queryable, orgId: number, row: ExtractionResultRow): Promise<ReviewedView> {
  const repo = extractionRepo(q);
  const version = row.struct_version_id === null ? null : await repo.versionForReview(orgId, row.struct_version_id);
  const reviews = await repo.reviewsFor(orgId, [row.attachment_id]);
  const [mark] = await repo.marksFor(orgId, [row.attachment_id]);
  return viewOf(row, version, reviews, mark ?? null);
}

/**
 * Recomputes and stores whether the attachment's result needs review (after the machine result,
 * its reviews or its mark changed); nothing happens when the attachment has no result.
 */
export async function refreshNeedsReview(q: Queryable, orgId: number, attachmentId: number): Promise<void> {
  const repo = extractionRepo(q);
  const row = await repo.resultFor(orgId, attachmentId);
  if (!row) return;
  const view = await loadView(q, orgId, row);
  await repo.setNeedsReview(orgId, attachmentId, view.needs_review);
}
