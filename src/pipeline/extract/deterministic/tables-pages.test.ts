import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { extractDeterministic } from './index.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { sheet, type SheetRow } from '../../../../test/helpers/kinds.js';

const ITEMS = {
  positions: {
    type: 'array',
    items: { type: 'object', properties: { article: { type: 'string', description: 'The article.' }, quantity: { type: 'number' }, amount: { type: 'number', description: 'Line amount.' } } },
  },
};

/** A document of several pages, each built from rows as `sheet` builds one. */
function pages(...ps: SheetRow[][]): RecognisedDocument {
  return { pageCount: ps.length, format: 'pdf', pages: ps.map((rows, i) => ({ ...sheet(rows).pages[0], number: i + 1 })) };
}

const HEADER = ['Artikel', 'Menge', 'Betrag'];

describe('a table of items over two pages', () => {
  it('goes on under the same header on the next page when no totals line ended it', () => {
    const doc = pages(
      ['Muster GmbH', PROSE.de, HEADER, ['Schrauben M6', '100', '12,00'], ['Dübel 8 mm', '50', '7,50'], '', 'Fortsetzung auf Seite 2'],
      ['Muster GmbH – Seite 2', HEADER, ['Winkel verzinkt', '20', '18,40'], ['Summe', '', '37,90']],
    );
    const r = extractDeterministic({ document: doc, schema: { type: 'object', properties: ITEMS }, annotations: {} });
    assert.deepEqual(r.data.positions, [
      { article: 'Schrauben M6', quantity: 100, amount: 12 },
      { article: 'Dübel 8 mm', quantity: 50, amount: 7.5 },
      { article: 'Winkel verzinkt', quantity: 20, amount: 18.4 },
    ]);
    assert.equal(r.fields.find((f) => f.path === '/positions/2/amount')?.citations[0].page, 2);
  });

  it('a table its totals line ended does not take the next page\'s table', () => {
    const doc = pages(
      ['Muster GmbH', PROSE.de, HEADER, ['Schrauben M6', '100', '12,00'], ['Summe', '', '12,00']],
      ['Lieferschein', HEADER, ['Schrauben M6', '100', '12,00']],
    );
    const r = extractDeterministic({ document: doc, schema: { type: 'object', properties: ITEMS }, annotations: {} });
    assert.deepEqual(r.data.positions, [{ article: 'Schrauben M6', quantity: 100, amount: 12 }]);
  });
});

describe('a column headed by the thing a "<thing> number" field numbers', () => {
  it('a column "Flight" fills flight_number, a field of no known concept', () => {
    const doc = pages([PROSE.en, ['Flight', 'Seat', 'Fare'], ['SW 214', '12A', '150.00'], ['SW 219', '3C', '162.50']]);
    const schema = { type: 'object', properties: { flights: { type: 'array', items: { type: 'object', properties: { flight_number: { type: 'string' }, seat: { type: 'string' }, fare: { type: 'number' } } } } } };
    const r = extractDeterministic({ document: doc, schema, annotations: {} });
    assert.deepEqual(r.data.flights, [{ flight_number: 'SW 214', seat: '12A', fare: 150 }, { flight_number: 'SW 219', seat: '3C', fare: 162.5 }]);
  });
});

describe('a cell under two headers', () => {
  it('belongs to the column whose header it overlaps most (a long header reaches over the next column)', () => {
    const props = { positions: { type: 'array', items: { type: 'object', properties: { article: { type: 'string' }, quantity: { type: 'number' }, unit_price: { type: 'number', description: 'Price of one unit.' }, amount: { type: 'number', description: 'Line amount.' } } } } };
    // five cells stand 110 apart: "Einzelpreis netto" (350-469) reaches over the amounts' column (460-)
    const doc = sheet(['Muster GmbH', PROSE.de, ['Pos.', 'Artikel', 'Menge', 'Einzelpreis netto', 'Betrag'], ['1', 'Schrauben M6', '100', '0,12', '12,00'], ['2', 'Dübel 8 mm', '50', '0,15', '7,50'], ['', '', '', 'Summe', '19,50']]);
    const r = extractDeterministic({ document: doc, schema: { type: 'object', properties: props }, annotations: {} });
    assert.deepEqual(r.data.positions, [
      { article: 'Schrauben M6', quantity: 100, unit_price: 0.12, amount: 12 },
      { article: 'Dübel 8 mm', quantity: 50, unit_price: 0.15, amount: 7.5 },
    ]);
  });
});
