import type ExcelJS from 'exceljs';
import { schemaLeaves } from '../../pipeline/extract/validate.js';
import { isObject, neutraliseFormula, type ExportRow } from './csv.js';

type Leaf = { column: string; schema: Record<string, unknown> };

const FIXED = ['attachment_id', 'file_name', 'struct_version_id', 'extractor', 'problem_count', 'needs_review', 'reviewed_fields'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** True for a schema node that is an array of objects (a table such as line items). */
function isTable(s: Record<string, unknown>): boolean {
  const items = s.items;
  return (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'))) && isObject(items) && (items.type === 'object' || isObject(items.properties));
}

function typeOf(s: Record<string, unknown>): string[] {
  return Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : typeof s.type === 'string' ? [s.type] : [];
}

/**
 * One typed cell value: numbers stay numbers, booleans booleans, ISO dates (and date-times) of
 * date fields become dates, arrays of scalars are joined; text is neutralised against formulas.
 */
function cell(value: unknown, schema: Record<string, unknown> | undefined): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const format = schema?.format;
    if ((format === 'date' || format === undefined) && ISO_DATE.test(value)) {
      const d = new Date(`${value}T00:00:00Z`);
      if (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(value)) return d;
    }
    if (format === 'date-time' && ISO_DATE_TIME.test(value)) {
      const d = new Date(value);
      if (!Number.isNaN(d.getTime())) return d;
    }
    if (schema && typeOf(schema).some((t) => t === 'number' || t === 'integer') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    return neutraliseFormula(value);
  }
  if (Array.isArray(value) && value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) {
    return neutraliseFormula(value.map((v) => (v === null ? '' : String(v))).join('; '));
  }
  return neutraliseFormula(JSON.stringify(value));
}

function at(data: unknown, keys: string[]): unknown {
  let v = data;
  for (const k of keys) {
    if (!isObject(v)) return undefined;
    v = v[k];
  }
  return v;
}

/** A worksheet name: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(raw: string, taken: Set<string>): string {
  const base = raw.replace(/[:\\/?*[\]]/g, '_').slice(0, 28) || 'table';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 26)}~${i}`;
  taken.add(name.toLowerCase());
  return name;
}

function styleHeader(ws: ExcelJS.Worksheet) {
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * Results as an XLSX workbook: a `results` sheet with one row per document (the fixed columns,
 * then one typed column per leaf field by dotted path) and one sheet per array-of-objects field
 * with one row per item, keyed by attachment_id and file_name.
 */
export async function exportXlsx(rows: ExportRow[]): Promise<Buffer> {
  const leaves = new Map<string, Leaf & { keys: string[] }>();
  const tables = new Map<string, { keys: string[]; columns: Map<string, Leaf & { keys: string[] }> }>();
  for (const r of rows) {
    for (const l of schemaLeaves(r.schema_json)) {
      const column = l.keys.join('.');
      const s = l.schema as Record<string, unknown>;
      if (isTable(s)) {
        const t = tables.get(column) ?? { keys: l.keys, columns: new Map() };
        for (const c of schemaLeaves(s.items)) t.columns.set(c.keys.join('.'), { column: c.keys.join('.'), keys: c.keys, schema: c.schema as Record<string, unknown> });
        tables.set(column, t);
      } else if (!leaves.has(column)) leaves.set(column, { column, keys: l.keys, schema: s });
    }
  }
  // stored schemas (jsonb) do not keep property order: columns are sorted for a stable layout
  const leafList = [...leaves.values()].sort((a, b) => a.column.localeCompare(b.column));
  // the workbook library is loaded on the first export, not at start-up (it is large and most services never export)
  const { default: excel } = await import('exceljs');
  const wb = new excel.Workbook();
  wb.created = new Date(0);
  const taken = new Set<string>();
  const results = wb.addWorksheet(sheetName('results', taken));
  results.addRow([...FIXED, ...leafList.map((l) => l.column)]);
  for (const r of rows) {
    results.addRow([
      r.attachment_id,
      neutraliseFormula(r.file_name),
      r.struct_version_id,
      neutraliseFormula(r.extractor),
      r.problems.length,
      r.needs_review,
      r.reviewed_fields.join(' '),
      ...leafList.map((l) => cell(at(r.data, l.keys), l.schema)),
    ]);
  }
  dateFormats(results, FIXED.length, leafList);
  styleHeader(results);
  for (const [path, t] of [...tables].sort((a, b) => a[0].localeCompare(b[0]))) {
    const cols = [...t.columns.values()].sort((a, b) => a.column.localeCompare(b.column));
    const ws = wb.addWorksheet(sheetName(path, taken));
    ws.addRow(['attachment_id', 'file_name', 'item', ...cols.map((c) => c.column)]);
    for (const r of rows) {
      const items = at(r.data, t.keys);
      if (!Array.isArray(items)) continue;
      items.forEach((item, i) => ws.addRow([r.attachment_id, neutraliseFormula(r.file_name), i + 1, ...cols.map((c) => cell(at(item, c.keys), c.schema))]));
    }
    dateFormats(ws, 3, cols);
    styleHeader(ws);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Date cells show as dates (with the time when they have one); columns get a readable width. */
function dateFormats(ws: ExcelJS.Worksheet, offset: number, cols: Leaf[]) {
  ws.eachRow((row, n) => {
    if (n === 1) return;
    row.eachCell((c) => {
      if (c.value instanceof Date) c.numFmt = c.value.getTime() % 86_400_000 === 0 ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss';
    });
  });
  cols.forEach((c, i) => {
    ws.getColumn(offset + i + 1).width = Math.max(12, Math.min(40, c.column.length + 2));
  });
}
