/**
 * How a receipt was paid, from its tender line: a row just after the total that names a means of
 * payment of the document's languages and ends with the amount handed over ("NETS  14.70",
 * "Gegeben BAR  10,00", "KARTA PŁATNICZA  33,62"). The value is the means as printed.
 */
import type { Candidate } from './candidates.js';
import type { DocText } from './layout.js';
import { cite, endsWithAmount, pageRows, rowConfidence } from './receipt-rows.js';
import type { FieldSpec } from './schema.js';
import { paymentMeans, totalWords } from './vocab.js';

/** Rows after the total searched for a tender line. */
const AFTER_TOTAL = 6;

export function tenderCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const meansRe = paymentMeans(f.locale);
  const totalRe = totalWords(f.locale);
  const out: Candidate[] = [];
  for (const rs of pageRows(dt)) {
    const total = rs.findIndex((r) => totalRe.test(r.text) && endsWithAmount(r.text));
    if (total < 0) continue;
    for (const row of rs.slice(total + 1, total + 1 + AFTER_TOTAL)) {
      if (!endsWithAmount(row.text)) continue;
      // the longest means named before the amount
      let best: RegExpExecArray | null = null;
      meansRe.lastIndex = 0;
      for (let m = meansRe.exec(row.text); m; m = meansRe.exec(row.text)) if (!best || m[0].length > best[0].length) best = m;
      if (!best) continue;
      out.push({ value: best[0], raw: best[0], score: rowConfidence(row, 1, 0.55), citations: [cite(row, best.index, best[0])], how: 'tender-line', order: row.parts[0].line.index });
      return out;
    }
  }
  return out;
}
