import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractionResult } from '../types.js';
import type { RecognisedDocument } from '../../types.js';
import { extractDeterministic } from './index.js';
import { invoice, line, PROSE, type Row } from '../../../../test/helpers/recognised.js';

/** Prose in the document's language, enough for the language to be detected (a few labels are read as English). */

function run(rows: Row[], properties: Record<string, unknown>): ExtractionResult {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties }, annotations: {} });
}

function cited(r: ExtractionResult, path: string): string | undefined {
  return r.fields.find((f) => f.path === path)?.citations[0]?.text;
}

/** Lines placed freely on a page: [text, x0, y0], 7 units a character, 14 high. */
function grid(lines: [string, number, number][]): RecognisedDocument {
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 600, height: 800, source: 'text-layer', lines: lines.map(([t, x, y]) => line(t, x, y)), tables: [] }] };
}

const NUMBER_AND_DATE = { invoice_number: { type: 'string' }, invoice_date: { type: 'string', format: 'date' } };

describe('the title row', () => {
  it('"Rechnung Nr. 471102 vom 05.03.2020" gives the number and the date', () => {
    const r = run(['Muster GmbH', PROSE.de, 'Rechnung Nr. 471102 vom 05.03.2020'], NUMBER_AND_DATE);
    assert.deepEqual(r.data, { invoice_number: '471102', invoice_date: '2020-03-05' });
    assert.equal(cited(r, '/invoice_number'), '471102');
    assert.equal(cited(r, '/invoice_date'), '05.03.2020');
  });

  it('"Invoice No. 2020-118 of 05/03/2020" in English', () => {
    const r = run(['Acme Ltd', 'Invoice No. 2020-118 of 05/03/2020'], NUMBER_AND_DATE);
    assert.deepEqual(r.data, { invoice_number: '2020-118', invoice_date: '2020-03-05' });
  });

  it('"Facture N° F-77 du 05/03/2020" in French', () => {
    const r = run([PROSE.fr, 'Facture N° F-77 du 05/03/2020'], { invoice_number: { type: 'string' } });
    assert.equal(r.data.invoice_number, 'F-77');
    assert.equal(cited(r, '/invoice_number'), 'F-77');
  });

  it('a document title in a language the document is not read in gives no number', () => {
    // three words are read as English: "Rechnung" is no English title
    const r = run(['Rechnung Nr. 471102'], { invoice_number: { type: 'string' } });
    assert.equal(r.data.invoice_number, undefined);
  });
});

describe('a title over a row of headings', () => {
  const read = (d: RecognisedDocument, properties: Record<string, unknown>) => extractDeterministic({ document: d, schema: { type: 'object', properties }, annotations: {} });

  it('the value under a bare number heading is the number of the document the title names (German invoice)', () => {
    const r = read(grid([['Muster GmbH', 20, 20], ['RECHNUNG', 20, 60], ['Nr.', 20, 80], ['Datum', 200, 80], ['Kunde', 380, 80], ['RE-2024-881', 20, 96], ['14.03.2024', 200, 96], ['K-102', 380, 96], [PROSE.de, 20, 400]]), { invoice_number: { type: 'string' }, customer_number: { type: 'string' } });
    assert.equal(r.data.invoice_number, 'RE-2024-881');
    assert.equal(r.fields.find((f) => f.path === '/invoice_number')?.citations[0].text, 'RE-2024-881');
  });

  it('the value under a bare date heading is the date of the document the title names (English purchase order)', () => {
    const r = read(grid([['Northwind Traders Ltd', 20, 20], ['PURCHASE ORDER', 20, 60], ['Date', 20, 80], ['Delivery date', 200, 80], ['03/14/2024', 20, 96], ['04/01/2024', 200, 96]]), { order_date: { type: 'string', format: 'date' }, delivery_date: { type: 'string', format: 'date' } });
    assert.deepEqual(r.data, { order_date: '2024-03-14', delivery_date: '2024-04-01' });
  });

  it('not for a field of another kind of document, nor under a number column of an item table further down', () => {
    // the title names an invoice: a bare number heading does not give an order number
    const order = read(grid([['Muster GmbH', 20, 20], ['RECHNUNG', 20, 60], ['Nr.', 20, 80], ['Datum', 200, 80], ['RE-2024-881', 20, 96], ['14.03.2024', 200, 96], [PROSE.de, 20, 400]]), { order_number: { type: 'string' } });
    assert.equal(order.data.order_number, undefined);
    // headings far below the title are a table's: its first column's numbers are the items'
    const items = read(grid([['Acme Ltd', 20, 20], ['INVOICE', 20, 60], ['Bill to: Northwind Traders', 20, 80], ['1 High Street', 20, 96], ['London', 20, 112], ['No.', 20, 160], ['Description', 80, 160], ['Amount', 400, 160], ['1', 20, 176], ['Consulting', 80, 176], ['500.00', 400, 176]]), { invoice_number: { type: 'string' } });
    assert.equal(items.data.invoice_number, undefined);
  });
});

