// DOCX, XLSX and PPTX from their XML parts. DOCX: paragraphs, headings (Heading/Title
// styles), tables; a new page at each explicit page break. XLSX: one page per sheet, as a
// table (see sheet.ts). PPTX: one page per slide, in presentation order.
import type { Page } from '../../types.js';
import { fail } from '../../errors.js';
import { PageBuilder } from './layout.js';
import { addSheet } from './sheet.js';
import { find, local, parseXml, textOf, walk, type XNode } from './xml.js';
import { readZip } from '../../zip.js';

function part(files: Map<string, Uint8Array>, name: string): XNode[] {
  const b = files.get(name);
  if (!b) throw fail('corrupt_file', `the document has no ${name}`);
  return parseXml(b);
}

function paragraphText(p: XNode): string {
  let s = '';
  walk(p.children, (n) => {
    const l = local(n);
    if (l === 't') s += textOf(n);
    else if (l === 'tab') s += '\t';
    else if (l === 'br' && n.attrs['w:type'] !== 'page') s += ' ';
    else if (l === 'delText' || l === 'instrText') return false;
  });
  return s;
}

function tableRows(tbl: XNode, cellText: (c: XNode) => string): string[][] {
  const rows: string[][] = [];
  for (const tr of tbl.children.filter((n) => local(n) === 'tr')) {
    rows.push(tr.children.filter((n) => local(n) === 'tc').map(cellText));
  }
  return rows;
}

/** Parses a DOCX into pages split at explicit page breaks. */
export function docx(bytes: Uint8Array): Page[] {
  const files = readZip(bytes, (n) => n === 'word/document.xml');
  const body = find(part(files, 'word/document.xml'), 'body');
  const pages: Page[] = [];
  let pb = new PageBuilder();
  const newPage = () => {
    pages.push(pb.build(pages.length + 1));
    pb = new PageBuilder();
  };
  const cell = (c: XNode) => c.children.filter((n) => local(n) === 'p').map(paragraphText).join(' ');
  for (const el of body?.children ?? []) {
    const l = local(el);
    if (l === 'p') {
      let heading: number | undefined;
      let breakBefore = false;
      walk(el.children, (n) => {
        if (local(n) === 'pStyle') {
          const m = /^(?:Heading|heading)\s?(\d)$|^(Title)$/.exec(n.attrs['w:val'] ?? '');
          if (m) heading = m[2] ? 1 : Number(m[1]);
        }
        if (local(n) === 'br' && n.attrs['w:type'] === 'page') breakBefore = true;
        if (local(n) === 'pageBreakBefore') breakBefore = true;
      });
      if (breakBefore && !pb.empty) newPage();
      pb.text(paragraphText(el), heading);
    } else if (l === 'tbl') {
      pb.table(tableRows(el, cell));
    }
  }
  if (!pb.empty || pages.length === 0) newPage();
  return pages;
}

/** Parses an XLSX: one page per sheet, each sheet a table (shared and inline strings). */
export function xlsx(bytes: Uint8Array): Page[] {
  const files = readZip(bytes, (n) => n === 'xl/workbook.xml' || n === 'xl/sharedStrings.xml' || n === 'xl/_rels/workbook.xml.rels' || /^xl\/worksheets\/[^/]+\.xml$/.test(n));
  const shared: string[] = [];
  if (files.has('xl/sharedStrings.xml')) {
    for (const si of part(files, 'xl/sharedStrings.xml').flatMap((n) => n.children).filter((n) => local(n) === 'si')) {
      let s = '';
      walk([si], (n) => {
        if (local(n) === 't') s += textOf(n);
        if (local(n) === 'rPh') return false;
      });
      shared.push(s);
    }
  }
  const rels = new Map<string, string>();
  if (files.has('xl/_rels/workbook.xml.rels')) {
    walk(part(files, 'xl/_rels/workbook.xml.rels'), (n) => {
      if (local(n) === 'Relationship') rels.set(n.attrs.Id, n.attrs.Target);
    });
  }
  const sheets: Array<{ name: string; path: string }> = [];
  walk(part(files, 'xl/workbook.xml'), (n) => {
    if (local(n) === 'sheet') {
      const target = rels.get(n.attrs['r:id'] ?? '') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      sheets.push({ name: n.attrs.name ?? '', path });
    }
  });
  return sheets.map((s, i) => {
    const pb = new PageBuilder();
    const rows: string[][] = [];
    walk(files.has(s.path) ? part(files, s.path) : [], (n) => {
      if (local(n) !== 'row') return;
      const row: string[] = [];
      for (const c of n.children.filter((x) => local(x) === 'c')) {
        const col = colIndex(c.attrs.r ?? '') ?? row.length;
        if (col > 16384) continue;
        while (row.length < col) row.push('');
        const v = c.children.find((x) => local(x) === 'v');
        const type = c.attrs.t;
        let value = '';
        if (type === 's') value = shared[Number(v ? textOf(v) : -1)] ?? '';
        else if (type === 'inlineStr') value = textOf(c);
        else if (v) value = textOf(v);
        row[col] = value;
      }
      rows.push(row);
      return false;
    });
    addSheet(pb, s.name, rows);
    return pb.build(i + 1);
  });
}

function colIndex(ref: string): number | null {
  const m = /^([A-Z]+)\d*$/.exec(ref);
  if (!m) return null;
  let n = 0;
  for (const ch of m[1]) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Collects the paragraphs and tables of a DrawingML shape tree into a page. */
export function drawingText(nodes: XNode[], pb: PageBuilder): void {
  walk(nodes, (n) => {
    const l = local(n);
    if (l === 'tbl') {
      pb.table(tableRows(n, (c) => textOf(c)));
      return false;
    }
    if (l === 'p' && n.name.startsWith('a:')) {
      let s = '';
      walk(n.children, (x) => {
        if (local(x) === 't') s += textOf(x);
        if (local(x) === 'br') s += ' ';
      });
      pb.text(s);
      return false;
    }
  });
}

/** Parses a PPTX: one page per slide, in the order of the presentation. */
export function pptx(bytes: Uint8Array): Page[] {
  const files = readZip(bytes, (n) => n === 'ppt/presentation.xml' || n === 'ppt/_rels/presentation.xml.rels' || /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const rels = new Map<string, string>();
  if (files.has('ppt/_rels/presentation.xml.rels')) {
    walk(part(files, 'ppt/_rels/presentation.xml.rels'), (n) => {
      if (local(n) === 'Relationship') rels.set(n.attrs.Id, n.attrs.Target);
    });
  }
  const order: string[] = [];
  walk(part(files, 'ppt/presentation.xml'), (n) => {
    if (local(n) === 'sldId') {
      const t = rels.get(n.attrs['r:id'] ?? '');
      if (t) order.push(t.startsWith('/') ? t.slice(1) : `ppt/${t}`);
    }
  });
  return order.map((path, i) => {
    const pb = new PageBuilder();
    if (files.has(path)) drawingText(part(files, path), pb);
    return pb.build(i + 1);
  });
}
