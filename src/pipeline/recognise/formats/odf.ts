// OpenDocument text, spreadsheet and presentation from content.xml. ODT: one page (headings,
// paragraphs, lists, tables); ODS: one page per sheet as a table; ODP: one page per slide.
import type { Page } from '../../types.js';
import { fail } from '../../errors.js';
import { PageBuilder } from './layout.js';
import { addSheet } from './sheet.js';
import { local, parseXml, walk, type XNode } from './xml.js';
import { readZip } from '../../zip.js';

function odfText(n: XNode): string {
  if (n.name === '#text') return n.text;
  const l = local(n);
  if (l === 's') return ' '.repeat(Math.min(100, Number(n.attrs['text:c'] ?? 1) || 1));
  if (l === 'tab' || l === 'line-break') return ' ';
  if (l === 'note') return '';
  return n.children.map(odfText).join('');
}

function rows(table: XNode): string[][] {
  const out: string[][] = [];
  walk(table.children, (n) => {
    if (local(n) !== 'table-row') return;
    const row: string[] = [];
    for (const c of n.children.filter((x) => local(x) === 'table-cell')) {
      const repeat = Math.min(100, Number(c.attrs['table:number-columns-repeated'] ?? 1) || 1);
      const text = c.children.filter((x) => local(x) === 'p').map(odfText).join(' ');
      for (let k = 0; k < repeat; k++) row.push(text);
    }
    while (row.length && !row[row.length - 1]) row.pop();
    out.push(row);
    return false;
  });
  return out;
}

function flow(nodes: XNode[], pb: PageBuilder): void {
  walk(nodes, (n) => {
    const l = local(n);
    if (l === 'table') {
      pb.table(rows(n));
      return false;
    }
    if (l === 'h') {
      pb.text(odfText(n), Number(n.attrs['text:outline-level'] ?? 1) || 1);
      return false;
    }
    if (l === 'p') {
      pb.text(odfText(n));
      return false;
    }
  });
}

/** Parses an OpenDocument file (odt, ods or odp) into pages. */
export function odf(bytes: Uint8Array, format: string): Page[] {
  const files = readZip(bytes, (n) => n === 'content.xml');
  const content = files.get('content.xml');
  if (!content) throw fail('corrupt_file', 'the document has no content.xml');
  const doc = parseXml(content);
  let body: XNode | undefined;
  walk(doc, (n) => {
    if (body) return false;
    if (['text', 'spreadsheet', 'presentation'].includes(local(n)) && n.name.startsWith('office:')) body = n;
  });
  if (!body) throw fail('corrupt_file', 'the document has no body');
  if (format === 'odt') {
    const pb = new PageBuilder();
    flow(body.children, pb);
    return [pb.build(1)];
  }
  const unit = format === 'ods' ? 'table' : 'page';
  const pages: Page[] = [];
  for (const el of body.children.filter((n) => local(n) === unit)) {
    const pb = new PageBuilder();
    if (format === 'ods') addSheet(pb, el.attrs['table:name'] ?? '', rows(el));
    else flow(el.children, pb);
    pages.push(pb.build(pages.length + 1));
  }
  if (!pages.length) pages.push(new PageBuilder().build(1));
  return pages;
}

