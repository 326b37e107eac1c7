import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

const TAX = { tax: { type: 'number', description: 'The tax included in the total.' } };

function tax(rows: Row[]) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: TAX }, annotations: {} });
}

describe('the tax table of a receipt', () => {
  it('French: the tax column of the table\'s total row', () => {
    const r = tax(['EPICERIE FINE', 'CAFE MOULU 250G     4,80', 'VIN ROUGE           9,90', 'TOTAL TTC          14,70', 'Taux   HT     TVA    TTC', '5,5%   4,55   0,25   4,80', '20%    8,25   1,65   9,90', 'Total  12,80  1,90  14,70', PROSE.fr]);
    assert.equal(r.data.tax, 1.9);
    assert.equal(r.fields.find((f) => f.path === '/tax')?.citations[0].text, '1,90');
  });

  it('Dutch: the sum of the tax column when the table has no total row, citing each cell', () => {
    const r = tax(['Supermarkt De Hoek', 'TOTAAL             12,10', 'BTW%   Excl    BTW    Incl', '9%     5,50   0,50   6,00', '21%    5,04   1,06   6,10', PROSE.nl]);
    assert.equal(r.data.tax, 1.56);
    assert.deepEqual(r.fields.find((f) => f.path === '/tax')?.citations.map((c) => c.text), ['0,50', '1,06']);
  });

  it('no tax column, or rows that do not fit the header: nothing from a table', () => {
    assert.equal(tax(['Muster Markt', 'Artikel  Menge  Preis  Betrag', 'Kaffee  2  1,50  3,00', 'SUMME  3,00', PROSE.de]).data.tax, undefined);
    assert.equal(tax(['Muster Markt', 'MwSt  Netto  Steuer  Brutto', 'A 7%  5,89  6,30', PROSE.de]).data.tax, undefined);
  });
});

describe('a rate printed before its tax word', () => {
  const RATE = { tax_rate: { type: 'number', description: 'The VAT rate in per cent.' } };
  it('"zzgl. 19 % MwSt" and "plus 20% VAT" give the rate; a rate after the word still wins over one before', () => {
    const read = (rows: Row[]) => extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: RATE }, annotations: {} }).data.tax_rate;
    assert.equal(read(['Muster GmbH', ['Nettobetrag', '100,00 EUR'], ['zzgl. 19 % MwSt', '19,00 EUR'], PROSE.de]), 19);
    assert.equal(read(['Acme Ltd', ['Net', '100.00'], ['plus 20% VAT', '20.00'], PROSE.en]), 20);
    assert.equal(read(['Muster GmbH', ['Rabatt 5 % MwSt 19 %', '19,00 EUR'], PROSE.de]), 19);
  });
});

