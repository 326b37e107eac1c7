import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { extractDeterministic } from '../../extract/deterministic/index.js';
import { cellBox, lineWords, pageText, type RecognisedDocument } from '../../types.js';
import { recognise, shutdownRecognition } from '../index.js';
import { makeExpensesXlsx as expensesXlsx, makeInvoiceDocx as invoiceDocx, makeZip } from '../../../../test/helpers/recognise-fixtures.js';

const opts = { languages: ['eng'], maxPages: 100, maxPixels: 50_000_000, timeoutMs: 30_000, memoryMb: 256 };
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
const tr = (...cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc>${p(c)}</w:tc>`).join('')}</w:tr>`;

function citationOf(d: RecognisedDocument, path: string, schema: Record<string, unknown>) {
  const r = extractDeterministic({ document: d, schema, annotations: {} });
  const f = r.fields.find((x) => x.path === path);
  assert.ok(f, `a result for ${path}: ${JSON.stringify(r.fields)}`);
  return f;
}

after(shutdownRecognition);

describe('Office tables as laid out for extraction', () => {
  it('cites an amount in a DOCX table cell with exactly the text written', async () => {
    const d = await recognise(invoiceDocx(), 'docx', opts);
    const f = citationOf(d, '/total', { type: 'object', properties: { total: { type: 'number' } } });
    assert.equal(f.value, 23);
    assert.deepEqual(f.citations.map((c) => c.text), ['23.00']);
  });

  it('cites an amount in an XLSX cell with exactly the text written', async () => {
    const d = await recognise(expensesXlsx(), 'xlsx', opts);
    const f = citationOf(d, '/total', { type: 'object', properties: { total: { type: 'number' } } });
    assert.equal(f.value, 42.5);
    assert.deepEqual(f.citations.map((c) => c.text), ['42.5']);
  });

  it('keeps an XLSX sheet name, its title row and its header row apart, and the data as a table with a header row', async () => {
    const d = await recognise(expensesXlsx(), 'xlsx', opts);
    const page = d.pages[0];
    const texts = page.lines.map((l) => l.text);
    assert.deepEqual(texts, ['Expenses', 'March expenses', 'Company', 'Date', 'Total', 'Initech', '2024-03-01', '42.5']);
    assert.equal(page.lines[0].headingLevel, 1);
    assert.equal(page.tables.length, 1);
    const t = page.tables[0];
    assert.equal(t.name, 'Expenses');
    assert.deepEqual(t.rows, [['Company', 'Date', 'Total'], ['Initech', '2024-03-01', '42.5']]);
    // each cell is a line of its own inside its cell box; a row's cells share one line height
    const at = (text: string) => page.lines.find((l) => l.text === text)!;
    t.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        const box = cellBox(t, r, c)!;
        const l = at(cell);
        assert.ok(l.bbox.x0 >= box.x0 && l.bbox.x1 <= box.x1 && l.bbox.y0 >= box.y0 && l.bbox.y1 <= box.y1, `${cell} inside its cell`);
        assert.equal(l.bbox.y0, box.y0);
      }),
    );
    // lines hold no word boxes; they are placed on the 6-point character grid when read
    const name = at('Initech');
    assert.equal(name.words, undefined);
    const two = page.lines.find((l) => l.text === 'March expenses')!;
    assert.deepEqual(lineWords(two).map((w) => [w.text, w.bbox.x0 - two.bbox.x0, w.bbox.x1 - two.bbox.x0]), [['March', 0, 30], ['expenses', 36, 84]]);
    // the header row is set apart from the lines above it by an empty line
    assert.ok(at('Company').bbox.y0 >= at('March expenses').bbox.y1 + 14);
    assert.match(pageText(page), /^Expenses\nMarch expenses\nCompany\nDate\nTotal\n/);
  });

  it('lays out wide tables on a wider page and wraps long cells inside their column', async () => {
    const long = 'a description long enough to wrap inside its own column of the table';
    const cols = Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`);
    const body = `<w:tbl>${tr(...cols)}${tr(long, ...cols.slice(1).map(() => '1'))}</w:tbl>`;
    const d = await recognise(makeZip({ 'word/document.xml': `<w:document ${W}><w:body>${body}</w:body></w:document>` }), 'docx', opts);
    const page = d.pages[0];
    const t = page.tables[0];
    assert.ok(page.width >= t.bbox!.x1 + 72, `${page.width} holds ${t.bbox!.x1}`);
    const first = cellBox(t, 1, 0)!;
    const parts = page.lines.filter((l) => l.bbox.x0 === first.x0 && l.bbox.y0 >= first.y0);
    assert.ok(parts.length >= 2);
    assert.ok(parts.every((l) => l.bbox.x1 <= cellBox(t, 1, 1)!.x0));
    assert.equal(parts.map((l) => l.text).join(' '), long);
  });
});
