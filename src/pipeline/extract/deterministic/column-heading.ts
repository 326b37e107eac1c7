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
    // rows of a table follow each other; a blank stretch ends the column
    if (l.bbox.y1 < top - h * 3) return undefined;
    if (!FIGURE.test(l.text)) return l;
    top = l.bbox.y0;
  }
  return undefined;
}

/** Whether every word and number of a heading is one of the field's own (a word by its first five letters). */
function names(heading: string[], own: string[]): boolean {
  const said = heading.filter((w) => /\d/.test(w) || w.length >= 3);
  if (!said.length) return false;
  return said.every((w) => own.some((o) => (/\d/.test(w) ? o === w : o.length >= 3 && o.slice(0, 5) === w.slice(0, 5))));
}

/**
 * Of the figures beside a label, the one under the only heading the field names, or undefined when no heading,
 * or more than one, is named by the field.
 */
export function headedFigure(dt: DocText, f: FieldSpec, beside: DocLine[]): DocLine | undefined {
  if (beside.length < 2 || !beside.every((r) => FIGURE.test(r.text) && /\d/.test(r.text))) return undefined;
  const own = words(`${f.name} ${f.title ?? ''} ${f.description ?? ''}`);
  const named = beside.filter((r) => {
    const heading = headingOf(dt, r);
    return heading !== undefined && names(words(heading.text), own);
  });
  return named.length === 1 ? named[0] : undefined;
}
