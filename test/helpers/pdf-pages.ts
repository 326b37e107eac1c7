/** One piece of text placed on a page: x and y in points from the top-left, font size in points. */
export interface Placed {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

/** Characters of Windows-1252 outside Latin-1, by their place in the encoding. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** A text as the bytes of the fonts' WinAnsi encoding (one byte per character, as latin1 characters); what it lacks ("ł") becomes "?". */
function winAnsi(s: string): string {
  return [...s].map((c) => {
    const code = c.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return c;
    const b = WIN_ANSI_EXTRA[c];
    return b === undefined ? '?' : String.fromCharCode(b);
  }).join('');
}

function esc(s: string): string {
  return winAnsi(s).replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A PDF with a text layer: each page is a list of placed texts (Helvetica, WinAnsi: Western European letters and €), US Letter size. */
export function makePagedPdf(pages: Placed[][]): Buffer {
  const objs: string[] = [];
  const n = pages.length;
  // 1 catalog, 2 pages, 3 font, 4 bold font, then per page: page object, content stream
  objs.push('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  objs.push(`<< /Type /Pages /Kids [${kids}] /Count ${n} >>`);
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((items, i) => {
    const content = items
      .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 11} Tf ${t.x} ${792 - t.y - (t.size ?? 11)} Td (${esc(t.text)}) Tj ET`)
      .join('\n');
    objs.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${6 + i * 2} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`);
    objs.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Lines of text one under another from a top offset (body text of a page). */
export function column(lines: string[], top = 72, x = 72, step = 16, size = 11): Placed[] {
  return lines.map((text, i) => ({ text, x, y: top + i * step, size }));
}

/** A generated invoice: number, dates, parties, a line-items table and totals. */
export function invoicePdf(): Buffer {
  const items: Placed[] = [
    { text: 'Northwind Supplies Ltd', x: 72, y: 60, size: 16, bold: true },
    { text: '12 Harbour Road, Bristol BS1 4DJ', x: 72, y: 82 },
    { text: 'INVOICE', x: 400, y: 60, size: 18, bold: true },
    { text: 'Invoice Number:', x: 72, y: 130 },
    { text: 'INV-2024-0042', x: 200, y: 130 },
    { text: 'Invoice Date:', x: 72, y: 148 },
    { text: '14 March 2024', x: 200, y: 148 },
    { text: 'Due Date:', x: 72, y: 166 },
    { text: '13 April 2024', x: 200, y: 166 },
    { text: 'Bill To:', x: 72, y: 196 },
    { text: 'Contoso Trading GmbH', x: 200, y: 196 },
    { text: 'Description', x: 72, y: 250, bold: true },
    { text: 'Qty', x: 320, y: 250, bold: true },
    { text: 'Unit Price', x: 380, y: 250, bold: true },
    { text: 'Amount', x: 490, y: 250, bold: true },
    { text: 'Steel brackets', x: 72, y: 270 },
    { text: '10', x: 320, y: 270 },
    { text: '12.50', x: 380, y: 270 },
    { text: '125.00', x: 490, y: 270 },
    { text: 'Hinges, brass', x: 72, y: 288 },
    { text: '4', x: 320, y: 288 },
    { text: '7.25', x: 380, y: 288 },
    { text: '29.00', x: 490, y: 288 },
    { text: 'Subtotal', x: 380, y: 330 },
    { text: '154.00', x: 490, y: 330 },
    { text: 'VAT 20%', x: 380, y: 348 },
    { text: '30.80', x: 490, y: 348 },
    { text: 'Total Due', x: 380, y: 366, bold: true },
    { text: 'GBP 184.80', x: 470, y: 366, bold: true },
  ];
  return makePagedPdf([items]);
}

const LOREM = 'The parties agree that this clause applies in full and that each party shall act in good faith at all times.';

/** A generated multi-section contract over three pages, with numbered and keyword headings. */
export function contractPdf(): Buffer {
  const p1: Placed[] = [
    { text: 'MASTER SERVICES AGREEMENT', x: 72, y: 60, size: 16, bold: true },
    ...column(['This Agreement is made on 1 February 2024 between Alpha Widgets Inc. and Beta Logistics LLC.'], 96),
    { text: 'ARTICLE I', x: 72, y: 140, size: 13, bold: true },
    { text: '1. Definitions', x: 72, y: 164, bold: true },
    ...column(['In this Agreement the following terms have the meanings set out below.', LOREM], 184),
    { text: '2. Services', x: 72, y: 240, bold: true },
    ...column(['The Supplier shall provide the logistics services described in Schedule A.', LOREM], 260),
  ];
  const p2: Placed[] = [
    { text: 'ARTICLE II', x: 72, y: 60, size: 13, bold: true },
    { text: '3. Term', x: 72, y: 84, bold: true },
    ...column(['This Agreement shall remain in force for a period of two (2) years from the Effective Date.', LOREM], 104),
    { text: '4. Payment', x: 72, y: 160, bold: true },
    ...column(['Invoices are payable within thirty days of receipt.', LOREM], 180),
  ];
  const p3: Placed[] = [
    { text: 'ARTICLE III', x: 72, y: 60, size: 13, bold: true },
    { text: '5. Governing Law', x: 72, y: 84, bold: true },
    ...column(['This Agreement is governed by the laws of the State of Delaware.', LOREM], 104),
    { text: '6. Notices', x: 72, y: 160, bold: true },
    ...column(['Notices shall be given in writing to the addresses above.', LOREM], 180),
  ];
  return makePagedPdf([p1, p2, p3]);
}
