/** A receipt's rows as texts (the lines of one visual row joined), with what reading them needs: amounts at their ends and citations. */
import type { Citation } from '../types.js';
import { ocrFactor } from './candidates.js';
import { spanBox, type DocLine, type DocText } from './layout.js';
import { CURRENCY } from './normalise.js';
import { linesByPage, rows } from './tables.js';

/** An amount with two decimals as a receipt prints it ("3,90", "1.234,56", "12,00-"). */
export const AMOUNT = String.raw`[-−]?\d{1,6}(?:[.,'’]\d{3})*[.,]\d{2}-?`;

/** What may follow a receipt's amount: a tax letter, a star or a currency sign. */
export const AFTER_AMOUNT = `(?:\\s*(?:[A-Z]\\d?|\\*|${CURRENCY}))?`;

const ENDS_WITH_AMOUNT = new RegExp(`${AMOUNT}${AFTER_AMOUNT}\\s*$`, 'u');

/** Whether a row ends with an amount (a tax letter, a star or a currency sign may follow it). */
export const endsWithAmount = (text: string): boolean => ENDS_WITH_AMOUNT.test(text);

/** One visual row: its lines' texts left to right, two spaces apart, with where each line starts. */
export interface Row {
  text: string;
  parts: { line: DocLine; at: number }[];
}

function joinRow(lines: DocLine[]): Row {
  let text = '';
  const parts: Row['parts'] = [];
  for (const l of [...lines].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
    if (text) text += '  ';
    parts.push({ line: l, at: text.length });
    text += l.text;
  }
  return { text, parts };
}

const rowCache = new WeakMap<DocText, Row[][]>();

/** The rows of each page, top to bottom (made once per document for all the fields that read them). */
export function pageRows(dt: DocText): Row[][] {
  let out = rowCache.get(dt);
  if (!out) rowCache.set(dt, (out = linesByPage(dt).map((lines) => rows(lines).map(joinRow))));
  return out;
}

/** The citation of a span of a row's text. */
export function cite(row: Row, from: number, raw: string): Citation {
  const p = [...row.parts].reverse().find((x) => x.at <= from) ?? row.parts[0];
  const a = from - p.at;
  return { page: p.line.page, bbox: spanBox(p.line, a, Math.min(p.line.text.length, a + raw.length)), text: raw };
}

/** How sure a value read from a row is: the rule's weight, times how it parsed and how well its lines were recognised. */
export function rowConfidence(row: Row, parseScore = 1, weight = 0.7): number {
  const c = Math.min(...row.parts.map((p) => ocrFactor(p.line.confidence)));
  return Math.round(weight * parseScore * c * 1000) / 1000;
}
