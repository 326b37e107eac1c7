/**
 * The net amount a totals block proves by its sum: three rows of amounts one under the other, the middle one a tax's
 * ("<Jumlah> 19,450.00 / <SST 6%> 1,167.00 / <Jumlah Keseluruhan> 20,617.00"), where the first and the tax add up to
 * the third. The first is the amount before the tax, whatever word labels it.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import type { DocLine, DocText } from './layout.js';
import { spanBox } from './layout.js';
import { findMoney } from './normalise.js';
import type { FieldSpec } from './schema.js';
import { linesByPage, rows } from './tables.js';
import { wordsRegExp } from './vocab.js';

/** How a net amount proved by its sum is trusted: below a labelled one, above an amount taken for its shape. */
const SUMMED_NET = 0.6;

/** One row's amount: the last amount printed on it, with the line that prints it and the row's text. */
interface AmountRow {
  line: DocLine;
  amount: number;
  index: number;
  raw: string;
  text: string;
}

/** The amount ending each row of a page that has one, in reading order (null for a row without). */
function amountRows(page: DocLine[], decimal?: '.' | ','): (AmountRow | null)[] {
  return rows(page).map((r) => {
    const line = [...r].sort((a, b) => b.bbox.x1 - a.bbox.x1)[0];
    const m = findMoney(line.text, decimal).pop();
    if (!m || m.value.amount <= 0 || m.index + m.raw.length < line.text.trimEnd().length - 1) return null;
    return { line, amount: m.value.amount, index: m.index, raw: m.raw, text: r.map((l) => l.text).join(' ') };
  });
}

/** Net amounts proved by a net + tax = total sum in three consecutive rows. */
export function summedNetCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const taxWords = (f.locale?.languages ?? []).flatMap((l) => l.labels.tax_amount ?? []);
  if (!taxWords.length) return [];
  const tax = wordsRegExp(taxWords);
  const out: Candidate[] = [];
  for (const page of linesByPage(dt)) {
    const rs = amountRows(page, f.locale?.decimal);
    for (let i = 0; i + 2 < rs.length; i++) {
      const [a, b, c] = [rs[i], rs[i + 1], rs[i + 2]];
      if (!a || !b || !c || !tax.test(b.text) || tax.test(a.text)) continue;
      if (Math.abs(a.amount + b.amount - c.amount) > 0.005 || b.amount >= a.amount) continue;
      out.push({
        value: a.amount,
        raw: a.raw,
        score: SUMMED_NET * ocrFactor(a.line.confidence),
        citations: [{ page: a.line.page, bbox: spanBox(a.line, a.index, a.index + a.raw.length), text: a.raw }],
        how: 'summed-net',
        order: a.line.index,
      });
    }
  }
  return out;
}
