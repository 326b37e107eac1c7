import type { Queryable } from '../../db/database.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import type { ReviewedField } from '../../pipeline/extract/learn/types.js';

/** The reviewed values of an attachment and the struct version whose result was reviewed. */
export interface ReviewedResult {
  structVersionId: number | null;
  fields: ReviewedField[];
}

function pointer(base: string, key: string): string {
  return `${base}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The scalar leaves of a data object (inside nested objects; arrays stay whole) keyed by JSON pointer. */
export function leaves(data: Record<string, unknown>, base = ''): { path: string; value: unknown }[] {
  return Object.entries(data).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? leaves(v as Record<string, unknown>, pointer(base, k)) : [{ path: pointer(base, k), value: v }],
  );
}

/**
 * The values a person confirmed or corrected for an attachment; null when it has no result in the organisation.
 * Until reviews are stored, the current extraction result stands for the reviewed one: its data are the
 * values and its citations say where they are. This is the one place to point at the review storage.
 */
export async function reviewedValues(db: Queryable, orgId: number, attachmentId: number): Promise<ReviewedResult | null> {
  const row = await extractionRepo(db).resultFor(orgId, attachmentId);
  if (!row) return null;
  const cited = new Map(row.fields.map((f) => [f.path, f.citations?.[0] ?? null]));
  const fields = leaves(row.data ?? {}).map(({ path, value }) => {
    const c = cited.get(path);
    // a citation only says where the value is when it cites that same value
    return { path, value, citation: c && row.fields.find((f) => f.path === path)?.value === value ? c : null };
  });
  return { structVersionId: row.struct_version_id, fields };
}
