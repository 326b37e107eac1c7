// Fixture makers for the recognition tests: PDFs, rendered text images and Office zips.
import * as mupdf from 'mupdf';
import { zipSync, strToU8 } from 'fflate';

function esc(s: string): string {
  return s.replace(/[()\\]/g, (c) => `\\${c}`);
}

function textPage(doc: mupdf.PDFDocument, lines: string[], size = 12, box: [number, number] = [612, 792]): mupdf.PDFObject {
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  let c = `BT /F1 ${size} Tf 40 ${box[1] - 40 - size} Td ${size * 1.4} TL `;
  for (const l of lines) c += `(${esc(l)}) '\n`;
  c += 'ET';
  return doc.addPage([0, 0, box[0], box[1]], 0, doc.addObject({ Font: { F1: font } }), c);
}

/** PNG of black text on white, rendered by MuPDF. */
export function textPng(lines: string[], size = 28, box: [number, number] = [520, 160]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  doc.insertPage(-1, textPage(doc, lines, size, box));
  const pix = doc.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false, true);
  return pix.asPNG();
}

/** A PDF whose pages are either text (string[]) or scanned images of text ({ scan: string[] }). */
export function makePdf(pages: Array<string[] | { scan: string[] }>): Uint8Array {
  const doc = new mupdf.PDFDocument();
  for (const p of pages) {
    if (Array.isArray(p)) {
      doc.insertPage(-1, textPage(doc, p));
    } else {
      const src = new mupdf.PDFDocument();
      src.insertPage(-1, textPage(src, p.scan, 20, [306, 200]));
      const pix = src.loadPage(0).toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceGray, false, true);
      const img = doc.addImage(new mupdf.Image(pix));
      doc.insertPage(-1, doc.addPage([0, 0, 306, 200], 0, doc.addObject({ XObject: { Im0: img } }), 'q 306 0 0 200 0 0 cm /Im0 Do Q'));
    }
  }
  return doc.saveToBuffer('compress').asUint8Array();
}

/** A one-page PDF showing the given encoded image (PNG, JPEG) at one point a pixel, without a text layer. */
export function imagePdf(encoded: Uint8Array): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const image = new mupdf.Image(encoded);
  const w = image.getWidth();
  const h = image.getHeight();
  const img = doc.addImage(image);
  doc.insertPage(-1, doc.addPage([0, 0, w, h], 0, doc.addObject({ XObject: { Im0: img } }), `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`));
  return doc.saveToBuffer('compress').asUint8Array();
}

/** A zip of the given text parts. */
export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [k, v] of Object.entries(files)) entries[k] = typeof v === 'string' ? strToU8(v) : v;
  return zipSync(entries);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A minimal DOCX: a heading, paragraphs, a table and a page break. */
export function makeDocx(doctype = ''): Uint8Array {
  const body = `<?xml version="1.0" encoding="UTF-8"?>${doctype}<w:document ${W}><w:body>
<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Service Agreement</w:t></w:r></w:p>
<w:p><w:r><w:t xml:space="preserve">The parties agree </w:t></w:r><w:r><w:t>to the terms &amp; conditions.</w:t></w:r></w:p>
<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Item</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Price</w:t></w:r></w:p></w:tc></w:tr>
<w:tr><w:tc><w:p><w:r><w:t>Widget</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12.50</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
<w:p><w:r><w:br w:type="page"/><w:t>Second page text</w:t></w:r></w:p>
</w:body></w:document>`;
  return makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': body });
}

/** A minimal XLSX with two sheets, shared and inline strings. */
export function makeXlsx(): Uint8Array {
  return makeZip({
    'xl/workbook.xml': '<workbook xmlns:r="r"><sheets><sheet name="Prices" r:id="rId1"/><sheet name="Notes" r:id="rId2"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="worksheets/sheet2.xml"/></Relationships>',
    'xl/sharedStrings.xml': '<sst><si><t>Item</t></si><si><t>Price</t></si><si><t>Widget</t></si></sst>',
    'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>12.5</v></c></row></sheetData></worksheet>',
    'xl/worksheets/sheet2.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Remember the milk</t></is></c></row></sheetData></worksheet>',
  });
}

