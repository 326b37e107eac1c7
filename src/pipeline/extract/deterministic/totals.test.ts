import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Line, RecognisedDocument } from '../../types.js';
import { extractDeterministic } from './index.js';

/** [text, x0, y0, x1, y1] */
type L = [string, number, number, number, number];

function line([text, x0, y0, x1, y1]: L): Line {
  const words = text.split(' ').map((w, i, all) => {
    const before = all.slice(0, i).join(' ').length + (i ? 1 : 0);
    const a = x0 + ((x1 - x0) * before) / text.length;
    return { text: w, bbox: { x0: a, y0, x1: a + ((x1 - x0) * w.length) / text.length, y1 }, confidence: 0.95 };
  });
  return { text, bbox: { x0, y0, x1, y1 }, words, confidence: 0.95 };
}

/** Rows of a receipt as recognition returns them: a label box on the left, its amount box on the right. */
function receipt(rows: (string | [string, string])[], opts: { skew?: number } = {}): RecognisedDocument {
  const lines: L[] = [];
  rows.forEach((r, i) => {
    const y = 40 + i * 24;
    if (typeof r === 'string') lines.push([r, 20, y, 20 + r.length * 8, y + 16]);
    else {
      // the amount is read first when its box starts a little higher (a tilted photograph)
      const dy = opts.skew ?? 0;
      lines.push([r[1], 300, y - dy, 300 + r[1].length * 8, y + 16 - dy]);
      lines.push([r[0], 20, y, 20 + r[0].length * 8, y + 16]);
    }
  });
  return { pageCount: 1, format: 'jpg', pages: [{ number: 1, width: 400, height: 800, source: 'ocr', lines: lines.map(line), tables: [] }] };
}

const schema = { type: 'object', properties: { total: { type: 'number' } } };

function total(d: RecognisedDocument, annotations: Record<string, unknown> = {}): unknown {
  return extractDeterministic({ document: d, schema, annotations }).data.total;
}

