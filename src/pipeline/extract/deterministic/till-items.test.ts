import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, line, PROSE, type Row } from '../../../../test/helpers/recognised.js';

const ITEMS = {
  items: {
    type: 'array',
    description: 'What was bought.',
    items: { type: 'object', properties: { description: { type: 'string', description: 'The article.' }, qty: { type: 'number', description: 'How many.' }, price: { type: 'number', description: 'Unit price.' }, line_total: { type: 'number', description: 'The amount paid for the line.' } } },
  },
};

function items(rows: Row[]) {
  const r = extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: ITEMS }, annotations: {} });
  return { data: r.data.items, fields: r.fields };
}

describe('item lines of a till receipt', () => {
  it('French receipt: name and amount with a tax letter, the lines after the total are no items', () => {
    const r = items(['BOULANGERIE DU MARCHE', '12 rue des Halles', '==========', 'BAGUETTE TRADITION      1,20 A', 'CROISSANT BEURRE        1,10 A', 'CAFE ALLONGE            2,50 B', '==========', 'TOTAL TTC               4,80', 'ESPECES                 5,00', 'RENDU                   0,20', PROSE.fr]);
    assert.deepEqual(r.data, [{ description: 'BAGUETTE TRADITION', line_total: 1.2 }, { description: 'CROISSANT BEURRE', line_total: 1.1 }, { description: 'CAFE ALLONGE', line_total: 2.5 }]);
    assert.equal(r.fields.find((f) => f.path === '/items/1/line_total')?.citations[0].text, '1,10');
    assert.equal(r.fields.find((f) => f.path === '/items/0/description')?.citations[0].text, 'BAGUETTE TRADITION');
  });

  it('English receipt: a quantity before the name, or a quantity and unit price before the amount', () => {
    const r = items(['CORNER SHOP LTD', '2 x SPARKLING WATER        3.00', 'BREAD LOAF   3 x1.25       3.75', 'SUBTOTAL                   6.75', 'TOTAL                      6.75', PROSE.en]);
    assert.deepEqual(r.data, [{ description: 'SPARKLING WATER', qty: 2, line_total: 3 }, { description: 'BREAD LOAF', qty: 3, price: 1.25, line_total: 3.75 }]);
  });

  it('a header line with a tax id and a date is no item, nor a line whose name holds amounts', () => {
    // the tax line of the header names no total; the item run stops at the line whose text holds a price
    const r = items(['Muster Markt GmbH', 'USt-IdNr. DE123456789', 'Datum 12.03.2024', 'Kaffee  2  1,50  3,00', 'Tee                     2,20', 'SUMME                   5,20', PROSE.de]);
    assert.deepEqual(r.data, [{ description: 'Tee', line_total: 2.2 }]);
  });

  it('nothing without a totals line under the lines', () => {
    const doc = invoice(['Notes', PROSE.en]);
    doc.pages[0].lines.push(line('APPLES        2.00', 20, 300), line('PEARS         3.00', 20, 320));
    const r = extractDeterministic({ document: doc, schema: { type: 'object', properties: ITEMS }, annotations: {} });
    assert.equal(r.data.items, undefined);
  });
});
