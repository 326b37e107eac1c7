import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { extractDeterministic } from './index.js';

/** Header lines centred one under the other, `gap` units apart, each `h` high. */
function header(texts: string[], h = 30, gap = 4): RecognisedDocument {
  const lines = texts.map((text, i) => {
    const w = text.length * 12;
    const y0 = 40 + i * (h + gap);
    const bbox = { x0: 300 - w / 2, y0, x1: 300 + w / 2, y1: y0 + h };
    return { text, bbox, words: [{ text, bbox, confidence: 0.95 }], confidence: 0.95 };
  });
  return { pageCount: 1, format: 'jpg', pages: [{ number: 1, width: 600, height: 900, source: 'ocr', lines, tables: [] }] };
}

function company(d: RecognisedDocument): unknown {
  return extractDeterministic({ document: d, schema: { type: 'object', properties: { company: { type: 'string', title: 'Company' } } }, annotations: {} }).data.company;
}

describe('receipt issuer', () => {
  it('joins a name printed over two lines above its registration number', () => {
    const d = header(['GOLDEN LOTUS VEGETARIAN', 'RESTAURANT SDN BHD', '(1234567-X)', '12, JALAN MAWAR 3, 43000 KAJANG', 'TEL: 03-1234 5678']);
    assert.equal(company(d), 'GOLDEN LOTUS VEGETARIAN RESTAURANT SDN BHD');
    const trade = header(['RESTAURANT KIM LEE', 'KIM LEE HOUSE', '001234567-K', '3, MAIN ROAD, 57000 KL']);
    assert.equal(company(trade), 'RESTAURANT KIM LEE KIM LEE HOUSE');
  });

  it('keeps a complete name apart from the brand or tagline printed above it', () => {
    const d = header(['FRESH BAKES', 'SUNRISE FOODS SDN BHD', '(123456-A)', 'LOT 5, JALAN BESAR, 45600 KAJANG']);
    assert.equal(company(d), 'SUNRISE FOODS SDN BHD');
    const spaced = header(['Corner Shop', 'SUNRISE FOODS', '(123456-A)'], 30, 40);
    assert.notEqual(company(spaced), 'Corner Shop SUNRISE FOODS', 'lines far apart are not one name');
  });

  it('does not take a registration line for the name and reads full-width brackets plainly', () => {
    const d = header(['ACME CO. （M) BHD （123456-H)', 'Company Reg No. : 75495-W', '19, JALAN KANCIL, 55100 KUALA LUMPUR']);
    assert.equal(company(d), 'ACME CO. (M) BHD');
    const label = header(['Harbour Tailoring', 'Company ro : 1174703-K', 'Pahang, Malaysia']);
    assert.equal(company(label), 'Harbour Tailoring');
  });
});
