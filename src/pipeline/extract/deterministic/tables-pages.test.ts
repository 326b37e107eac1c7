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

describe('headings in a word where a field is named in several', () => {
  const table = (properties: Record<string, unknown>) => ({ type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties } } } });

  it("a unit's word heads the count in that unit, the whole heading outranks a part of one, and a group heading without figures is no item", () => {
    const doc = pages([PROSE.nl, ['Maand', 'Afgenomen uren', 'Uurprijs', 'Bedrag'], ['Kinderopvang', '', '', ''], ['januari 2024', '172', '€ 10,25', '€ 1.763,00'], ['februari 2024', '160', '€ 10,25', '€ 1.640,00']]);
    const schema = table({ careMonth: { type: 'string', description: 'The month.' }, careHours: { type: 'number', description: 'The hours of care.' }, careAmount: { type: 'number', description: 'The amount charged.' } });
    const r = extractDeterministic({ document: doc, schema, annotations: {} });
    assert.deepEqual(r.data.lines, [
      { careMonth: 'januari 2024', careHours: 172, careAmount: 1763 },
      { careMonth: 'februari 2024', careHours: 160, careAmount: 1640 },
    ]);
  });

  it("a word of a field's name heads it, a bare date word heads the one date, the description's heading a text of no concept", () => {
    const doc = pages([PROSE.en, ['Date', 'Description', 'Class', 'Weight (lbs)', 'Rate/cwt', 'Charges'], ['2 Oct 2024', 'Cabinets, wood', '85', '3,420', '38.72', '1,324.22'], ['3 Oct 2024', 'Countertops, quartz', '70', '1,440', '33.15', '477.36']]);
    const schema = table({
      shipped_on: { type: 'string', format: 'date', description: 'The day of shipping.' },
      commodity: { type: 'string', description: 'What was shipped.' },
      nmfcClass: { type: 'string', description: 'The freight class.' },
      itemWeightLbs: { type: 'number', description: 'The weight in pounds.' },
      cwtRate: { type: 'number', description: 'The rate per hundredweight.' },
      freightCharge: { type: 'number', description: 'The charge for the line.' },
    });
    const r = extractDeterministic({ document: doc, schema, annotations: {} });
    assert.deepEqual(r.data.lines, [
      { shipped_on: '2024-10-02', commodity: 'Cabinets, wood', nmfcClass: '85', itemWeightLbs: 3420, cwtRate: 38.72, freightCharge: 1324.22 },
      { shipped_on: '2024-10-03', commodity: 'Countertops, quartz', nmfcClass: '70', itemWeightLbs: 1440, cwtRate: 33.15, freightCharge: 477.36 },
    ]);
  });
});