describe('receipt totals', () => {
  it('takes the total after the rounding line, whichever way it rounds', () => {
    const d = receipt([['TOTAL', 'RM 33.92'], ['ROUNDING ADJ', '-RM 0.02'], ['TOTAL ROUNDED', 'RM 33.90'], ['CASH', 'RM 50.00'], ['CHANGE', 'RM 16.10']]);
    assert.equal(total(d), 33.9);
    const up = receipt([['Total RM Incl. of GST', '49.39'], ['Rounding Adj', '0.01'], ['Total RM', '49.40'], ['Cash', '50.00']]);
    assert.equal(total(up), 49.4);
  });

  it('does not take the amount of a payment line under a total whose own amount was not read', () => {
    // the grand total's figure is missing; the line under its label is the cash tendered, a keyed line of its own
    const en = receipt([['SUBTOTAL', '42.00'], 'GRAND TOTAL', 'CASH 50.00', ['CHANGE DUE', '8.00']]);
    assert.equal(total(en), 42);
    const card = receipt([['Net amount', '15.93'], ['Sales tax', '1.37'], ['Total', '17.30'], 'Amount due', 'VISA 25.00 USD', ['Change', '7.70']]);
    assert.equal(total(card), 17.3);
  });

  it('adds the service and tax under a subtotal when the final label was not read', () => {
    // the total's label came out as noise; the amount equal to the subtotal plus what follows it is the total
    const d = receipt([['Sub Total', '68.87'], ['Service Charge', '0.00'], ['GST/TAX 6%', '4.13'], ['TOT.!,', '73.00'], ['CA..', '73.00'], ['CHANGE :', '0.00']]);
    assert.equal(total(d), 73);
    const vat = receipt([['Subtotal', '120.00'], ['VAT 20%', '24.00'], ['T0T~L', '144.00'], ['Card', '144.00']]);
    assert.equal(total(vat), 144);
  });

  it('corrects a misread total from what was paid: tendered less change, and the subtotal with its tax lines', () => {
    // the total's figure came out with one glyph wrong; tendered less change and the lines above it agree on another amount
    const en = receipt([['Sub Total', '86.40'], ['Tax 6%', '5.18'], ['Rounding', '0.02'], ['TOTAL', '91.68'], ['CASH', '100.00'], ['CHANGE', '8.40']]);
    assert.equal(total(en), 91.6);
    // (a few labels say too little of the language: a header and a footer give enough words to tell it)
    const de = receipt(['Bäckerei am Markt GmbH', 'Hauptstraße 12, 10115 Berlin', ['Zwischensumme', '40,00'], ['MwSt 19%', '7,60'], ['Summe EUR', '47,80'], ['Gegeben bar', '50,00'], ['Rückgeld', '2,40'], 'Vielen Dank für Ihren Einkauf und bis zum nächsten Mal', 'Umtausch nur mit Kassenbon innerhalb von vierzehn Tagen möglich']);
    assert.equal(total(de), 47.6);
    const fr = receipt(['Boulangerie du Port SARL', '12 rue de la Gare, 75010 Paris', ['Sous-total', '20,00'], ['TVA 20%', '4,00'], ['Total TTC', '24,06'], ['Espèces', '30,00'], ['Rendu', '6,00'], 'Merci de votre visite et à bientôt dans notre magasin', 'Les articles ne sont ni repris ni échangés après quinze jours']);
    assert.equal(total(fr), 24);
    // with only one of the two sums to go on, the total as read stands
    const one = receipt([['TOTAL', '91.68'], ['CASH', '100.00'], ['CHANGE', '8.40']]);
    assert.equal(total(one), 91.68);
  });

  it('prefers the labelled total that tendered less change confirms, and takes no rounded amount from the change line', () => {
    // the rounding adjustment lost its minus sign: the total plus it equals the change, not the final total
    const d = receipt([['Total', '5.00'], ['Rounding Adjustment', '0.03'], ['Total After Rounding', '5.00'], ['Cash', '10.03'], ['Change', '5.03']]);
    assert.equal(total(d), 5);
  });

  it('passes over a speck read as a mark between a total label and its amount', () => {
    // a dot of dirt beside the label came out as a tiny box; the currency and the amount follow it on the row
    for (const [label, cur, cash, change] of [['TOTAL AMT.', 'RM', 'CASH', 'CHANGE'], ['Amount due', 'USD', 'Visa', 'Change']]) {
      const rows: L[] = [
        ['Total Qty', 20, 40, 90, 56],
        ['2', 120, 40, 128, 56],
        [label, 20, 64, 100, 80],
        ['x', 150, 70, 154, 75],
        [cur, 180, 64, 200, 80],
        ['60.31', 260, 64, 300, 80],
        [cash, 20, 88, 60, 104],
        ['70.31', 260, 88, 300, 104],
        [change, 20, 112, 80, 128],
        ['10.00', 260, 112, 300, 128],
      ];
      const d: RecognisedDocument = { pageCount: 1, format: 'jpg', pages: [{ number: 1, width: 400, height: 800, source: 'ocr', lines: rows.map(line), tables: [] }] };
      assert.equal(total(d), 60.31);
    }
  });

  it('reads a dollar sign recognised as S before an amount', () => {
    const d = receipt([['Item', '$7.10'], ['Total Amount:', 'S8.20'], ['Tax @6%:', '$0.46'], ['Nett Total:', 'S8.20'], ['Change', '$0.00']]);
    assert.equal(total(d), 8.2);
    assert.equal(total(receipt([['SIZE', 'S2.50'], ['TOTAL', '12.00']])), 12);
  });

  it('ignores the totals of a tax summary printed after the payment', () => {
    const d = receipt([['TOTAL', '18.00'], ['CASH', '20.00'], ['CHANGE', '2.00'], 'GST SUMMARY', ['SR 6%', '16.98'], ['TOTAL :', '16.98']]);
    assert.equal(total(d), 18);
    const typo = receipt([['Total After Adj Incl GST', '75.00'], 'GST Sumary', ['Total', '70.75']]);
    assert.equal(total(typo), 75);
  });

  it('prefers the total including tax to the one excluding it, also when "Inclusive" is misread', () => {
    const d = receipt([['Total Sales (Excluding GST) :', '95.17'], ['Discount :', '0.00'], ['Total GST :', '5.71'], ['Rounding :', '0.02'], ['Total Sales (lnclusive of GsT) :', '100.90'], ['CASH :', '100.90']]);
    assert.equal(total(d), 100.9);
  });

  it('without a total label takes the largest amount that is not a payment, also when the payment label is a box of its own', () => {
    const d = receipt([['BREAD', '5.70'], ['FISH CAKE', '22.90'], ['TL:RM', '28.60'], ['CASH', '100.00'], ['CHANGE', '71.40']]);
    assert.equal(total(d), 28.6);
  });

  it('does not read a "Total" column heading as the total', () => {
    const d = receipt([['Qty Description', 'Total RM'], ['1 NOODLES', '53.70'], ['SUBTOTAL', '70.60'], ['DISCOUNT', '-30.00'], ['TOTAL:', 'RM 40.60']]);
    assert.equal(total(d), 40.6);
  });

  it('mends amounts that recognition split and prefers a real amount to a stray digit', () => {
    assert.equal(total(receipt([['TOTAL :', 'RM 39. 80'], ['CASH', '50.00']])), 39.8);
    assert.equal(total(receipt([['TOTAL', '7- 00'], ['CASH', '10.00']])), 7);
    const stray: RecognisedDocument = receipt([['TOTAL', '4.90'], ['CASH', '5.00']]);
    stray.pages[0].lines.push(line(['8', 200, 66, 208, 80]));
    assert.equal(total(stray), 4.9);
  });

  it('reads total labels whose words recognition glued or split', () => {
    assert.equal(total(receipt([['Total Sales (Excl GST)', '95.17'], ['TotalSales(Incl GST) :', '100.90'], ['CASH', '101.00']])), 100.9);
    assert.equal(total(receipt([['SUBTOTAL', '70.60'], ['T ota l Amoun t :', '57.80'], ['CASH', '60.00']])), 57.8);
  });

  it('pairs a label with its amount on a tilted row and knows "Net Amt"', () => {
    assert.equal(total(receipt([['Sub Total', '50.52'], ['GST 6%', '3.03'], ['Net Amt :', '53.55'], ['Cash', '60.00']], { skew: 6 })), 53.55);
  });

  it('does not let a number-shaped example pick an amount on its own', () => {
    const d = receipt([['Discount', '0.00'], ['TOT·, :', '73.00']]);
    assert.equal(total(d, { fields: { total: { examples: ['12.50'] } } }), 73);
  });

  it('for a gross amount passes over the net printed after it, in any language, but keeps a final "Net Total" above the tax', () => {
    const gross = { type: 'object', properties: { gross_amount: { type: 'number', description: 'The gross total amount of the order.' } } };
    const read = (d: RecognisedDocument): unknown => extractDeterministic({ document: d, schema: gross, annotations: {} }).data.gross_amount;
    assert.equal(read(receipt([['Grand Total:', '$7,330.00'], ['Commission %', '15.00%'], ['Commission', '$1,099.50'], ['Net Total', '$6,230.50']])), 7330);
    assert.equal(read(receipt(['Auftrag 4711', ['Gesamtbetrag', '1.000,00 €'], ['Provision', '150,00 €'], ['Nettobetrag', '850,00 €']])), 1000);
    const withTax = { type: 'object', properties: { total: { type: 'number', description: 'The total amount paid, including tax.' } } };
    const d = receipt([['Total (MYR) :', '20.00'], ['GST @ 6% :', '1.20'], ['Net Total (MYR) :', '21.20'], ['Cash', '50.00']]);
    assert.equal(extractDeterministic({ document: d, schema: withTax, annotations: {} }).data.total, 21.2);
  });
});
