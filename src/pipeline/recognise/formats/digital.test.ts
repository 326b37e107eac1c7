import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { lineWords, pageText, type RecognisedDocument } from '../../types.js';
import { countPages, recognise, shutdownRecognition } from '../index.js';
import { makeDocx, makeOdf, makePptx, makeXlsx } from '../../../../test/helpers/recognise-fixtures.js';

const opts = { languages: ['eng'], maxPages: 100, maxPixels: 50_000_000, timeoutMs: 30_000, memoryMb: 256 };
const enc = (s: string) => new TextEncoder().encode(s);
const all = (d: RecognisedDocument) => d.pages.map(pageText).join('\n');

after(shutdownRecognition);

describe('digital formats', () => {
  it('DOCX keeps headings, tables and explicit page breaks', async () => {
    const d = await recognise(makeDocx(), 'docx', opts);
    assert.equal(d.pageCount, 2);
    assert.equal(d.pages.length, 2);
    const first = d.pages[0];
    assert.equal(first.source, 'digital');
    assert.equal(first.lines[0].text, 'Service Agreement');
    assert.equal(first.lines[0].headingLevel, 1);
    assert.match(pageText(first), /The parties agree to the terms & conditions\./);
    assert.deepEqual(first.tables[0].rows, [['Item', 'Price'], ['Widget', '12.50']]);
    assert.match(pageText(d.pages[1]), /Second page text/);
    const w = lineWords(first.lines[1])[0];
    assert.ok(w.bbox.x1 > w.bbox.x0 && w.bbox.y1 > w.bbox.y0);
    assert.equal(w.confidence, 1);
    assert.equal(await countPages(makeDocx(), 'docx'), 2);
  });

  it('XLSX gives one page per sheet with the cells as a table', async () => {
    const d = await recognise(makeXlsx(), 'xlsx', opts);
    assert.equal(d.pageCount, 2);
    assert.deepEqual(d.pages[0].tables[0].rows, [['Item', 'Price'], ['Widget', '', '12.5']]);
    assert.match(all(d), /Remember the milk/);
  });

  it('PPTX gives one page per slide in presentation order', async () => {
    const d = await recognise(makePptx(), 'pptx', opts);
    assert.equal(d.pageCount, 2);
    assert.equal(pageText(d.pages[0]), 'Opening slide');
    assert.equal(pageText(d.pages[1]), 'Closing slide');
  });

  it('ODT, ODS and ODP', async () => {
    const odt = await recognise(makeOdf('odt'), 'odt', opts);
    assert.equal(odt.pageCount, 1);
    assert.equal(odt.pages[0].lines[0].headingLevel, 2);
    assert.match(all(odt), /Budget approved/);
    assert.deepEqual(odt.pages[0].tables[0].rows, [['A', 'B']]);
    const ods = await recognise(makeOdf('ods'), 'ods', opts);
    assert.equal(ods.pageCount, 2);
    assert.deepEqual(ods.pages[0].tables[0].rows, [['x', '1']]);
    const odp = await recognise(makeOdf('odp'), 'odp', opts);
    assert.equal(odp.pageCount, 2);
    assert.equal(pageText(odp.pages[1]), 'Slide two');
  });

  it('CSV becomes a table with quoted cells', async () => {
    const d = await recognise(enc('name,amount\n"Smith, J",10\n"say ""hi""",20\n'), 'csv', opts);
    assert.equal(d.pageCount, 1);
    assert.deepEqual(d.pages[0].tables[0].rows, [['name', 'amount'], ['Smith, J', '10'], ['say "hi"', '20']]);
  });

  it('TXT pages at form feeds; Markdown headings and tables', async () => {
    const t = await recognise(enc('first page\nline two\fsecond page'), 'txt', opts);
    assert.equal(t.pageCount, 2);
    assert.equal(t.pages[0].lines[1].text, 'line two');
    const m = await recognise(enc('# Title\n\nSome **bold** [link](http://x)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'), 'md', opts);
    assert.equal(m.pages[0].lines[0].headingLevel, 1);
    assert.match(all(m), /Some bold link/);
    assert.deepEqual(m.pages[0].tables[0].rows, [['a', 'b'], ['1', '2']]);
  });

  it('HTML keeps text and tables and drops scripts', async () => {
    const html = '<html><head><title>t</title><script>alert("x")</script></head><body><h2>Report &amp; summary</h2><p>Total&nbsp;due</p><style>p{}</style><table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table></body></html>';
    const d = await recognise(enc(html), 'htm', opts);
    assert.equal(d.format, 'html');
    const text = all(d);
    assert.doesNotMatch(text, /alert|p\{\}/);
    assert.equal(d.pages[0].lines[0].text, 'Report & summary');
    assert.equal(d.pages[0].lines[0].headingLevel, 2);
    assert.match(text, /Total due/);
    assert.deepEqual(d.pages[0].tables[0].rows, [['k', 'v'], ['a', '1']]);
  });
});