/** A minimal PPTX with two slides in reverse file order. */
export function makePptx(): Uint8Array {
  const slide = (t: string) => `<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${t}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return makeZip({
    'ppt/presentation.xml': '<p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId r:id="rId2"/><p:sldId r:id="rId1"/></p:sldIdLst></p:presentation>',
    'ppt/_rels/presentation.xml.rels': '<Relationships><Relationship Id="rId1" Target="slides/slide1.xml"/><Relationship Id="rId2" Target="slides/slide2.xml"/></Relationships>',
    'ppt/slides/slide1.xml': slide('Closing slide'),
    'ppt/slides/slide2.xml': slide('Opening slide'),
  });
}

/** A minimal OpenDocument file of the given kind. */
export function makeOdf(kind: 'odt' | 'ods' | 'odp'): Uint8Array {
  const ns = 'xmlns:office="o" xmlns:text="t" xmlns:table="tb" xmlns:draw="d"';
  const body = {
    odt: '<office:text><text:h text:outline-level="2">Minutes</text:h><text:p>Budget<text:s text:c="2"/>approved</text:p><table:table><table:table-row><table:table-cell><text:p>A</text:p></table:table-cell><table:table-cell><text:p>B</text:p></table:table-cell></table:table-row></table:table></office:text>',
    ods: '<office:spreadsheet><table:table table:name="S1"><table:table-row><table:table-cell><text:p>x</text:p></table:table-cell><table:table-cell><text:p>1</text:p></table:table-cell></table:table-row></table:table><table:table table:name="S2"><table:table-row><table:table-cell><text:p>y</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet>',
    odp: '<office:presentation><draw:page><draw:frame><draw:text-box><text:p>Slide one</text:p></draw:text-box></draw:frame></draw:page><draw:page><draw:frame><draw:text-box><text:p>Slide two</text:p></draw:text-box></draw:frame></draw:page></office:presentation>',
  }[kind];
  return makeZip({ mimetype: 'application/vnd.oasis.opendocument', 'content.xml': `<office:document-content ${ns}><office:body>${body}</office:body></office:document-content>` });
}

function contentTypes(part: string, type: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;
}

/** A DOCX invoice whose amounts sit in table cells (a line-item table and a total row), as word processors write them. */
export function makeInvoiceDocx(): Uint8Array {
  const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
  const tr = (...cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc>${p(c)}</w:tc>`).join('')}</w:tr>`;
  const body = `${p('Invoice INV-7')}<w:tbl>${tr('Description', 'Amount')}${tr('Consulting', '23.00')}</w:tbl><w:tbl>${tr('Total', '23.00')}</w:tbl>`;
  return makeZip({
    '[Content_Types].xml': contentTypes('word/document.xml', 'wordprocessingml.document'),
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
  });
}

/** An XLSX sheet "Expenses": a title row, an empty row, a header row and one data row, starting at column B. */
export function makeExpensesXlsx(): Uint8Array {
  const s = (ref: string, t: string) => `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;
  const sheet = `<worksheet><sheetData>
<row r="1">${s('B1', 'March expenses')}</row>
<row r="3">${s('B3', 'Company')}${s('C3', 'Date')}${s('D3', 'Total')}</row>
<row r="4">${s('B4', 'Initech')}${s('C4', '2024-03-01')}<c r="D4"><v>42.5</v></c></row>
</sheetData></worksheet>`;
  return makeZip({
    '[Content_Types].xml': contentTypes('xl/workbook.xml', 'spreadsheetml.sheet'),
    'xl/workbook.xml': '<workbook xmlns:r="r"><sheets><sheet name="Expenses" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheet,
  });
}
