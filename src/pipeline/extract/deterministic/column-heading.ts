// A row of figures under column headings ("<Fees>  <12 months>  <6 months>"): a field whose name or description
// names one heading's own words ("total12Months", "The total to pay for a 12-month renewal") reads that column.
import type { DocLine, DocText } from './layout.js';
import type { FieldSpec } from './schema.js';

const FIGURE = /^[\p{Sc}\s\d.,'’%()+-]+$/u;

/** Words and numbers of a text or a field name: "total12Months" -> total, 12, months. */
function words(text: string): string[] {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2 ')
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
}

/** The heading over a cell: the nearest line above in its column that is not itself a figure, rows of figures between allowed. */
function headingOf(dt: DocText, cell: DocLine): DocLine | undefined {
  const h = Math.max(1, cell.bbox.y1 - cell.bbox.y0);
  const width = (l: DocLine) => Math.max(1, l.bbox.x1 - l.bbox.x0);
  const column = dt.lines
    .filter((l) => l.page === cell.page && l !== cell && l.bbox.y1 <= cell.bbox.y0 + h * 0.3)
    .filter((l) => Math.min(l.bbox.x1, cell.bbox.x1) - Math.max(l.bbox.x0, cell.bbox.x0) > 0.3 * Math.min(width(l), width(cell)))
    .sort((a, b) => b.bbox.y1 - a.bbox.y1);
  let top = cell.bbox.y0;
  for (const l of column.slice(0, 10)) {
    // rows of a table follow each other, some cells empty; a long blank stretch ends the column
    if (l.bbox.y1 < top - h * 6) return undefined;
    if (!FIGURE.test(l.text)) return l;
    top = l.bbox.y0;
  }
  return undefined;
}

/**
 * How many of a heading's words the field's own name (or description) holds (a word by its first five letters); none
 * when the heading has a number the field does not, where the field has numbers of its own ("6 months" for "total12Months").
 */
function named(heading: string[], own: string[]): number {
  const numbers = own.filter((w) => /\d/.test(w));
  if (numbers.length && heading.some((w) => /\d/.test(w) && !numbers.includes(w))) return 0;
  const said = heading.filter((w) => (/\d/.test(w) && numbers.length) || (!/\d/.test(w) && w.length >= 3));
  return said.filter((w) => own.some((o) => (/\d/.test(w) ? o === w : o.length >= 3 && o.slice(0, 5) === w.slice(0, 5)))).length;
}

/**
 * Of the figures beside a label, the one under the heading the field names best, or undefined when it names none,
 * or two alike.
 */
export function headedFigure(dt: DocText, f: FieldSpec, beside: DocLine[]): DocLine | undefined {
  if (beside.length < 2 || !beside.every((r) => FIGURE.test(r.text) && /\d/.test(r.text))) return undefined;
  const own = words(`${f.name} ${f.title ?? ''} ${f.description ?? ''}`);
  const scored = beside.map((r) => {
    const heading = headingOf(dt, r);
    return { r, n: heading ? named(words(heading.text), own) : 0 };
  });
  const best = Math.max(...scored.map((x) => x.n));
  const top = scored.filter((x) => x.n === best);
  return best > 0 && top.length === 1 ? top[0].r : undefined;
}
