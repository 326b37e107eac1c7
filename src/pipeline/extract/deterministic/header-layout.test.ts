import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { extractDeterministic } from './index.js';
import { kindOnly } from './issuer-rules.js';

/** Lines centred on a page: [text, top] pairs, each `h` high. */
function page(rows: [string, number][], h = 30): RecognisedDocument {
  const lines = rows.map(([text, y0]) => {
    const w = text.length * 12;
    const bbox = { x0: 300 - w / 2, y0, x1: 300 + w / 2, y1: y0 + h };
    return { text, bbox, words: [{ text, bbox, confidence: 0.95 }], confidence: 0.95 };
  });
  return { pageCount: 1, format: 'jpg', pages: [{ number: 1, width: 600, height: 900, source: 'ocr', lines, tables: [] }] };
}

/** Header lines stacked 34 units apart from the top. */
function stacked(texts: string[], top = 40): RecognisedDocument {
  return page(texts.map((t, i) => [t, top + i * 34]));
}

function read(d: RecognisedDocument): Record<string, unknown> {
  return extractDeterministic({ document: d, schema: { type: 'object', properties: { company: { type: 'string', title: 'Company' }, address: { type: 'string' } } }, annotations: {} }).data;
}

describe('receipt header layout', () => {
  it('tells a kind-of-business line from a name', () => {
    assert.equal(kindOnly('BISTRO & CAFE'), true);
    assert.equal(kindOnly('Hardware Trading'), true);
    assert.equal(kindOnly('KEDAI MAJU HARDWARE'), false);
    assert.equal(kindOnly('&'), false);
  });

  it('takes the name above a line that only says what kind of business it is', () => {
    const r = read(stacked(['SILVER PINE', 'COFFEE & BAKERY', '8, JALAN KENANGA 2,', '43000 KAJANG, SELANGOR', 'TEL: 03-8734 1111']));
    assert.equal(r.company, 'SILVER PINE');
    assert.equal(r.address, '8, JALAN KENANGA 2, 43000 KAJANG, SELANGOR');
  });

  it('passes over a note written apart above the header and a name written in lower case', () => {
    const apart = page([['MEI LING', 40], ['GREENFIELD HOME DECO', 150], ['27, JALAN ORKID 5,', 184], ['81100 JOHOR BAHRU', 218]]);
    assert.equal(read(apart).company, 'GREENFIELD HOME DECO');
    const lower = stacked(['mei ling', 'GREENFIELD HOME DECO', '27, JALAN ORKID 5,', '81100 JOHOR BAHRU']);
    assert.equal(read(lower).company, 'GREENFIELD HOME DECO');
    const close = stacked(['MEI LING HOME DECO', 'GREENFIELD', '27, JALAN ORKID 5,']);
    assert.equal(read(close).company, 'MEI LING HOME DECO', 'a first line stacked with the rest is part of the header');
  });

  it('prefers the registered name printed after a label when it extends the trading name', () => {
    const r = read(stacked(['Pho Saigon Cafe', 'Owned by: pho saigon cafe sdn bhd 1234567-W', 'No. 3 Jalan Melati 7/2', 'Taman Melati, 53100 Kuala Lumpur']));
    assert.equal(r.company, 'pho saigon cafe sdn bhd');
    assert.equal(r.address, 'No. 3 Jalan Melati 7/2 Taman Melati, 53100 Kuala Lumpur');
    const customer = read(stacked(['KEDAI RUNCIT AH SENG', 'Customer: NORTHWIND TRADING SDN BHD 123456-X', 'NO.9 JALAN MELUR 2', '81750 JOHOR BAHRU']));
    assert.equal(customer.company, 'KEDAI RUNCIT AH SENG', 'a customer after its label is not the issuer');
  });

  it('finds the address above the name when the name taken is printed lower down', () => {
    const r = read(stacked(['THANK YOU FOR VISITING', 'HILLTOP REST AREA', 'LOT 7, JALAN BUKIT 3,', '84600 MUAR, JOHOR', 'Careline: 1800 22 1234', 'OPERATED BY NORTHWIND RETAIL SDN BHD (123456-X)', 'TAX INVOICE']));
    assert.equal(r.address, 'LOT 7, JALAN BUKIT 3, 84600 MUAR, JOHOR');
  });

  it('repairs zeros read for O and l read for 1 in the address', () => {
    const r = read(stacked(['MAJU STATIONERY SDN BHD', 'L0T 12, JALAN 7/l18B,', '56000 KUALA LUMPUR']));
    assert.equal(r.address, 'LOT 12, JALAN 7/118B, 56000 KUALA LUMPUR');
  });
});