describe('a list under its heading', () => {
  const GUESTS = { guests: { type: 'array', description: 'Names of the guests.', items: { type: 'string' } } };
  it('each numbered or bulleted line under the field\'s heading is one value, in order', () => {
    const r = run(['Hotel Adler', 'Guests:', '1. Anna Schmidt', '2. Jonas Keller', '3. Lea Wagner', 'Room: 12', PROSE.en], GUESTS);
    assert.deepEqual(r.data.guests, ['Anna Schmidt', 'Jonas Keller', 'Lea Wagner']);
    const bullets = run(['Hotel Adler', 'Guests', '- Anna Schmidt', '- Jonas Keller', PROSE.en], GUESTS);
    assert.deepEqual(bullets.data.guests, ['Anna Schmidt', 'Jonas Keller']);
  });

  it('not a list under another heading', () => {
    const r = run(['Hotel Adler', 'Services', '1. Breakfast', '2. Parking', PROSE.en], GUESTS);
    assert.equal(r.data.guests, undefined);
  });
});

describe('the year in a heading', () => {
  it('a tax year printed only in the heading ("LOHNSTEUERBESCHEINIGUNG 2024")', () => {
    const r = run(['Muster GmbH', 'LOHNSTEUERBESCHEINIGUNG 2024', ['Arbeitnehmer:', 'Anna Schmidt'], PROSE.de], { tax_year: { type: 'integer', description: 'The tax year.' } });
    assert.equal(r.data.tax_year, 2024);
    assert.equal(cited(r, '/tax_year'), '2024');
  });

  it('not from a line with other figures, nor over a labelled year', () => {
    assert.equal(run(['Muster GmbH', 'STAND 01.03.2024', PROSE.de], { tax_year: { type: 'integer', description: 'The tax year.' } }).data.tax_year, undefined);
    assert.equal(run(['Acme Ltd', 'ANNUAL STATEMENT 2024', ['Tax year:', '2023'], PROSE.en], { tax_year: { type: 'integer', description: 'The tax year.' } }).data.tax_year, 2023);
  });
});

