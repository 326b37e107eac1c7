// How a spreadsheet sheet becomes a page: its name as a heading, title rows above the data as
// text, then the data as one table whose first row is the header row.
import type { PageBuilder } from './layout.js';

const filled = (r: string[]) => r.filter((c) => c.trim()).length;

/**
 * Splits a sheet's rows into the title rows written above the data (rows with at most one
 * filled cell before the first row with two or more) and the table itself; leading columns
 * empty in every row are dropped so the table starts at its first column.
 */
export function sheetParts(rows: string[][]): { titles: string[]; table: string[][] } {
  const nonEmpty = rows.filter((r) => filled(r) > 0);
  const first = nonEmpty.findIndex((r) => filled(r) >= 2);
  const titles = first > 0 ? nonEmpty.slice(0, first).map((r) => r.find((c) => c.trim()) ?? '') : [];
  const table = first > 0 ? nonEmpty.slice(first) : nonEmpty;
  let skip = Math.min(...table.map((r) => r.findIndex((c) => c.trim())).filter((i) => i >= 0));
  if (!Number.isFinite(skip)) skip = 0;
  return { titles, table: table.map((r) => r.slice(skip)) };
}

/** Lays out one sheet on a page: name as a heading, title rows as text, the data as a table. */
export function addSheet(pb: PageBuilder, name: string, rows: string[][]): void {
  const { titles, table } = sheetParts(rows);
  pb.text(name, 1);
  for (const t of titles) pb.text(t);
  // an empty line keeps the name and titles apart from the header row below them
  pb.gap();
  pb.table(table, name || undefined);
}
