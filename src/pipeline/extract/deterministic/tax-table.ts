/**
 * The tax of a receipt given only in its tax table: a header row of words (a rate column first,
 * then amount columns, one of them headed by a tax word: "MwSt  Netto  Steuer  Brutto",
 * "IVA  BASE  CUOTA", "Taux  HT  TVA  TTC") over rows of one rate each with one amount per amount
 * column ("A 7%  5,89  0,41  6,30"). The tax is the tax column's value in the table's total row
 * ("Summe  8,50  0,90  9,40"), or the sum of its rows when the table has none.
 */
import type { Candidate } from './candidates.js';
import type { DocText } from './layout.js';
import { AMOUNT, cite, pageRows, rowConfidence, type Row } from './receipt-rows.js';
import type { FieldSpec } from './schema.js';
import { totalWords } from './vocab.js';
import { readValue } from './values.js';

const AMOUNTS = new RegExp(AMOUNT, 'gu');

/** Rows read under a header at most. */
const MAX_ROWS = 8;

interface Cell {
  row: Row;
  raw: string;
  at: number;
  value: number;
}

export function taxTableCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const langs = f.locale?.languages ?? [];
  // one-word tax labels head a tax column ("Steuer", "cuota", "TVA")
  const taxWords = new Set(langs.flatMap((l) => (l.labels.tax_amount ?? []).filter((x) => !/\s/.test(x))));
  if (!taxWords.size) return [];
  const totalRe = totalWords(f.locale, true);
  for (const rs of pageRows(dt)) {
    for (let h = 0; h < rs.length; h++) {
      const words = rs[h].text.trim().split(/\s+/).map((w) => w.toLowerCase().replace(/[():.€$£]/g, ''));
      if (words.length < 3 || words.length > 6 || words.some((w) => !w || /\d/.test(w))) continue;
      const col = words.slice(1).findIndex((w) => taxWords.has(w));
      if (col < 0) continue;
      const k = words.length - 1;
      const cells: Cell[] = [];
      let total: Cell | null = null;
      for (const row of rs.slice(h + 1, h + 1 + MAX_ROWS)) {
        const amounts = [...row.text.matchAll(AMOUNTS)];
        if (amounts.length !== k) break;
        const m = amounts[col];
        const v = readValue(f, m[0]);
        if (!v || typeof v.value !== 'number') break;
        const cell = { row, raw: m[0], at: m.index!, value: v.value };
        if (totalRe.test(row.text.slice(0, amounts[0].index))) {
          total = cell;
          break;
        }
        cells.push(cell);
      }
      if (!cells.length) continue;
      if (total) return [{ value: total.value, raw: total.raw, score: rowConfidence(total.row, 1, 0.65), citations: [cite(total.row, total.at, total.raw)], how: 'tax-table-total', order: total.row.parts[0].line.index }];
      const sum = Math.round(cells.reduce((s, c) => s + c.value, 0) * 100) / 100;
      return [{ value: sum, raw: String(sum), score: Math.min(...cells.map((c) => rowConfidence(c.row, 1, 0.6))), citations: cells.map((c) => cite(c.row, c.at, c.raw)), how: 'tax-table-sum', order: cells[0].row.parts[0].line.index }];
    }
  }
  return [];
}
