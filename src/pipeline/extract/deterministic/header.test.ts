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

function read(d: RecognisedDocument): Record<string, unknown> {
  return extractDeterministic({ document: d, schema: { type: 'object', properties: { company: { type: 'string', title: 'Company' }, address: { type: 'string' } } }, annotations: {} }).data;
}

function company(d: RecognisedDocument): unknown {
  return read(d).company;
}

describe('receipt issuer', () => {
  it('joins a name printed over two lines above its registration number', () => {
    const d = header(['GOLDEN LOTUS VEGETARIAN', 'RESTAURANT SDN BHD', '(1234567-X)', '12, JALAN MAWAR 3, 43000 KAJANG', 'TEL: 03-1234 5678']);
    assert.equal(company(d), 'GOLDEN LOTUS VEGETARIAN RESTAURANT SDN BHD');
    const trade = header(['RESTAURANT KIM LEE', 'KIM LEE HOUSE', '001234567-K', '3, MAIN ROAD, 57000 KL']);
    assert.equal(company(trade), 'RESTAURANT KIM LEE KIM LEE HOUSE');
  });

  it('joins a name whose bracket closes on a later line, its last row read as several boxes', () => {
    // "<Name> <trade word> (<branch" / "<place>) <legal form>": the last line closes what the line above opened
    const d = header(['GREEN VALLEY HARDWARE', 'TRADING,. (CHERAS', 'UTARA) SDN BHD', '(765432-T)', 'NO. 4, JALAN MELATI 2, 43000 KAJANG']);
    assert.equal(company(d), 'GREEN VALLEY HARDWARE TRADING (CHERAS UTARA) SDN BHD');
    // the last row came out as three boxes side by side: still one row of the three a name may take
    const lines = header(['SRI MURNI BAKERY (KOTA', 'X', '(1234567-W)']).pages[0].lines;
    const row = lines[1].bbox;
    const box = (text: string, x0: number, x1: number) => ({ text, bbox: { ...row, x0, x1 }, words: [{ text, bbox: { ...row, x0, x1 }, confidence: 0.95 }], confidence: 0.95 });
    lines.splice(1, 1, box('DAMAI)', 200, 280), box('SDN.', 290, 340), box('BHD.', 350, 400));
    assert.equal(company({ pageCount: 1, format: 'jpg', pages: [{ number: 1, width: 600, height: 900, source: 'ocr', lines, tables: [] }] }), 'SRI MURNI BAKERY (KOTA DAMAI) SDN. BHD.');
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

describe('receipt header: title and address', () => {
  it('takes the name before the document title, not a customer printed after it', () => {
    const d = header(['KEDAI RUNCIT AH SENG', 'JM0325955-V', 'NO.9 JALAN MELUR 2', '81750 JOHOR BAHRU', 'SIMPL.IFIED TAX INVOICE', 'NORTHWIND ENGINEERING (M) SDN BHD', 'Date: 02/01/2018']);
    const r = read(d);
    assert.equal(r.company, 'KEDAI RUNCIT AH SENG');
    assert.equal(r.address, 'NO.9 JALAN MELUR 2 81750 JOHOR BAHRU');
  });

  it('reads the lines right under the name as the address even without street words', () => {
    const d = header(['THE GREEN DOOR', 'BISTRO & CAFE', '109, SS21/1A,', 'DAMANSARA UTAMA', 'GST ID : 001661886464', 'TABLE : BAR']);
    assert.equal(read(d).address, '109, SS21/1A, DAMANSARA UTAMA');
  });

  it('skips registration and "label: value" lines before the address and stops at a glued title', () => {
    const d = header(['MAJU STATIONERY SDN BHD', 'CompanyReg. No. : 001055194X', 'Site: 1046', '176 JLN BESAR,', '57100 KUALA LUMPUR.', 'TAXINVOICE']);
    assert.equal(read(d).address, '176 JLN BESAR, 57100 KUALA LUMPUR.');
    const short = header(['MAJU STATIONERY SDN BHD', 'N:28 JALAN MAWAR 1C,', '41050 KLANG']);
    assert.equal(read(short).address, 'N:28 JALAN MAWAR 1C, 41050 KLANG', 'a one-letter "label" is a house number');
  });

  it('ends the address at its country', () => {
    const d = header(['TASTY GRILL SDN BHD', '(123456-A)', 'No 8, Jalan Maju 3, Desa Aman', '56000 Kuala Lumpur, Malaysia', 'SUNRISE MALL', 'INVOICE']);
    assert.equal(read(d).address, 'No 8, Jalan Maju 3, Desa Aman 56000 Kuala Lumpur, Malaysia');
  });

  it('skips the branch name printed under the issuer and a numbered label before the address', () => {
    const branch = header(['Bella Pasta Ristoranti S.r.l.', 'Bella Pasta Centrale', 'Via Roma 12', '20121 Milano', 'Tel: 02 1234567']);
    assert.equal(read(branch).address, 'Via Roma 12 20121 Milano');
    const numbered = header(['KEDAI BUKU MAJU SDN BHD', 'INV NO: POS01/00012379', '109, SS21/1A,', 'DAMANSARA UTAMA', 'TEL: 03-1234 5678']);
    assert.equal(read(numbered).address, '109, SS21/1A, DAMANSARA UTAMA');
  });

  it('does not take codes after an address label for the address', () => {
    const d = header(['HOME DECO TRADING', '27,JALAN MAWAR 13', 'TAMAN JAYA,', '81100 JOHOR BAHRU,JOHOR.', 'Tel:07-3507405', 'RECEIPT', 'Location/SP: 05 /0531']);
    assert.equal(read(d).address, '27,JALAN MAWAR 13 TAMAN JAYA, 81100 JOHOR BAHRU,JOHOR.');
  });

  it('keeps an area name printed between the street and the postcode line', () => {
    const d = header(['RESTAURANT KIM LEE', '001234567-K', '7, JLN MAJU UTAMA 3', 'MEDAN NIAGA SRI MUDA JAYA', '40400 SHAH ALAM', 'INVOICE']);
    assert.equal(read(d).address, '7, JLN MAJU UTAMA 3 MEDAN NIAGA SRI MUDA JAYA 40400 SHAH ALAM');
  });
});
