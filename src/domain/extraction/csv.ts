import { schemaLeaves } from '../../pipeline/extract/validate.js';

/** Characters that make a spreadsheet read a cell as a formula (or a DDE/command) when it starts with them. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would read as a formula gets a leading single quote (CSV and XLSX exports alike). */
export function neutraliseFormula(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

/** One CSV cell: neutralised against formula injection (a leading quote), quoted per RFC 4180 when needed. */
export function csvCell(value: unknown): string {
  let s: string;
  if (value === undefined || value === null) s = '';
  else if (typeof value === 'number') s = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') s = value ? 'true' : 'false';
  else if (typeof value === 'string') s = FORMULA_START.test(value) ? `'${value}` : value;
  else {
    const json = JSON.stringify(value);
    s = FORMULA_START.test(json) ? `'${json}` : json;
  }
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text with CRLF line ends. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Column name of a leaf: its property names joined with dots. */
function column(keys: string[]): string {
  return keys.join('.');
}

/** The leaves of a data object: nested objects descended, arrays and scalars kept whole. */
function dataLeaves(data: unknown, keys: string[] = [], out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(data)) {
    for (const [k, v] of Object.entries(data)) dataLeaves(v, [...keys, k], out);
  } else if (keys.length > 0) out.set(column(keys), data);
  return out;
}

export interface ExportRow {
  attachment_id: number;
  file_name: string;
  struct_version_id: number | null;
  extractor: string;
  data: Record<string, unknown>;
  problems: unknown[];
  schema_json: unknown;
  needs_review: boolean;
  /** pointers of the reviewed fields */
  reviewed_fields: string[];
}

/**
 * A chat's results as CSV: one row per attachment; columns are the fixed ones (with
 * `needs_review` and `reviewed_fields`, a space-separated list of pointers), then the leaf
 * fields of the schemas used (dotted paths, sorted), then any other data keys (sorted); an array
 * field is one JSON-encoded cell.
 */
export function exportCsv(rows: ExportRow[]): string {
  const columns: string[] = [];
  const known = new Set<string>();
  const addColumn = (c: string) => {
    if (!known.has(c)) {
      known.add(c);
      columns.push(c);
    }
  };
  // stored schemas (jsonb) do not keep property order, so columns are sorted for a stable layout
  const fromSchemas = rows.flatMap((r) => schemaLeaves(r.schema_json).map((leaf) => column(leaf.keys)));
  for (const c of [...new Set(fromSchemas)].sort()) addColumn(c);
  const leaves = rows.map((r) => dataLeaves(r.data));
  for (const c of [...new Set(leaves.flatMap((l) => [...l.keys()]))].sort()) addColumn(c);
  const header = ['attachment_id', 'file_name', 'struct_version_id', 'extractor', 'problem_count', 'needs_review', 'reviewed_fields', ...columns];
  const body = rows.map((r, i) => [
    r.attachment_id,
    r.file_name,
    r.struct_version_id,
    r.extractor,
    r.problems.length,
    r.needs_review,
    r.reviewed_fields.join(' '),
    ...columns.map((c) => leaves[i].get(c)),
  ]);
  return toCsv([header, ...body]);
}