describe('date ranges', () => {
  it('an end date after a label of the whole range is its second date, written with or without spaces', () => {
    const r = run(['Schedule', 'Campaign: 03/27/20-03/31/20'], { start_date: { type: 'string', format: 'date', title: 'Campaign' }, end_date: { type: 'string', format: 'date', title: 'Campaign' } });
    assert.equal(r.fields.find((x) => x.path === '/end_date')?.citations[0].text, '03/31/20');
    assert.equal(r.data.end_date, '2020-03-31');
    assert.equal(r.data.start_date, '2020-03-27');
  });

  it('"03/27/20 - 03/31/20" gives the start and the end', () => {
    const r = run(['Media Plan', 'Flight dates: 03/27/20 - 03/31/20', 'Advertiser: Acme Corp'], {
      flight_start: { type: 'string', format: 'date' },
      flight_end: { type: 'string', format: 'date' },
      advertiser: { type: 'string' },
    });
    assert.deepEqual(r.data, { flight_start: '2020-03-27', flight_end: '2020-03-31', advertiser: 'Acme Corp' });
    assert.equal(cited(r, '/flight_start'), '03/27/20');
    assert.equal(cited(r, '/flight_end'), '03/31/20');
  });

  it('"01.05.2020 bis 30.06.2020" in German', () => {
    const r = run(['Vertrag', 'Zeitraum 01.05.2020 bis 30.06.2020'], { start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' } });
    assert.deepEqual(r.data, { start_date: '2020-05-01', end_date: '2020-06-30' });
  });

  it('a label holding the field\'s own qualifying name word outranks a period label ("Order Flight" for flight_start_date)', () => {
    const r = run(['Invoice', ['Invoice Period', '02/24/20 - 03/29/20'], ['Order Flight', '03/27/20 - 03/31/20']], {
      flight_start_date: { type: 'string', format: 'date', description: 'The first day the advertisements run.' },
      flight_end_date: { type: 'string', format: 'date', description: 'The last day the advertisements run.' },
    });
    assert.deepEqual(r.data, { flight_start_date: '2020-03-27', flight_end_date: '2020-03-31' });
  });

  it('a heading over the range in its column labels it; a heading in a table\'s header row does not', () => {
    const fields = { start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' } };
    const doc = grid([
      ['Auftrag', 20, 20], ['Zeitraum', 300, 60], ['Auftragsnummer', 420, 60], ['Muster Media GmbH', 20, 68], ['01.05.2020 - 30.06.2020', 300, 76], ['4711', 420, 76],
      ['Pos', 20, 200], ['Datum', 60, 200], ['Zeitraum', 140, 200], ['Beschreibung', 300, 200], ['Menge', 420, 200], ['Betrag', 500, 200],
      ['1', 20, 220], ['04.05.2020', 60, 220], ['04.05.2020 - 10.05.2020', 140, 220], ['Spot 30 s', 300, 220], ['5', 420, 220], ['500,00', 500, 220],
      [PROSE.de, 20, 400],
    ]);
    assert.deepEqual(extractDeterministic({ document: doc, schema: { type: 'object', properties: fields }, annotations: {} }).data, { start_date: '2020-05-01', end_date: '2020-06-30' });
  });

  it('only start and end fields read a range; a due date does not', () => {
    const r = run(['Period 01.05.2020 - 30.06.2020'], { due_date: { type: 'string', format: 'date' } });
    assert.equal(r.data.due_date, undefined);
  });
});

describe('parties', () => {
  it('in a grid of headings over values the name is under its heading, not the next heading beside it', () => {
    const read = (d: RecognisedDocument, field: string): unknown => extractDeterministic({ document: d, schema: { type: 'object', properties: { [field]: { type: 'string' } } }, annotations: {} }).data[field];
    assert.equal(read(grid([['Advertiser', 20, 40], ['Original Date / Revision', 250, 40], ['McConnell/R/Senator', 20, 56], ['03/24/20', 250, 56], ['/', 310, 56], ['03/24/20', 320, 56]]), 'advertiser'), 'McConnell/R/Senator');
    assert.equal(read(grid([[PROSE.de, 20, 300], ['Kunde', 20, 40], ['Auftragsdatum', 250, 40], ['Muster Handel', 20, 56], ['05.03.2020', 250, 56]]), 'customer'), 'Muster Handel');
    // a key-value grid keeps its values beside the keys
    assert.equal(read(grid([['Advertiser', 20, 40], ['Acme Corp', 250, 40], ['Order No', 20, 56], ['12345', 250, 56]]), 'advertiser'), 'Acme Corp');
  });
  it('a name after its label that wraps under its own start continues there, also with tight lines', () => {
    const fields = { advertiser: { type: 'string', description: 'The name of the advertiser who bought the airtime.' } };
    const en = grid([['Agency: FlexPoint Media Inc.', 20, 40], ['Advertiser: Congressional', 250, 40], ['Market: Harrisburg', 450, 40], ['Leadership Fund', 334, 50], ['Product: Issue', 250, 64]]);
    assert.equal(extractDeterministic({ document: en, schema: { type: 'object', properties: fields }, annotations: {} }).data.advertiser, 'Congressional Leadership Fund');
    const client = { client: { type: 'string' } };
    const fr = grid([[PROSE.fr, 20, 300], ['Client : Compagnie Générale', 20, 40], ['des Eaux du Nord', 83, 56], ['12 rue de la Paix', 20, 72]]);
    assert.equal(extractDeterministic({ document: fr, schema: { type: 'object', properties: client }, annotations: {} }).data.client, 'Compagnie Générale des Eaux du Nord');
  });

  it('a party heading with the name in the block below', () => {
    const r = run(['Seller', 'Acme Trading Ltd', '1 High Street', 'Buyer', 'Northwind Traders', '5 Low Road'], { seller_name: { type: 'string' }, buyer_name: { type: 'string' } });
    assert.deepEqual(r.data, { seller_name: 'Acme Trading Ltd', buyer_name: 'Northwind Traders' });
    assert.equal(cited(r, '/buyer_name'), 'Northwind Traders');
  });

  it('a party heading with a "Name:" line below it', () => {
    const r = run([PROSE.de, 'Verkäufer', 'Name: Muster GmbH', 'Käufer', 'Name: Beispiel AG'], { seller_name: { type: 'string' }, buyer_name: { type: 'string' } });
    assert.deepEqual(r.data, { seller_name: 'Muster GmbH', buyer_name: 'Beispiel AG' });
    assert.equal(cited(r, '/seller_name'), 'Muster GmbH');
    assert.equal(cited(r, '/buyer_name'), 'Beispiel AG');
  });

  it('German party labels with a colon', () => {
    const r = run([PROSE.de, 'Verkäufer:', 'Muster GmbH', 'Käufer:', 'Beispiel AG'], { seller: { type: 'string' }, buyer: { type: 'string' } });
    assert.deepEqual(r.data, { seller: 'Muster GmbH', buyer: 'Beispiel AG' });
  });
});

describe('names that begin with a label word', () => {
  it('a label word followed by a legal form alone is the name, not a label', () => {
    const r = run([PROSE.de, 'Lieferant GmbH', 'Musterstraße 1, 80333 München'], { supplier: { type: 'string' } });
    assert.notEqual(r.data.supplier, 'GmbH');
  });
});

describe('labels are never values', () => {
  it('labels with nothing after them give nothing', () => {
    const r = run(['Invoice number:', 'Date:', 'Total:'], { invoice_number: { type: 'string' }, total: { type: 'number' }, invoice_date: { type: 'string', format: 'date' } });
    assert.deepEqual(r.data, {});
  });

  it('a label followed by another label gives nothing', () => {
    const r = run(['Invoice number: Date', 'Customer: Invoice'], { invoice_number: { type: 'string' }, customer_name: { type: 'string' } });
    assert.deepEqual(r.data, {});
  });
});

describe('totals: gross or what is left to pay', () => {
  const GERMAN: Row[] = [PROSE.de, ['Zwischensumme', '100,00 €'], ['MwSt 19 %', '19,00 €'], ['Bruttosumme', '119,00 €'], ['Anzahlung', '-50,00 €'], ['Zahlbetrag', '69,00 €']];

  it('a plain total is what is left to pay', () => {
    const r = run(GERMAN, { total: { type: 'number' }, amount_due: { type: 'number' } });
    assert.equal(r.data.total, 69);
    assert.equal(r.data.amount_due, 69);
    assert.equal(cited(r, '/total'), '69,00 €');
  });

  it('a field asking for the total including tax prefers the gross label', () => {
    const r = run(GERMAN, { total_incl: { type: 'number', description: 'total including tax' }, gross_total: { type: 'number' } });
    assert.equal(r.data.total_incl, 119);
    assert.equal(r.data.gross_total, 119);
    assert.equal(cited(r, '/gross_total'), '119,00 €');
  });

  const ENGLISH: Row[] = [['Subtotal', '100.00'], ['VAT 20%', '20.00'], ['Total incl. VAT', '120.00'], ['Paid', '50.00'], ['Balance due', '70.00']];

  it('in English, the total including tax is the gross line', () => {
    const r = run(ENGLISH, { total_including_tax: { type: 'number' }, total: { type: 'number', description: 'total amount including tax' } });
    assert.equal(r.data.total_including_tax, 120);
    assert.equal(r.data.total, 120);
  });

  it('in English, the amount due is the balance printed after the payment', () => {
    const r = run(ENGLISH, { amount_due: { type: 'number' } });
    assert.equal(r.data.amount_due, 70);
  });

  it('label and amount on one line: the total including tax is the gross line', () => {
    const r = run(['Subtotal 100.00', 'VAT 20% 20.00', 'Total incl. VAT 120.00', 'Paid 50.00', 'Balance due 70.00'], { total_including_tax: { type: 'number' } });
    assert.equal(r.data.total_including_tax, 120);
  });
});
