import type { Queryable } from '../../db/database.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import type { ReviewedField } from '../../pipeline/extract/learn/types.js';
import { loadView } from '../extraction/view.js';

/** The reviewed values of an attachment and the struct version whose result was reviewed. */
export interface ReviewedResult {
  structVersionId: number | null;
  fields: ReviewedField[];
}

/**
 * The values a person confirmed or corrected for an attachment; null when it has no result in the organisation.
 * Reviewed fields only, or every field once the whole result was marked reviewed; a citation says where
 * the reviewed value stands in the document (none for a value entered by hand).
 */
export async function reviewedValues(db: Queryable, orgId: number, attachmentId: number): Promise<ReviewedResult | null> {
  const row = await extractionRepo(db).resultFor(orgId, attachmentId);
  if (!row) return null;
  const view = await loadView(db, orgId, row);
  const fields = view.fields
    .filter((f) => f.reviewed || view.reviewed)
    .map((f) => ({ path: f.path, value: f.value, citation: f.citations[0] ?? null }));
  return { structVersionId: row.struct_version_id, fields };
}
